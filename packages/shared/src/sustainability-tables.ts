import { z } from 'zod';
import { percentOf, sumKg } from './figures.ts';
import { LANGUAGES } from './languages.ts';
import type { SUSTAINABILITY_REPORTS } from './sustainability.ts';
import {
  classifyWeight,
  ESRS_DISPOSAL_OPERATIONS,
  ESRS_RECOVERY_OPERATIONS,
  FLW_DESTINATIONS,
  GRI_DISPOSAL_OPERATIONS,
  GRI_RECOVERY_OPERATIONS,
  isFoodWaste,
  sustainabilityQuerySchema,
  tonnesOf,
  UNCLASSIFIED_REASONS,
  type FlwDestination,
  type Site,
  type UnclassifiedReason,
} from './sustainability.ts';
import { DESTINATIONS, WASTE_TYPES, type Destination, type WasteType } from './waste.ts';
import type { Words } from './words.ts';

/**
 * The tables of each framework as a person reads them — rows and columns, each a test on what a weight is in the
 * frameworks (its facets, from `classifyWeight`) — laid out once for the screen, the spreadsheet, the PDF and the
 * drill-down (issue 27 items 2 and 3). A cell's figure is the weight of the groups both its row and its column hold,
 * summed to the gram and rounded once; a cell's records are the records of the same groups, so they sum to it.
 */
export type SustainabilityReport = (typeof SUSTAINABILITY_REPORTS)[number];

/** One weight group of a period (type, sub-type, contracted destination), as the server reads them. */
export interface SustainabilityGroup {
  wasteType: WasteType;
  subType: string | null;
  /** The destination of the contract in force on the weight's day; null: none was. */
  contracted: Destination | null;
  kg: number;
  records: number;
}

/** What a weight is in the frameworks: every row and column is a test on these. */
export interface Facets {
  wasteType: WasteType;
  hazardous: boolean;
  food: boolean;
  /** Why it cannot be classified; null when it can. */
  reason: UnclassifiedReason | null;
  group: 'recovery' | 'disposal' | null;
  gri: string | null;
  esrs: string | null;
  flw: FlwDestination | null;
  site: Site | null;
  /** Recycled or prepared for reuse (ESRS): what the non-recycled figure leaves out. */
  recycled: boolean;
}

export function facetsOf(g: Pick<SustainabilityGroup, 'wasteType' | 'subType' | 'contracted'>): Facets {
  const c = classifyWeight({ wasteType: g.wasteType, subType: g.subType, contracted: g.contracted });
  const base = { wasteType: g.wasteType, hazardous: c.hazardous, food: isFoodWaste(g.wasteType) };
  if (!c.classified)
    return { ...base, reason: c.reason, group: null, gri: null, esrs: null, flw: null, site: null, recycled: false };
  const ops = c.operations;
  return {
    ...base,
    reason: null,
    group: ops.group,
    gri: ops.gri,
    esrs: ops.esrs,
    flw: ops.flw,
    site: c.site,
    recycled: ops.esrs === 'recycling' || ops.esrs === 'preparation_for_reuse',
  };
}

type Test = (f: Facets) => boolean;
export type Period = 'current' | 'previous';

export interface LayoutRow {
  key: string;
  label(words: Words): string;
  kind?: 'subtotal' | 'total';
  /** A percentage (of the weight `whole` holds) instead of metric tons; not a cell with records of its own. */
  percentOf?: Test;
  holds: Test;
}
export interface LayoutColumn {
  key: string;
  period: Period;
  label(words: Words, periods: Record<Period, string>): string;
  holds: Test;
}
export interface LayoutTable {
  id: string;
  rows: LayoutRow[];
  columns: LayoutColumn[];
}

const all: Test = () => true;
const HAZARDS = ['hazardous', 'non_hazardous'] as const;
const s = (key: string) => (w: Words) => w.sustainability(key);

const periodColumns: LayoutColumn[] = (['current', 'previous'] as const).map((period) => ({
  key: period,
  period,
  label: (w, periods) => w.sustainability('columns.period', { period: periods[period] }),
  holds: all,
}));

/** GRI 306-4/306-5's split: hazard × operation, onsite / offsite, and the year before's total beside. */
const siteColumns: LayoutColumn[] = [
  { key: 'onsite', period: 'current', label: s('columns.onsite'), holds: (f) => f.site === 'onsite' },
  { key: 'offsite', period: 'current', label: s('columns.offsite'), holds: (f) => f.site === 'offsite' },
  { key: 'total', period: 'current', label: s('columns.total'), holds: all },
  {
    key: 'previous',
    period: 'previous',
    label: (w, periods) => w.sustainability('columns.periodTotal', { period: periods.previous }),
    holds: all,
  },
];

