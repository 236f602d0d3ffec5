import { z } from 'zod';
import { numberedPageSchema, pageQueryShape } from './pages.ts';
import { M } from './admin-clients.ts';
import { MTR_SYSTEMS } from './mtr-systems.ts';
import { MTR_UNIT_KINDS } from './mtr-rules.ts';
import { WASTE_TYPES } from './waste.ts';

/**
 * MTR and CDF (PRODUCT.md §5, reference/mtr-real-systems.md): the systems, statuses and actions, and the MTRs
 * themselves — drafts, items, issuing, cancelling, the exchanges with the state system. Beside it: the client's
 * settings and synced lists (mtr-settings.ts), the mapping of our waste types to the system's codes
 * (mtr-mapping.ts), the system's rules for a line (mtr-rules.ts), weighed versus declared and the DMR
 * (mtr-reports.ts). The API and the web forms share these schemas.
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
 * What a person may do that moves an MTR in its life (the person's events of the server's transition table).
 * `reconcile` asks the system whether an uncertain issue made an MTR; `reissue` is a person's audited decision to send
 * again after reconciliation found none.
 */
export const MTR_PERSON_EVENTS = ['edit', 'issue', 'discard', 'reconcile', 'reissue', 'refresh', 'cancel'] as const;
/**
 * What a person may do to an MTR; the API lists those allowed now (`Mtr.actions`) and the page shows exactly those
 * as buttons: the moves above, and, for a test MTR only, playing its receiver (`simulate-*`).
 */
export const MTR_ACTIONS = [...MTR_PERSON_EVENTS, 'simulate-receive', 'simulate-cdf'] as const;
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

/** The codes an MTR line declares besides the IBAMA code, as a mapping line gives them (null: not chosen). */
export const declaredCodes = {
  nbrClass: z.enum(NBR_CLASSES),
  classCode: z.string().nullable(),
  physicalStateCode: z.string().nullable(),
  packagingCode: z.string().nullable(),
  unitCode: z.string().nullable(),
  treatmentCode: z.string().nullable(),
};
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
  ...pageQueryShape({ max: 200, size: 50 }),
});
export type MtrListQuery = z.input<typeof mtrListQuerySchema>;
export const mtrPageSchema = numberedPageSchema(mtrSchema);
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
