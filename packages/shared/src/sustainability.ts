import { z } from 'zod';
import { clientsDashboardQuerySchema } from './dashboard.ts';
import { roundTo, sumKg } from './figures.ts';
import { HOTEL_DEFAULT_MAPPING } from './mtr-mapping.ts';
import type { YearMonth } from './periods.ts';
import type { Destination, WasteType } from './waste.ts';

/**
 * The sustainability frameworks a hotel chain publishes its waste in (issue 27) and the one table that says, for
 * each destination of our vocabulary (a contract's treatment, PRODUCT.md §1), which operation of each framework it
 * is. Every report, sheet and drill-down classifies a weight through `classifyWeight` here, never on its own.
 *
 * Sources read (definitions restated in our words, the standards' own text is not copied):
 * - GRI 306: Waste 2020, disclosures 306-3/306-4/306-5 and its glossary (globalreporting.org, GRI 306: Waste 2020).
 * - ESRS E5 Resource use and circular economy, disclosure E5-5 §37 (Commission Delegated Regulation (EU) 2023/2772),
 *   which takes its operations from the Waste Framework Directive 2008/98/EC art. 3.
 * - Food Loss and Waste Accounting and Reporting Standard v1.0 (FLW Protocol, 2016), chapter 6 and the
 *   "terms and definitions" table of destinations (flwprotocol.org/flw-standard/tools-resources/terms-definitions).
 * - SDG target 12.3 (UN): halve per-capita food waste at retail and consumer level by 2030.
 */
export const SUSTAINABILITY_FRAMEWORKS = ['gri-306', 'esrs-e5', 'flw', 'sdg-12-3'] as const;
export type SustainabilityFramework = (typeof SUSTAINABILITY_FRAMEWORKS)[number];

/** GRI 306-4: waste diverted from disposal, by recovery operation. */
export const GRI_RECOVERY_OPERATIONS = ['preparation_for_reuse', 'recycling', 'other_recovery'] as const;
/** GRI 306-5: waste directed to disposal, by disposal operation. */
export const GRI_DISPOSAL_OPERATIONS = [
  'incineration_with_energy_recovery',
  'incineration_without_energy_recovery',
  'landfilling',
  'other_disposal',
] as const;
export type GriRecoveryOperation = (typeof GRI_RECOVERY_OPERATIONS)[number];
export type GriDisposalOperation = (typeof GRI_DISPOSAL_OPERATIONS)[number];

/** ESRS E5-5 §37(b): diverted from disposal by recovery operation; §37(c): directed to disposal by treatment. */
export const ESRS_RECOVERY_OPERATIONS = ['preparation_for_reuse', 'recycling', 'other_recovery'] as const;
export const ESRS_DISPOSAL_OPERATIONS = ['incineration', 'landfill', 'other_disposal'] as const;
export type EsrsRecoveryOperation = (typeof ESRS_RECOVERY_OPERATIONS)[number];
export type EsrsDisposalOperation = (typeof ESRS_DISPOSAL_OPERATIONS)[number];

/** The destinations of the FLW Standard (its table of destinations), in its order; `other` closes the list. */
export const FLW_DESTINATIONS = [
  'animal_feed',
  'bio_based_materials',
  'codigestion_anaerobic_digestion',
  'composting_aerobic',
  'controlled_combustion',
  'land_application',
  'landfill',
  'not_harvested',
  'refuse_discards',
  'sewer',
  'other',
] as const;
export type FlwDestination = (typeof FLW_DESTINATIONS)[number];

/** Where the waste was treated, as GRI 306-4/306-5 split it. */
export const SITES = ['onsite', 'offsite'] as const;
export type Site = (typeof SITES)[number];

export type FrameworkOperations =
  | {
      group: 'recovery';
      gri: GriRecoveryOperation;
      esrs: EsrsRecoveryOperation;
      flw: FlwDestination;
    }
  | {
      group: 'disposal';
      gri: GriDisposalOperation;
      esrs: EsrsDisposalOperation;
      flw: FlwDestination;
    };

/**
 * Each classifiable destination of our vocabulary and its operation in each framework. 'unspecified' is absent on
 * purpose: a contract that does not say where the waste goes cannot be placed, so its weight is a line of its own
 * (see `classifyWeight`). The `group` is the framework's split (diverted / directed to disposal) and agrees with
 * our own `destinationGroup` (waste.ts) for every entry — a unit test holds it.
 */
