import { z } from 'zod';
import { listSearchSchema, numberedPageSchema, pageQueryShape, sortDirectionSchema } from './pages.ts';
import { isValidCnpj } from './cnpj.ts';
import { MAX_WEIGHT_KG, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES, type WasteType } from './waste.ts';

/** Zod messages are keys of the web app's admin-clients catalogue, so one schema speaks pt, en and es. */
export const M = {
  required: 'ui:validation.required',
  email: 'ui:validation.email',
  cnpj: 'admin-clients:validation.cnpj',
  cep: 'admin-clients:validation.cep',
  timezone: 'admin-clients:validation.timezone',
  types: 'admin-clients:validation.types',
  typesUnique: 'admin-clients:validation.typesUnique',
  subTypes: 'admin-clients:validation.subTypes',
  areasUnique: 'admin-clients:validation.areasUnique',
  goal: 'admin-clients:validation.goal',
  limit: 'admin-clients:validation.limit',
  date: 'admin-clients:validation.date',
  period: 'admin-clients:validation.period',
  destinations: 'admin-clients:validation.destinations',
} as const;

/** The 27 federative units of Brazil. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type Uf = (typeof UFS)[number];

/** The IANA zone of each UF's capital, the default a new client gets from its address. */
export const UF_TIMEZONE: Record<Uf, string> = {
  AC: 'America/Rio_Branco',
  AM: 'America/Manaus',
  RR: 'America/Boa_Vista',
  RO: 'America/Porto_Velho',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
  PA: 'America/Belem',
  AP: 'America/Belem',
  TO: 'America/Araguaina',
  MA: 'America/Fortaleza',
  PI: 'America/Fortaleza',
  CE: 'America/Fortaleza',
  RN: 'America/Fortaleza',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  AL: 'America/Maceio',
  SE: 'America/Maceio',
  BA: 'America/Bahia',
  GO: 'America/Sao_Paulo',
  DF: 'America/Sao_Paulo',
  MG: 'America/Sao_Paulo',
  ES: 'America/Sao_Paulo',
  RJ: 'America/Sao_Paulo',
  SP: 'America/Sao_Paulo',
  PR: 'America/Sao_Paulo',
  SC: 'America/Sao_Paulo',
  RS: 'America/Sao_Paulo',
};

export const CLIENT_CATEGORIES = ['hotel', 'pousada', 'resort', 'restaurant', 'other'] as const;
export type ClientCategory = (typeof CLIENT_CATEGORIES)[number];

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** Digits only, 14 of them with the right check digits; "12.345.678/0001-95" is accepted and stored as digits. */
export const cnpjSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .refine(isValidCnpj, M.cnpj)
  .transform((v) => v.replace(/\D/g, ''));

/** Optional free text: '' means none. */
export const optionalText = (max: number) => z.string().trim().max(max);
export const cepSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), M.cep)
  .transform((v) => v.replace(/\D/g, ''));

const subTypesOf = (type: WasteType): readonly string[] =>
  type === 'reciclavel' ? RECYCLABLE_SUBTYPES : type === 'organico' ? ORGANIC_SUBTYPES : [];

export const clientTypeSchema = z
  .object({
    type: z.enum(WASTE_TYPES),
    limitKg: z.number(M.limit).positive(M.limit).max(MAX_WEIGHT_KG, M.limit),
    subTypes: z.array(z.string()).max(20).default([]),
  })
  .refine((t) => t.subTypes.every((s) => subTypesOf(t.type).includes(s)), { message: M.subTypes, path: ['subTypes'] });

export const clientAreaSchema = z.object({
  /** Absent for a new area. */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, M.required).max(80),
  active: z.boolean().default(true),
});

const clientFields = {
  name: z.string().trim().min(1, M.required).max(120),
  /** The chain or group the client belongs to, '' for none. */
  chain: optionalText(120),
  cnpj: cnpjSchema,
  category: z.enum(CLIENT_CATEGORIES),
  cep: cepSchema,
  street: optionalText(160),
  number: optionalText(20),
  city: optionalText(80),
  state: z.enum(UFS),
  timezone: z.string().trim().refine(isTimeZone, M.timezone),
  diversionGoalPct: z.number(M.goal).min(0, M.goal).max(100, M.goal),
  /** Enabled waste types (at least one), each with its weight limit and sub-types. */
  types: z
    .array(clientTypeSchema)
    .min(1, M.types)
    .refine((ts) => new Set(ts.map((t) => t.type)).size === ts.length, M.typesUnique),
  /** In the order the entry form shows them; an existing area left out is deleted if it has no records. */
  areas: z
    .array(clientAreaSchema)
    .max(200)
    .refine((as) => new Set(as.map((a) => a.name.toLocaleLowerCase('pt-BR'))).size === as.length, M.areasUnique),
  active: z.boolean(),
};

/** A new client; the optional text fields default to none and it starts active. */
export const createClientSchema = z.object({
  ...clientFields,
  chain: clientFields.chain.default(''),
  category: clientFields.category.default('hotel'),
  cep: clientFields.cep.default(''),
  street: clientFields.street.default(''),
  number: clientFields.number.default(''),
  city: clientFields.city.default(''),
  areas: clientFields.areas.default([]),
  active: clientFields.active.default(true),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

/** An edit carries the version it started from; only the fields given change. */
export const updateClientSchema = z
  .object(clientFields)
  .partial()
  .extend({ version: z.number().int().min(1) });
export type UpdateClientInput = z.input<typeof updateClientSchema>;

export const CLIENT_STATUSES = ['active', 'inactive', 'all'] as const;
export const CLIENT_SORTS = ['name', 'city', 'state', 'updatedAt'] as const;
export const CLIENTS_PAGE_MAX = 100;

export const clientListQuerySchema = z.object({
  q: listSearchSchema,
  status: z.enum(CLIENT_STATUSES).default('all'),
  sort: z.enum(CLIENT_SORTS).default('name'),
  dir: sortDirectionSchema,
  ...pageQueryShape({ max: CLIENTS_PAGE_MAX, size: 20 }),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.string(),
  cnpj: z.string(),
  city: z.string(),
  state: z.string(),
  active: z.boolean(),
  areas: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientPageSchema = numberedPageSchema(clientRowSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;

/** Everything the client form edits, as stored, with the version an edit starts from. */
export const clientAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  chain: z.string(),
  cnpj: z.string(),
  category: z.enum(CLIENT_CATEGORIES),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  city: z.string(),
  state: z.string(),
  timezone: z.string(),
  diversionGoalPct: z.number(),
  types: z.array(z.object({ type: z.enum(WASTE_TYPES), limitKg: z.number(), subTypes: z.array(z.string()) })),
  areas: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean(), hasRecords: z.boolean() })),
  active: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ClientAdmin = z.infer<typeof clientAdminSchema>;
