import { z } from 'zod';
import { M } from './admin-clients.ts';
import { MTR_SYSTEMS } from './mtr-systems.ts';
import { MTR_LINE_RULES, MTR_UNIT_KINDS, PACKING_GROUPS, type MtrUnitKind } from './mtr-rules.ts';
import { ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES, type Destination } from './waste.ts';

/**
 * MTR and CDF (PRODUCT.md §5, reference/mtr-web-services.md): per-client settings of the state MTR system, the
 * lookup lists synced from it, the mapping of our waste types to its codes, the MTRs themselves, and the two
 * helpers built on them (weighed versus declared, DMR). The API and the web forms share these schemas.
 */

/** The SINIR/SIGOR web-service family ("apiws", family A); the other systems are in mtr-systems.ts. */
export const MTR_API_SYSTEMS = ['SINIR', 'SIGOR'] as const;
export type MtrApiSystem = (typeof MTR_API_SYSTEMS)[number];
export { MTR_SYSTEMS, type MtrSystem } from './mtr-systems.ts';
/** Where the calls go: the live system, its test system, or the simulator that ships with Ecopeso. */
export const MTR_ENVIRONMENTS = ['production', 'homologation', 'simulator'] as const;
export type MtrEnvironment = (typeof MTR_ENVIRONMENTS)[number];
/**
 * Our life cycle of an MTR: draft → issuing (sent, the system's answer not yet known) → issued → received →
 * cdf_issued; a draft is discarded and an issued MTR cancelled (both end as cancelled). The moves are one table,
 * apps/server/src/domain/mtr/transition.ts.
 */
export const MTR_STATUSES = ['draft', 'issuing', 'issued', 'received', 'cdf_issued', 'cancelled'] as const;
export type MtrStatus = (typeof MTR_STATUSES)[number];
/**
 * Where an issue attempt stands while the MTR is `issuing`: `sending` (the call is under way), `uncertain` (its
 * answer was lost — timeout, dropped connection, 5xx, unreadable answer — and must be reconciled before anything is
 * sent again), `undecided` (reconciliation could not tell whether the MTR exists: a person decides).
 */
export const MTR_ISSUE_PHASES = ['sending', 'uncertain', 'undecided'] as const;
export type MtrIssuePhase = (typeof MTR_ISSUE_PHASES)[number];
/**
 * What a person may do to an MTR; the API lists those allowed now (`Mtr.actions`) and the page shows exactly those
 * as buttons. `reconcile` asks the system whether an uncertain issue made an MTR; `reissue` is a person's audited
 * decision to send again after reconciliation found none.
 */
export const MTR_ACTIONS = [
  'edit',
  'issue',
  'discard',
  'reconcile',
  'reissue',
  'refresh',
  'cancel',
  'simulate-receive',
  'simulate-cdf',
] as const;
export type MtrAction = (typeof MTR_ACTIONS)[number];
/** Our own reference on an MTR (`seuCodigo`, and each item's internal code): short, since the limit is unknown. */
export const MTR_REFERENCE_MAX = 20;
/** The fixed quantity a test MTR declares (kg), whatever the hotel weighed. */
export const MTR_TEST_QUANTITY_KG = 1;
/** ABNT NBR 10004 classes: I (hazardous), II A (non-inert), II B (inert). */
export const NBR_CLASSES = ['I', 'IIA', 'IIB'] as const;
export type NbrClass = (typeof NBR_CLASSES)[number];
/** The lookup lists of a system; their codes differ between systems, so they are synced, never hard-coded. */
export const MTR_LOOKUP_KINDS = ['classes', 'units', 'treatments', 'physicalStates', 'packaging', 'wastes'] as const;
export type MtrLookupKind = (typeof MTR_LOOKUP_KINDS)[number];
/** A month's weighed and declared kilos differing by more than this share of the weighed ones are flagged. */
export const MTR_DIFFERENCE_FLAG_PCT = 10;
/**
 * The justification a cancellation needs, in characters: Ecopeso's own rule (so the reason reads in an audit), not
 * the state systems' — no source shows them asking for a minimum (reference/mtr-real-systems.md, 'Cancel').
 */
export const MTR_CANCEL_JUSTIFICATION_MIN = 15;

const isoDate = z.iso.date(M.date);
const digits = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), M.required);
/** IBAMA list code: six digits, "(*)" after a hazardous one ("200121(*)"); spaces are dropped. */
export const ibamaCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}(\(\*\))?$/, M.required));
/** Brazilian plate, old (ABC1234) or Mercosul (ABC1D23): upper case, no hyphen, as the systems take it. */
export const vehiclePlateSchema = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/, M.required));