export const FRAMEWORK_OPERATIONS: Record<Exclude<Destination, 'unspecified'>, FrameworkOperations> = {
  /*
   * Recycling. GRI glossary: recycling is reprocessing products or their components that became waste so as to make
   * new materials; the WFD (art. 3(17)), which ESRS follows, says the same and counts reprocessing of organic
   * material, but not energy recovery. FLW: bio-based materials / biochemical processing turns the material into
   * industrial products (the Standard's examples include rendering fat, oil or grease into raw material for soap) —
   * the one food stream a hotel's contract sends to recycling is used cooking oil.
   */
  recycling: { group: 'recovery', gri: 'recycling', esrs: 'recycling', flw: 'bio_based_materials' },
  /*
   * Composting. GRI and ESRS: the WFD's recycling includes the reprocessing of organic material into compost
   * (art. 3(17)), and GRI 306's guidance reads recycling the same way, so composting is recycling in both. FLW:
   * composting/aerobic processes — breaking organic matter down with oxygen into a material rich in nutrients.
   */
  composting: { group: 'recovery', gri: 'recycling', esrs: 'recycling', flw: 'composting_aerobic' },
  /*
   * Biomethanisation (anaerobic digestion). Its output is both biogas (energy) and a digestate used on land; as it
   * is neither only material reprocessing nor only energy, we count it as GRI's "other recovery operations" (any
   * operation where waste serves a useful purpose by replacing other materials) and the same in ESRS — the
   * prudent reading: it never inflates the recycled figure. FLW: codigestion/anaerobic digestion — breaking the
   * material down by bacteria without oxygen, producing biogas and nutrient-rich matter.
   */
  biomethanization: {
    group: 'recovery',
    gri: 'other_recovery',
    esrs: 'other_recovery',
    flw: 'codigestion_anaerobic_digestion',
  },
  /*
   * Recovery (our word for coprocessing and reuse of a material as a resource, mtr-rules.ts treatmentDestination):
   * GRI "other recovery operations" — waste used for a useful purpose in place of other resources, neither prepared
   * for reuse nor recycled. FLW: no destination of the table fits a generic recovery; 'other'.
   */
  recovery: { group: 'recovery', gri: 'other_recovery', esrs: 'other_recovery', flw: 'other' },
  /*
   * Sorting (triagem/transbordo): a step before the final operation, which the sorter chooses. Counted as diverted
   * (it is in our Recovery group, and the dashboard's diversion counts it so) under "other recovery operations",
   * never as recycling, which it may or may not become; the methodology note of each report says so. FLW: 'other'.
   */
  sorting: { group: 'recovery', gri: 'other_recovery', esrs: 'other_recovery', flw: 'other' },
  /*
   * Sanitary landfill. GRI glossary: landfilling is depositing waste into or onto land, in engineered or other
   * sites. ESRS: landfill. FLW: landfill — an area of land or an excavated site designed and built to receive
   * waste.
   */
  sanitary_landfill: { group: 'disposal', gri: 'landfilling', esrs: 'landfill', flw: 'landfill' },
  /*
   * Incineration. GRI glossary: incineration is controlled burning of waste at high temperature, with or without
   * recovering its energy. Our vocabulary calls burning that recovers energy 'recovery' (coprocessing), so
   * 'incineration' is burning without energy recovery. ESRS: incineration. FLW: controlled combustion — burning in
   * a facility designed for it, which may or may not recover energy.
   */
  incineration: {
    group: 'disposal',
    gri: 'incineration_without_energy_recovery',
    esrs: 'incineration',
    flw: 'controlled_combustion',
  },
  /*
   * Disposal without a named treatment. GRI: "other disposal operations" (any disposal operation that is neither
   * incineration nor landfilling). ESRS: other disposal operations. FLW: 'other' — the Standard's refuse/discards
   * means abandoning material on land or at sea (open dumps, open burning), which a licensed receiver is not.
   */
  disposal: { group: 'disposal', gri: 'other_disposal', esrs: 'other_disposal', flw: 'other' },
};

/**
 * Why a weight cannot be placed in a framework's operation: no contract in force covered it on its day (so its
 * destination is only its type's default, an estimate — the dashboard counts it under that default), or its
 * contract says 'unspecified'. Such weight counts in the waste generated (GRI 306-3, ESRS total) and shows as a
 * line of its own, with this reason, in every table that splits by operation.
 */
export const UNCLASSIFIED_REASONS = ['no-contract', 'unspecified'] as const;
export type UnclassifiedReason = (typeof UNCLASSIFIED_REASONS)[number];

/**
 * Hazardous per the waste's class: ABNT NBR 10004 class I (hazardous) in the hotel default mapping of each type and
 * sub-type (mtr.ts HOTEL_DEFAULT_MAPPING — lamps and batteries); a sub-type the mapping lacks takes its type's row.
 */
export function isHazardousWaste(wasteType: WasteType, subType: string | null | undefined): boolean {
  const row =
    HOTEL_DEFAULT_MAPPING.find((m) => m.wasteType === wasteType && m.subType === (subType ?? null)) ??
    HOTEL_DEFAULT_MAPPING.find((m) => m.wasteType === wasteType && m.subType === null);
  return row?.nbrClass === 'I';
}

/**
 * Food waste for the FLW Standard and SDG 12.3: the organic type, all its sub-types (pre-service and post-service
 * food, and cooking oil — the Standard's "food" includes substances used in preparing food). Garden prunings
 * ('compostavel') are not food. Food and inedible parts are not weighed apart: the FLW material type is reported
 * as "food and inedible parts together".
 */
export function isFoodWaste(wasteType: WasteType): boolean {
  return wasteType === 'organico';
}

/**
 * Onsite or offsite, per the receiver: GRI counts onsite the waste treated within the organization's own premises.
 * Every contract's receiver is a provider other than the client, so a weight is offsite unless the receiver is the
 * client itself (none today: the flag exists so the rule lives here when a client treats its own waste, e.g. an
 * onsite composter).
 */