function griOperationsTable(id: string, group: 'recovery' | 'disposal', operations: readonly string[]): LayoutTable {
  const rows: LayoutRow[] = [];
  for (const hazard of HAZARDS) {
    const isHazard = (f: Facets) => f.hazardous === (hazard === 'hazardous') && f.group === group;
    for (const op of operations)
      rows.push({
        key: `${hazard}.${op}`,
        label: (w) => `${w.sustainability(`rows.${hazard}`)} · ${w.sustainability(`rows.${op}`)}`,
        holds: (f) => isHazard(f) && f.gri === op,
      });
    rows.push({
      key: `${hazard}.total`,
      kind: 'subtotal',
      label: (w) => w.sustainability('rows.subtotal', { label: w.sustainability(`rows.${hazard}`) }),
      holds: isHazard,
    });
  }
  rows.push({ key: 'total', kind: 'total', label: s('rows.total'), holds: (f) => f.group === group });
  return { id, rows, columns: siteColumns };
}

const unclassifiedTable: LayoutTable = {
  id: 'unclassified',
  rows: [
    ...UNCLASSIFIED_REASONS.map((reason) => ({
      key: reason,
      label: s(`rows.${reason}`),
      holds: (f: Facets) => f.reason === reason,
    })),
    { key: 'total', kind: 'total', label: s('rows.total'), holds: (f) => f.reason !== null },
  ],
  columns: periodColumns,
};

const TABLES: Record<SustainabilityReport, LayoutTable[]> = {
  'gri-306': [
    {
      id: 'gri-306-3',
      rows: [
        ...WASTE_TYPES.map((type) => ({
          key: type,
          label: (w: Words) => w.wasteType(type),
          holds: (f: Facets) => f.wasteType === type,
        })),
        { key: 'total', kind: 'total', label: s('rows.total'), holds: all },
      ],
      columns: periodColumns,
    },
    griOperationsTable('gri-306-4', 'recovery', GRI_RECOVERY_OPERATIONS),
    griOperationsTable('gri-306-5', 'disposal', GRI_DISPOSAL_OPERATIONS),
    unclassifiedTable,
  ],
  'esrs-e5': [
    {
      id: 'esrs-e5-5',
      rows: [
        { key: 'generated', kind: 'total', label: s('rows.generated'), holds: all },
        ...ESRS_RECOVERY_OPERATIONS.map((op) => ({
          key: `diverted.${op}`,
          label: (w: Words) => `${w.sustainability('rows.diverted')} · ${w.sustainability(`rows.${op}`)}`,
          holds: (f: Facets) => f.group === 'recovery' && f.esrs === op,
        })),
        { key: 'diverted.total', kind: 'subtotal', label: s('rows.diverted'), holds: (f) => f.group === 'recovery' },
        ...ESRS_DISPOSAL_OPERATIONS.map((op) => ({
          key: `disposal.${op}`,
          label: (w: Words) => `${w.sustainability('rows.disposal')} · ${w.sustainability(`rows.${op}`)}`,
          holds: (f: Facets) => f.group === 'disposal' && f.esrs === op,
        })),
        { key: 'disposal.total', kind: 'subtotal', label: s('rows.disposal'), holds: (f) => f.group === 'disposal' },
        { key: 'hazardous', label: s('rows.hazardousWaste'), holds: (f) => f.hazardous },
        // No waste of a hotel is radioactive; the line is there because E5-5 asks for it.
        { key: 'radioactive', label: s('rows.radioactive'), holds: () => false },
        { key: 'non-recycled', label: s('rows.nonRecycled'), holds: (f) => !f.recycled },
        {
          key: 'non-recycled-pct',
          label: s('rows.nonRecycledPct'),
          percentOf: all,
          holds: (f) => !f.recycled,
        },
      ],
      columns: periodColumns,
    },
    unclassifiedTable,
  ],
  flw: [
    {
      id: 'flw',
      rows: [
        ...FLW_DESTINATIONS.map((d) => ({
          key: d,
          label: s(`flw.${d}`),
          holds: (f: Facets) => f.food && f.flw === d,
        })),
        {
          key: 'classified',
          kind: 'subtotal',
          label: s('rows.foodClassified'),
          holds: (f) => f.food && f.reason === null,
        },
        ...UNCLASSIFIED_REASONS.map((reason) => ({
          key: `unclassified.${reason}`,
          label: s(`rows.${reason}`),
          holds: (f: Facets) => f.food && f.reason === reason,
        })),
        { key: 'total', kind: 'total', label: s('rows.foodTotal'), holds: (f) => f.food },
      ],
      columns: periodColumns,
    },
  ],
};

/** The tables of a framework, in the order it publishes them. */
export function sustainabilityLayout(framework: SustainabilityReport): LayoutTable[] {
  return TABLES[framework];
}