// ---- settings ----

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

// ---- mapping: waste type and sub-type → codes ----

const SUBTYPES: readonly string[] = [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES];
const lookupCode = z.string().trim().max(40).nullable();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((s) => s || null);
/**
 * What a line needs besides its codes (mtr-rules.ts): a density (kg/L) for litres and m³, a mass per article (kg)
 * for units, and for a hazardous "(*)" code the transport fields (null: Ecopeso's default for the code).
 */
const lineQuantityAndHazardInput = {
  densityKgPerL: z.number().positive().max(100).nullable().default(null),
  kgPerUnit: z.number().positive().max(10_000).nullable().default(null),
  onuNumber: z
    .string()
    .trim()
    .regex(/^(UN)?\s*\d{4}$/i, M.required)
    .transform((s) => s.replace(/\D/g, ''))
    .nullable()
    .default(null),
  riskClass: optionalText(10),
  shippingName: optionalText(200),
  packingGroup: z.enum(PACKING_GROUPS).nullable().default(null),
};

/** One line of the mapping; the lookup codes refer to the synced lists of the client's system (null: not chosen). */
export const mtrMappingRowInputSchema = z.object({
  wasteType: z.enum(WASTE_TYPES),
  /** null: the type as a whole (and any sub-type without a line of its own). */
  subType: z
    .string()
    .refine((s) => SUBTYPES.includes(s), M.subTypes)
    .nullable(),
  ibamaCode: ibamaCodeSchema,
  nbrClass: z.enum(NBR_CLASSES),
  classCode: lookupCode,
  physicalStateCode: lookupCode,
  packagingCode: lookupCode,
  unitCode: lookupCode,
  treatmentCode: lookupCode,
  ...lineQuantityAndHazardInput,
  /** The version read; 0 for a line that was a default. */
  version: z.number().int().min(0),
});
export type MtrMappingRowInput = z.input<typeof mtrMappingRowInputSchema>;
export const mtrMappingInputSchema = z.object({ rows: z.array(mtrMappingRowInputSchema).min(1).max(40) });

/** The codes an MTR line declares besides the IBAMA code, as a mapping line gives them (null: not chosen). */
const declaredCodes = {
  nbrClass: z.enum(NBR_CLASSES),
  classCode: z.string().nullable(),
  physicalStateCode: z.string().nullable(),
  packagingCode: z.string().nullable(),
  unitCode: z.string().nullable(),
  treatmentCode: z.string().nullable(),
};

export const mtrMappingRowSchema = z.object({
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  ibamaCode: z.string(),
  /** The IBAMA list's description, from the synced list when there is one. */
  ibamaDescription: z.string().nullable(),
  ...declaredCodes,
  densityKgPerL: z.number().nullable(),
  kgPerUnit: z.number().nullable(),
  onuNumber: z.string().nullable(),
  riskClass: z.string().nullable(),
  shippingName: z.string().nullable(),
  packingGroup: z.enum(PACKING_GROUPS).nullable(),
  /** The unit the line's unit code is in the system's list (null: not chosen, or not one we convert to). */
  unitKind: z.enum(MTR_UNIT_KINDS).nullable(),
  /** True while the line is Ecopeso's hotel default, never saved by a person. */
  isDefault: z.boolean(),
  /** True when every code an MTR needs is chosen and no rule of the system is broken. */
  complete: z.boolean(),
  /** The system's rules the line breaks, for the page to say which (mtr-rules.ts). */
  problems: z.array(z.enum(MTR_LINE_RULES)),
  version: z.number().int(),
});
export type MtrMappingRow = z.infer<typeof mtrMappingRowSchema>;
export const mtrMappingSchema = z.object({ rows: z.array(mtrMappingRowSchema) });
export type MtrMapping = z.infer<typeof mtrMappingSchema>;

// ---- MTRs ----

/** "Nova coleta": the kilos weighed for the contract since its last MTR, by IBAMA code. */
export const mtrProposalSchema = z.object({
  contractId: z.string(),
  /** Start of the window (exclusive): the end of the contract's last MTR, or null from the contract's start. */
  weighedFrom: z.string().nullable(),
  /** End of the window (inclusive): now. */
  weighedUntil: z.string(),
  items: z.array(
    z.object({
      ibamaCode: z.string(),
      ibamaDescription: z.string().nullable(),
      nbrClass: z.enum(NBR_CLASSES),
      weighedKg: z.number(),
      /** The weighed kilos rounded to 0.1 kg: what the form starts from. */
      quantityKg: z.number(),
      sources: z.array(z.object({ wasteType: z.enum(WASTE_TYPES), subType: z.string().nullable(), kg: z.number() })),
    }),
  ),
  totalKg: z.number(),
  /** Types weighed with no mapping line (they fall back to the type's line or the hotel default). */
  unmapped: z.array(z.object({ wasteType: z.enum(WASTE_TYPES), subType: z.string().nullable() })),
});
export type MtrProposal = z.infer<typeof mtrProposalSchema>;