export function siteOf(receiverIsClient: boolean): Site {
  return receiverIsClient ? 'onsite' : 'offsite';
}

export type WeightClassification =
  | ({ classified: true; destination: Exclude<Destination, 'unspecified'>; hazardous: boolean; site: Site } & {
      operations: FrameworkOperations;
    })
  | { classified: false; reason: UnclassifiedReason; hazardous: boolean };

/**
 * Where a weight stands in the frameworks: `contracted` is the destination of the contract in force on its day
 * (null when none was), as the dashboard resolves it.
 */
export function classifyWeight(input: {
  wasteType: WasteType;
  subType: string | null | undefined;
  contracted: Destination | null | undefined;
  receiverIsClient?: boolean;
}): WeightClassification {
  const hazardous = isHazardousWaste(input.wasteType, input.subType);
  if (input.contracted == null) return { classified: false, reason: 'no-contract', hazardous };
  if (input.contracted === 'unspecified') return { classified: false, reason: 'unspecified', hazardous };
  return {
    classified: true,
    destination: input.contracted,
    hazardous,
    site: siteOf(input.receiverIsClient ?? false),
    operations: FRAMEWORK_OPERATIONS[input.contracted],
  };
}

/** GRI 306 and ESRS E5 report in metric tons; three decimals (to the kilogram). */
export const TONNES_DIGITS = 3;
/** Kilograms summed exactly (to the gram) and given in metric tons to three decimals, rounded once. */
export function tonnesOf(kgs: Iterable<number>): number {
  return roundTo(sumKg(kgs) / 1000, TONNES_DIGITS);
}

/** SDG 12.3: halve food waste per person by 2030 — the default target, as a change from the baseline. */
export const SDG_12_3_TARGET_YEAR = 2030;
export const SDG_12_3_TARGET_CHANGE_PCT = -50;

/**
 * The target path from a baseline: each year's ceiling in kg per guest-night, falling in a straight line from the
 * baseline year's figure to (1 + change) × it in the target year; the years after the target keep its value.
 */
export function sdgTargetPath(
  baselineYear: number,
  baselineKgPerGuestNight: number,
  years: readonly number[],
  targetYear = SDG_12_3_TARGET_YEAR,
  changePct = SDG_12_3_TARGET_CHANGE_PCT,
): { year: number; targetKgPerGuestNight: number }[] {
  const target = baselineKgPerGuestNight * (1 + changePct / 100);
  const span = targetYear - baselineYear;
  return years.map((year) => {
    const t = span <= 0 ? 1 : Math.min(1, Math.max(0, (year - baselineYear) / span));
    return {
      year,
      targetKgPerGuestNight: roundTo(baselineKgPerGuestNight + (target - baselineKgPerGuestNight) * t, 3),
    };
  });
}

/** The frameworks whose tables the API answers today (SDG 12.3 follows with the guest-night series). */
export const SUSTAINABILITY_REPORTS = ['gri-306', 'esrs-e5', 'flw'] as const;
export const sustainabilityParamsSchema = z.object({ framework: z.enum(SUSTAINABILITY_REPORTS) });

const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .transform((s): YearMonth => ({ year: Number(s.slice(0, 4)), month: Number(s.slice(5, 7)) - 1 }));
/** Longest period a report covers, in months. */
export const SUSTAINABILITY_MAX_MONTHS = 36;

/**
 * `?clients=all|<id>,<id>` and either `year=2025` or `from=2025-01&to=2025-12` (months, both included, on each
 * client's clock).
 */
export const sustainabilityQuerySchema = z
  .object({
    clients: clientsDashboardQuerySchema.shape.clients,
    year: z.coerce.number<string>().int().min(2000).max(2100).optional(),
    from: yearMonth.optional(),
    to: yearMonth.optional(),
  })
  .refine((q) => (q.year !== undefined) !== (q.from !== undefined || q.to !== undefined), {
    message: 'Give either a year or a from–to range of months.',
    path: ['year'],
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'Give both from and to.', path: ['to'] })
  .refine(
    (q) => {
      if (!q.from || !q.to) return true;
      const span = q.to.year * 12 + q.to.month - (q.from.year * 12 + q.from.month);
      return span >= 0 && span < SUSTAINABILITY_MAX_MONTHS;
    },
    {
      message: `The period runs from its first month to its last, at most ${SUSTAINABILITY_MAX_MONTHS} months.`,
      path: ['to'],
    },
  );
export type SustainabilityQuery = z.infer<typeof sustainabilityQuerySchema>;

/** The months of a query, in order. */
export function sustainabilityMonths(q: SustainabilityQuery): YearMonth[] {
  const first = q.year !== undefined ? q.year * 12 : q.from!.year * 12 + q.from!.month;
  const last = q.year !== undefined ? q.year * 12 + 11 : q.to!.year * 12 + q.to!.month;
  const months: YearMonth[] = [];
  for (let i = first; i <= last; i++) months.push({ year: Math.floor(i / 12), month: i % 12 });
  return months;
}
