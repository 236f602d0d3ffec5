import { z } from 'zod';
import { listSearchSchema, numberedPageSchema, pageQueryShape } from './pages.ts';
import { cepSchema, cnpjSchema, M, optionalText, UFS } from './admin-clients.ts';
import { DESTINATIONS } from './waste.ts';

import { MTR_SYSTEMS } from './mtr-systems.ts';

/** MTR systems a provider may hold a unit code in: the national one and the state ones (mtr-systems.ts). */
export { MTR_SYSTEMS, type MtrSystem } from './mtr-systems.ts';
export const PROVIDER_KINDS = ['carrier', 'receiver'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Licence alert thresholds, in days before expiry: amber from the first, red once expired. */
export const LICENCE_WARNING_DAYS = 60;
export const LICENCE_ALERT_THRESHOLDS = [60, 30, 7, 0] as const;
export const LICENCE_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

const isoDate = z.iso.date(M.date);

/** Whole days from `today` to `expiresOn` (both YYYY-MM-DD); negative once expired. */
export function daysUntil(expiresOn: string, today: string): number {
  return Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Expired the day after its expiry date; amber from 60 days before. */
export function licenceStatus(expiresOn: string, today: string): LicenceStatus {
  const days = daysUntil(expiresOn, today);
  return days < 0 ? 'expired' : days <= LICENCE_WARNING_DAYS ? 'expiring' : 'valid';
}

/** The worst of several statuses ('valid' when none). */
export function worstLicenceStatus(statuses: readonly LicenceStatus[]): LicenceStatus {
  return statuses.includes('expired') ? 'expired' : statuses.includes('expiring') ? 'expiring' : 'valid';
}

export const licenceInputSchema = z.object({
  id: z.uuid().optional(),
  number: z.string().trim().min(1, M.required).max(60),
  agency: z.string().trim().min(1, M.required).max(80),
  expiresOn: isoDate,
});

const providerFields = {
  name: z.string().trim().min(1, M.required).max(120),
  cnpj: cnpjSchema,
  cep: cepSchema,
  street: optionalText(160),
  number: optionalText(20),
  city: optionalText(80),
  /** '' (an empty select) is none. */
  state: z
    .union([z.enum(UFS), z.literal('')])
    .nullable()
    .transform((v) => v || null),
  contactName: optionalText(120),
  contactEmail: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, M.email),
  contactPhone: optionalText(40),
  /** Unit code per MTR system; a system left out or '' has none. */
  unitCodes: z.partialRecord(z.enum(MTR_SYSTEMS), z.string().trim().max(40).optional()),
  licences: z.array(licenceInputSchema).max(20),
  active: z.boolean(),
};
const receiverOnly = { destinations: z.array(z.enum(DESTINATIONS)).min(1, M.destinations) };

const withDefaults = {
  cep: providerFields.cep.default(''),
  street: providerFields.street.default(''),
  number: providerFields.number.default(''),
  city: providerFields.city.default(''),
  state: providerFields.state.default(null),
  contactName: providerFields.contactName.default(''),
  contactEmail: providerFields.contactEmail.default(''),
  contactPhone: providerFields.contactPhone.default(''),
  unitCodes: providerFields.unitCodes.default({}),
  licences: providerFields.licences.default([]),
  active: providerFields.active.default(true),
};

export const createCarrierSchema = z.object({ ...providerFields, ...withDefaults });
export const createReceiverSchema = z.object({ ...providerFields, ...withDefaults, ...receiverOnly });
/** An edit carries the version it started from; only the fields given change (licences given replace them all). */
export const updateCarrierSchema = z
  .object(providerFields)
  .partial()
  .extend({ version: z.number().int().min(1) });
export const updateReceiverSchema = z
  .object({ ...providerFields, ...receiverOnly })
  .partial()
  .extend({ version: z.number().int().min(1) });
export type CreateReceiverInput = z.input<typeof createReceiverSchema>;
export type UpdateReceiverInput = z.input<typeof updateReceiverSchema>;

export const licenceSchema = z.object({
  id: z.string(),
  number: z.string(),
  agency: z.string(),
  expiresOn: z.string(),
  status: z.enum(LICENCE_STATUSES),
  daysLeft: z.number().int(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const providerSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_KINDS),
  name: z.string(),
  cnpj: z.string(),
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  unitCodes: z.record(z.string(), z.string()),
  licences: z.array(licenceSchema),
  /** The worst status of its licences. */
  licenceStatus: z.enum(LICENCE_STATUSES),
  /** Receivers: the destinations offered; carriers: none. */
  destinations: z.array(z.enum(DESTINATIONS)),
  active: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerListQuerySchema = z.object({
  q: listSearchSchema,
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  ...pageQueryShape({ max: 100, size: 20 }),
});
export type ProviderListQuery = z.input<typeof providerListQuerySchema>;

export const providerPageSchema = numberedPageSchema(providerSchema);
export type ProviderPage = z.infer<typeof providerPageSchema>;

/** A licence that needs attention, with where it is used; the banner and the e-mail job read these. */
export const licenceAlertSchema = z.object({
  licenceId: z.string(),
  number: z.string(),
  agency: z.string(),
  expiresOn: z.string(),
  daysLeft: z.number().int(),
  status: z.enum(['expiring', 'expired']),
  provider: z.object({ id: z.string(), kind: z.enum(PROVIDER_KINDS), name: z.string() }),
  /** Clients (among the caller's) whose current or future contracts use the provider. */
  clientIds: z.array(z.string()),
});
export type LicenceAlert = z.infer<typeof licenceAlertSchema>;
export const alertsSchema = z.object({ licences: z.array(licenceAlertSchema) });
export type Alerts = z.infer<typeof alertsSchema>;