export const mtrItemInputSchema = z.object({
  ibamaCode: ibamaCodeSchema,
  quantityKg: z.number().positive().max(1_000_000),
  /** What Ecopeso weighed for this code (from the proposal), kept beside the declared quantity. */
  weighedKg: z.number().min(0).max(100_000_000).default(0),
  /** How many articles, for a code declared in units (lamps, `isCountedInArticles`): the quantity the MTR sends. */
  count: z.number().int().positive().max(1_000_000).nullable().default(null),
});

const draftFields = {
  shipmentDate: isoDate,
  driverName: z.string().trim().max(120).default(''),
  vehiclePlate: z.union([vehiclePlateSchema, z.literal('')]).default(''),
  notes: z.string().trim().max(1000).default(''),
  items: z
    .array(mtrItemInputSchema)
    .min(1)
    .max(30)
    .refine((items) => new Set(items.map((i) => i.ibamaCode)).size === items.length, {
      message: M.typesUnique,
    }),
  weighedFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  weighedUntil: z.iso.datetime({ offset: true }),
};
/** A new draft for a contract; driver and plate may wait until issue (they are required then). */
export const mtrDraftInputSchema = z.object({ contractId: z.uuid(M.required), ...draftFields });
export type MtrDraftInput = z.input<typeof mtrDraftInputSchema>;
/** A draft's edit restates it with the version read (stale: 409). */
export const mtrDraftUpdateSchema = z.object({ version: z.number().int().min(1), ...draftFields });
export type MtrDraftUpdate = z.input<typeof mtrDraftUpdateSchema>;

export const mtrCancelInputSchema = z.object({
  version: z.number().int().min(1),
  justification: z.string().trim().min(MTR_CANCEL_JUSTIFICATION_MIN, M.required).max(500),
});
export type MtrCancelInput = z.input<typeof mtrCancelInputSchema>;

export const mtrItemSchema = z.object({
  ibamaCode: z.string(),
  ibamaDescription: z.string().nullable(),
  ...declaredCodes,
  quantityKg: z.number(),
  weighedKg: z.number(),
  /** Articles counted, for a code declared in units (lamps); null otherwise. */
  count: z.number().nullable(),
  /** What the receiver declared on receipt, once received, in kilos. */
  receivedKg: z.number().nullable(),
  /** As sent: the quantity in the MTR's own unit and that unit (null before the first issue). */
  quantity: z.number().nullable(),
  unitKind: z.enum(MTR_UNIT_KINDS).nullable(),
  /** What the receiver declared, in the MTR's unit. */
  receivedQuantity: z.number().nullable(),
});
export type MtrItem = z.infer<typeof mtrItemSchema>;

const party = z.object({ id: z.string(), name: z.string(), cnpj: z.string(), unitCode: z.string().nullable() });