/** A table with its figures: metric tons to three decimals, or a percentage (null: nothing to divide by). */
export const filledTableSchema = z.object({
  id: z.string(),
  columns: z.array(z.object({ key: z.string(), period: z.enum(['current', 'previous']) })),
  rows: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['subtotal', 'total']).optional(),
      unit: z.enum(['t', '%']),
      cells: z.array(z.number().nullable()),
    }),
  ),
});
export type FilledTable = z.infer<typeof filledTableSchema>;
/** What the screen reads of `GET /api/v1/sustainability/:framework` (the JSON holds the raw tables too). */
export const sustainabilityTablesResponseSchema = z.object({
  clients: z.array(z.string()),
  tables: z.array(filledTableSchema),
  methodology: z.object({ weighedRecords: z.number(), estimatedRecords: z.number(), correctedRecords: z.number() }),
});

export function fillTable(table: LayoutTable, groups: Record<Period, readonly SustainabilityGroup[]>): FilledTable {
  const faceted = {
    current: groups.current.map((g) => ({ g, f: facetsOf(g) })),
    previous: groups.previous.map((g) => ({ g, f: facetsOf(g) })),
  };
  const kgs = (period: Period, test: Test) => faceted[period].filter(({ f }) => test(f)).map(({ g }) => g.kg);
  return {
    id: table.id,
    columns: table.columns.map((c) => ({ key: c.key, period: c.period })),
    rows: table.rows.map((row) => ({
      key: row.key,
      ...(row.kind ? { kind: row.kind } : {}),
      unit: row.percentOf ? '%' : 't',
      cells: table.columns.map((col) => {
        const part = kgs(col.period, (f) => row.holds(f) && col.holds(f));
        if (!row.percentOf) return tonnesOf(part);
        const whole = kgs(col.period, (f) => row.percentOf!(f) && col.holds(f));
        return percentOf(sumKg(part), sumKg(whole));
      }),
    })),
  };
}

export function fillReport(
  framework: SustainabilityReport,
  groups: Record<Period, readonly SustainabilityGroup[]>,
): FilledTable[] {
  return sustainabilityLayout(framework).map((t) => fillTable(t, groups));
}

/**
 * The cell a drill-down names, or why it cannot: an unknown table, row or column, or a percentage (its records
 * are those of the row above it).
 */
export function findCell(
  framework: SustainabilityReport,
  tableId: string,
  rowKey: string,
  columnKey: string,
): { period: Period; holds: Test } | null {
  const table = sustainabilityLayout(framework).find((t) => t.id === tableId);
  const row = table?.rows.find((r) => r.key === rowKey);
  const column = table?.columns.find((c) => c.key === columnKey);
  if (!row || !column || row.percentOf) return null;
  return { period: column.period, holds: (f) => row.holds(f) && column.holds(f) };
}

/** The formats the tables' route answers in: JSON (the screen's), a spreadsheet, a PDF. */
export const SUSTAINABILITY_FORMATS = ['json', 'xlsx', 'pdf'] as const;
const language = z.enum(LANGUAGES);

/** `GET /api/v1/sustainability/:framework`: the period and clients, plus the format and the file's language. */
export const sustainabilityExportQuerySchema = sustainabilityQuerySchema.and(
  z.object({ format: z.enum(SUSTAINABILITY_FORMATS).default('json'), lang: language.default('pt') }),
);

/** Records per page of a cell's drill-down. */
export const SUSTAINABILITY_CELL_PAGE = 100;
/**
 * `GET /api/v1/sustainability/:framework/records`: the same period and clients, the cell (table, row, column keys
 * of the layout), a keyset cursor, and JSON pages or one CSV.
 */
export const sustainabilityCellQuerySchema = sustainabilityQuerySchema.and(
  z.object({
    table: z.string().min(1).max(40),
    row: z.string().min(1).max(60),
    column: z.string().min(1).max(20),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number<string>().int().min(1).max(500).default(SUSTAINABILITY_CELL_PAGE),
    format: z.enum(['json', 'csv']).default('json'),
    lang: language.default('pt'),
  }),
);
export type SustainabilityCellQuery = z.infer<typeof sustainabilityCellQuerySchema>;

/** One record behind a cell, as the drill-down lists it: day and time on the client's clock. */
export const sustainabilityCellRecordSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  day: z.string(),
  time: z.string(),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  contracted: z.enum(DESTINATIONS).nullable(),
  weightKg: z.number(),
});
export type SustainabilityCellRecord = z.infer<typeof sustainabilityCellRecordSchema>;
/** A page of a cell's records, with the whole cell's count and weight summed to the gram (not the page's). */
export const sustainabilityCellPageSchema = z.object({
  records: z.array(sustainabilityCellRecordSchema),
  nextCursor: z.string().nullable(),
  totalRecords: z.number(),
  totalKg: z.number(),
});
export type SustainabilityCellPage = z.infer<typeof sustainabilityCellPageSchema>;
