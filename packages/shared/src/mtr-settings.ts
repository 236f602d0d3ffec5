import { z } from 'zod';
import { M } from './admin-clients.ts';
import { MTR_ENVIRONMENTS, MTR_LOOKUP_KINDS } from './mtr.ts';
import { MTR_SYSTEMS } from './mtr-systems.ts';

/**
 * A client's link to its state MTR system: the settings (system, environment, unit codes, credentials stored
 * encrypted), the connection test, and the lookup lists synced from the system. The API and the settings panel
 * share these schemas.
 */

// ---- settings ----

const digits = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), M.required);

/**
 * Credentials, write-only: sent to be stored (encrypted), never read back. SINIR: integration token; SIGOR and the
 * second family's systems: the user's CPF and password.
 */
export const mtrCredentialsInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('integration-token'), integrationToken: z.string().trim().min(10).max(4000) }),
  z.object({
    kind: z.literal('cpf-password'),
    cpf: z
      .string()
      .transform((s) => s.replace(/\D/g, ''))
      .pipe(z.string().length(11, M.required)),
    password: z.string().min(1, M.required).max(200),
  }),
]);
export type MtrCredentialsInput = z.input<typeof mtrCredentialsInputSchema>;

/**
 * A client's MTR settings. The generator's unit code is its establishment code in the system (digits, not the
 * CNPJ); SIGOR signs in with CPF, password and this unit. `credentials` absent keeps the stored ones. `version`
 * is the one read (0 when there were none yet).
 */
export const mtrSettingsInputSchema = z
  .object({
    system: z.enum(MTR_SYSTEMS),
    environment: z.enum(MTR_ENVIRONMENTS),
    generatorUnitCode: digits(12),
    responsibleName: z.string().trim().min(1, M.required).max(120),
    responsibleRole: z.string().trim().max(80).default(''),
    credentials: mtrCredentialsInputSchema.optional(),
    version: z.number().int().min(0),
  })
  .refine(
    (s) =>
      !s.credentials ||
      (s.system === 'SINIR' ? s.credentials.kind === 'integration-token' : s.credentials.kind === 'cpf-password'),
    { message: M.required, path: ['credentials'] },
  );
export type MtrSettingsInput = z.input<typeof mtrSettingsInputSchema>;

export const MTR_CONNECTION_OUTCOMES = [
  'ok',
  'not-configured',
  'no-credentials',
  'credentials-refused',
  /** SIGOR's ERRO 007: the password or the unit code is wrong, the system does not say which. */
  'password-or-unit-refused',
  'endpoint-disabled',
  'unit-refused',
  'unreachable',
  'timeout',
  'system-error',
  /** No public source shows the route for this operation in this system: done in its portal, never guessed. */
  'not-supported',
] as const;
export type MtrConnectionOutcome = (typeof MTR_CONNECTION_OUTCOMES)[number];

/** "Testar conexão": each step tried, in plain words on the page from `outcome`; the system's own message kept. */
export const mtrConnectionTestSchema = z.object({
  ok: z.boolean(),
  outcome: z.enum(MTR_CONNECTION_OUTCOMES),
  steps: z.array(
    z.object({
      step: z.enum(['sign-in', 'lookup']),
      ok: z.boolean(),
      outcome: z.enum(MTR_CONNECTION_OUTCOMES),
      /** What the system said, if anything (Portuguese, as it sent it). */
      systemMessage: z.string().nullable(),
    }),
  ),
  system: z.enum(MTR_SYSTEMS).nullable(),
  environment: z.enum(MTR_ENVIRONMENTS).nullable(),
  testedAt: z.string(),
});
export type MtrConnectionTest = z.infer<typeof mtrConnectionTestSchema>;

export const mtrSettingsSchema = z.object({
  clientId: z.string(),
  /** False until the settings are first saved; the other fields are then null. */
  configured: z.boolean(),
  /** The system the client's state runs (mtrSystemForState): proposed until another is chosen, and said on screen. */
  stateSystem: z.enum(MTR_SYSTEMS),
  system: z.enum(MTR_SYSTEMS).nullable(),
  environment: z.enum(MTR_ENVIRONMENTS).nullable(),
  generatorUnitCode: z.string().nullable(),
  responsibleName: z.string().nullable(),
  responsibleRole: z.string(),
  /** Never the credentials themselves: whether some are stored, of which kind, and a masked hint (CPF's last digits). */
  credentials: z.object({
    stored: z.boolean(),
    kind: z.enum(['integration-token', 'cpf-password']).nullable(),
    hint: z.string().nullable(),
  }),
  lastTest: mtrConnectionTestSchema.nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type MtrSettings = z.infer<typeof mtrSettingsSchema>;

// ---- lookup lists ----

export const mtrLookupItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** The unit's abbreviation (uniSigla), where the list has one. */
  abbreviation: z.string().nullable(),
});
export type MtrLookupItem = z.infer<typeof mtrLookupItemSchema>;

export const mtrLookupListSchema = z.object({
  kind: z.enum(MTR_LOOKUP_KINDS),
  syncedAt: z.string().nullable(),
  count: z.number().int(),
  items: z.array(mtrLookupItemSchema),
});
/** The lists of the client's system and environment, each with its sync time (null: never synced). */
export const mtrLookupsSchema = z.object({
  system: z.enum(MTR_SYSTEMS).nullable(),
  environment: z.enum(MTR_ENVIRONMENTS).nullable(),
  lists: z.array(mtrLookupListSchema),
});
export type MtrLookups = z.infer<typeof mtrLookupsSchema>;

export const mtrLookupSyncResultSchema = z.object({
  system: z.enum(MTR_SYSTEMS),
  environment: z.enum(MTR_ENVIRONMENTS),
  lists: z.array(z.object({ kind: z.enum(MTR_LOOKUP_KINDS), count: z.number().int(), syncedAt: z.string() })),
});
export type MtrLookupSyncResult = z.infer<typeof mtrLookupSyncResultSchema>;