export const mtrSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  contractId: z.string(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  carrier: party,
  receiver: party,
  system: z.enum(MTR_SYSTEMS),
  environment: z.enum(MTR_ENVIRONMENTS),
  status: z.enum(MTR_STATUSES),
  /** The system's MTR number once issued. */
  number: z.string().nullable(),
  /** The receiver's CDF number once issued (the system says 0 until then). */
  cdfNumber: z.string().nullable(),
  shipmentDate: z.string(),
  driverName: z.string(),
  vehiclePlate: z.string(),
  notes: z.string(),
  responsibleName: z.string(),
  items: z.array(mtrItemSchema),
  weighedKg: z.number(),
  declaredKg: z.number(),
  weighedFrom: z.string().nullable(),
  weighedUntil: z.string(),
  /** True while `issuing`: an issue was sent and its answer is not known; nothing is sent again until reconciled. */
  issuePending: z.boolean(),
  /** The attempt under way or in doubt (status `issuing`), with what reconciliation last found; else null. */
  issue: z
    .object({
      phase: z.enum(MTR_ISSUE_PHASES),
      startedAt: z.string(),
      /** Our reference sent with this attempt (≤ 20 characters). */
      reference: z.string(),
      attempts: z.number().int(),
      /** The last reconciliation: when, which days were listed, how many MTRs were there, which matched. */
      check: z
        .object({
          at: z.string(),
          from: z.string().nullable(),
          to: z.string().nullable(),
          listed: z.number().int(),
          candidates: z.array(z.string()),
        })
        .nullable(),
    })
    .nullable(),
  /** Our reference as sent to the system (null before the first issue). */
  reference: z.string().nullable(),
  /** A test MTR (the SIGOR panel's, or any in homologation): marked everywhere, never counted. */
  test: z.boolean(),
  /** What a person may do now, from the life-cycle table: the page's buttons. */
  actions: z.array(z.enum(MTR_ACTIONS)),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  issuedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cdfIssuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelJustification: z.string().nullable(),
  statusCheckedAt: z.string().nullable(),
  /**
   * The situation as the state system last reported it, in its own code and words — kept whatever our reading, so
   * a situation we do not know is still said ('77 · Em retificação').
   */
  systemSituation: z.string().nullable(),
  hasPdf: z.boolean(),
  hasCdfPdf: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mtr = z.infer<typeof mtrSchema>;

export const mtrListQuerySchema = z.object({
  status: z.enum(MTR_STATUSES).optional(),
  contractId: z.uuid().optional(),
  /** Shipment date from / to, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number<string>().int().min(1).default(1),
  pageSize: z.coerce.number<string>().int().min(1).max(200).default(50),
});
export type MtrListQuery = z.input<typeof mtrListQuerySchema>;
export const mtrPageSchema = z.object({
  items: z.array(mtrSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MtrPage = z.infer<typeof mtrPageSchema>;

export const MTR_OPERATIONS = [
  'sign-in',
  'lookup',
  'issue',
  'find',
  'status',
  'cancel',
  'download-mtr',
  'download-cdf',
  'simulate',
] as const;
export type MtrOperation = (typeof MTR_OPERATIONS)[number];

/** One exchange with the system, as kept: request and answer with every secret removed. */
export const mtrExchangeSchema = z.object({
  id: z.string(),
  mtrId: z.string().nullable(),
  operation: z.enum(MTR_OPERATIONS),
  at: z.string(),
  durationMs: z.number().int(),
  method: z.string(),
  path: z.string(),
  httpStatus: z.number().int().nullable(),
  ok: z.boolean(),
  request: z.unknown(),
  response: z.unknown(),
  error: z.string().nullable(),
});
export type MtrExchange = z.infer<typeof mtrExchangeSchema>;
export const mtrExchangeListSchema = z.object({ items: z.array(mtrExchangeSchema) });

/**
 * Simulator environment only: what the simulated receiver does next, or how the simulator answers this MTR's next
 * issue (late: the MTR is made, the answer comes after the timeout; lost: made, the connection dropped; error: made,
 * then a 500) — the failures an issue must survive without making a second MTR.
 */
export const MTR_SIMULATE_STEPS = ['receive', 'cdf', 'answer-late', 'answer-lost', 'answer-error'] as const;
export const mtrSimulateInputSchema = z.object({ step: z.enum(MTR_SIMULATE_STEPS) });

/** A person's decision after reconciliation found no MTR for this shipment: send it again (audited). */
export const mtrReissueInputSchema = z.object({ version: z.number().int().min(1), confirm: z.literal(true) });
/** Discards a draft (never sent, or sent and reconciled as absent). */
export const mtrDiscardInputSchema = z.object({ version: z.number().int().min(1) });

// ---- weighed versus declared, DMR ----

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const weighedVsDeclaredQuerySchema = z.object({
  /** 'YYYY-MM', inclusive; the last 12 months when absent. */
  from: yearMonth.optional(),
  to: yearMonth.optional(),
  contractId: z.uuid().optional(),
});
export const weighedVsDeclaredRowSchema = z.object({
  contractId: z.string(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  receiverName: z.string(),
  month: z.string(),
  weighedKg: z.number(),
  /** Kilos on the month's MTRs (by shipment date): issued, received or certified; drafts, cancelled and tests left out. */
  declaredKg: z.number(),
  differenceKg: z.number(),
  /** Difference over weighed, in %; null when nothing was weighed. */
  differencePct: z.number().nullable(),
  flagged: z.boolean(),
  mtrCount: z.number().int(),
});
export type WeighedVsDeclaredRow = z.infer<typeof weighedVsDeclaredRowSchema>;
export const weighedVsDeclaredSchema = z.object({
  from: z.string(),
  to: z.string(),
  thresholdPct: z.number(),
  rows: z.array(weighedVsDeclaredRowSchema),
});
export type WeighedVsDeclared = z.infer<typeof weighedVsDeclaredSchema>;

/** DMR periods: quarters (SINIR, São Paulo) or semesters (Minas Gerais). */
export const dmrQuerySchema = z.object({
  year: z.coerce.number<string>().int().min(2020).max(2100),
  /** 1–4 for a quarter, 1–2 for a semester. */
  period: z.coerce.number<string>().int().min(1).max(4),
  lang: z.enum(['pt', 'en', 'es']).default('pt'),
});
export const dmrRowSchema = z.object({
  receiverName: z.string(),
  receiverCnpj: z.string(),
  ibamaCode: z.string(),
  ibamaDescription: z.string().nullable(),
  treatmentCode: z.string().nullable(),
  treatmentDescription: z.string().nullable(),
  quantityKg: z.number(),
  mtrCount: z.number().int(),
});
export type DmrRow = z.infer<typeof dmrRowSchema>;
export const dmrSchema = z.object({
  periodKind: z.enum(['quarter', 'semester']),
  year: z.number().int(),
  period: z.number().int(),
  from: z.string(),
  to: z.string(),
  rows: z.array(dmrRowSchema),
  totalKg: z.number(),
});
export type Dmr = z.infer<typeof dmrSchema>;

/** Quarter, or semester where the state files the DMR by semester (Minas Gerais). */
export function dmrPeriodKind(state: string | null): 'quarter' | 'semester' {
  return state === 'MG' ? 'semester' : 'quarter';
}

/** First and last day ('YYYY-MM-DD') of a DMR period. */
export function dmrPeriodDates(
  kind: 'quarter' | 'semester',
  year: number,
  period: number,
): { from: string; to: string } {
  const months = kind === 'quarter' ? 3 : 6;
  const startMonth = (period - 1) * months + 1;
  const endMonth = startMonth + months - 1;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(startMonth)}-01`, to: `${year}-${pad(endMonth)}-${pad(lastDay)}` };
}

/**
 * Ecopeso's default mapping for hotels: IBAMA code (IN IBAMA 13/2012, "Lista Brasileira de Resíduos Sólidos";
 * apps/server/src/domain/mtr/state-systems/ibama-list.json), NBR class, the MTR's unit and the treatment (our destination, found by name
 * in the system's treatment list) per waste type and sub-type (null: the type). Kitchen, office and paper/plastic
 * waste are II A (non-inert); glass and metal II B (inert); lamps and batteries I. Garden prunings ('compostavel')
 * are 20 02 01 (biodegradable waste of gardens and parks), not kitchen waste. Cooking oil is listed in litres by the
 * real SINIR (S14), at 0,92 kg/L (soybean oil at 20 °C); lamps in units (S5), at 0,2 kg a lamp on average (a
 * 1,2 m fluorescent tube). A default only: the class follows the generator's own characterisation, and a person
 * corrects the line.
 */
export const HOTEL_DEFAULT_MAPPING: readonly {
  wasteType: (typeof WASTE_TYPES)[number];
  subType: string | null;
  ibamaCode: string;
  nbrClass: NbrClass;
  unit: MtrUnitKind;
  treatment: Destination;
  densityKgPerL?: number;
  kgPerUnit?: number;
}[] = [
  { wasteType: 'organico', subType: null, ibamaCode: '200108', nbrClass: 'IIA', unit: 'KG', treatment: 'composting' },
  {
    wasteType: 'organico',
    subType: 'pre_service',
    ibamaCode: '200108',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'organico',
    subType: 'post_service',
    ibamaCode: '200108',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'organico',
    subType: 'cooking_oil',
    ibamaCode: '200125',
    nbrClass: 'IIA',
    unit: 'L',
    densityKgPerL: 0.92,
    treatment: 'recycling',
  },
  {
    wasteType: 'compostavel',
    subType: null,
    ibamaCode: '200201',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'rejeito',
    subType: null,
    ibamaCode: '200301',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'sanitary_landfill',
  },
  { wasteType: 'reciclavel', subType: null, ibamaCode: '150106', nbrClass: 'IIA', unit: 'KG', treatment: 'recycling' },
  {
    wasteType: 'reciclavel',
    subType: 'paper',
    ibamaCode: '200101',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'cardboard',
    ibamaCode: '150101',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'plastic',
    ibamaCode: '200139',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'glass',
    ibamaCode: '200102',
    nbrClass: 'IIB',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'metal',
    ibamaCode: '200140',
    nbrClass: 'IIB',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'wood',
    ibamaCode: '200138',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'hazardous',
    ibamaCode: '200121(*)',
    nbrClass: 'I',
    unit: 'UN',
    kgPerUnit: 0.2,
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'batteries',
    ibamaCode: '200133(*)',
    nbrClass: 'I',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'electronics',
    ibamaCode: '200136',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
];
