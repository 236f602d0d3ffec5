import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@ecopeso/shared/languages';
import type { YearMonth } from '@ecopeso/shared/periods';
import {
  facetsOf,
  findCell,
  type SustainabilityCellPage,
  type SustainabilityCellRecord,
  type SustainabilityReport,
} from '@ecopeso/shared/sustainability-tables';
import { subTypeText, type Destination } from '@ecopeso/shared/waste';
import { sumKg } from '@ecopeso/shared/figures';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { wasteRecords } from '../../db/schema.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { AppError } from '../app-error.ts';
import { neutralise } from '../csv-cell.ts';
import { contractSpans, joinSpans } from '../dashboard/contract-destination.ts';
import { weightGroups } from './get-sustainability.ts';
import { dayInMonths } from '../dashboard/month-ranges.ts';
import { CSV_FORMAT, csvStream } from '../records/records-csv.ts';
import { decodeCursor, encodeCursor, exactRecordedAt, OLDEST_FIRST, pastPosition } from '../records/keyset.ts';

type Rows<T> = { rows: T[] };

/** A cell of the laid-out tables (sustainability-tables.ts), over the clients (access is the caller's) and months. */
export interface CellSelection {
  framework: SustainabilityReport;
  table: string;
  row: string;
  column: string;
  clientIds: string[];
  months: YearMonth[];
  /** The reader's language: a refusal says what is wrong in it. */
  lang: Language;
}

interface CellScope {
  /** The CTE `spans` of the contracts in force (contractSpans), for the records' join. */
  spans: SQL;
  /** `from … where …` over `waste_records` (with `rd.day` its local day, `rd_contract.destination` its contract's). */
  from: SQL;
  /** The whole cell, from the weight groups the figure is summed from. */
  totalRecords: number;
  totalKg: number;
}

/**
 * Which records a cell holds: those of the period's weight groups (type, sub-type, contracted destination — read by
 * the tables' own query, weightGroups) that the cell's row and column hold, tested by the same `facetsOf` the figure
 * is summed with; each record's destination is its contract's on its local day, joined by span as the dashboard
 * does (contractSpans, one hash join rather than a lookup per record). Null when the cell holds no weight.
 */
async function cellScope(db: Db, s: CellSelection): Promise<CellScope | null> {
  const cell = findCell(s.framework, s.table, s.row, s.column);
  if (!cell) throw new AppError('invalid-argument', wordsFor(s.lang).sustainability('errors.cell'));
  const months = cell.period === 'current' ? s.months : s.months.map((m) => ({ year: m.year - 1, month: m.month }));
  if (!s.clientIds.length || !months.length) return null;
  const groups = (await weightGroups(db, s.clientIds, months)).filter((g) => cell.holds(facetsOf(g)));
  if (!groups.length) return null;
  const triples = groups.map((g) => sql`(${g.wasteType}::text, ${g.subType ?? ''}::text, ${g.contracted ?? ''}::text)`);
  const local = sql`(${wasteRecords.recordedAt} at time zone cl.timezone)`;
  return {
    spans: contractSpans(s.clientIds, months),
    from: sql`from ${wasteRecords} join clients cl on cl.id = ${wasteRecords.clientId}
    cross join lateral (select ${wasteRecords.clientId} as client_id, ${wasteRecords.wasteType} as waste_type,
      ${wasteRecords.subType} as sub_type, ${local}::date as day) rd
    ${joinSpans('rd', sql`rd.day`, sql`true`)}
    where ${wasteRecords.clientId} = any(${pgArray(s.clientIds)}::uuid[]) and ${wasteRecords.deletedAt} is null
      and ${dayInMonths(sql`rd.day`, months)}
      and (rd.waste_type, coalesce(rd.sub_type, ''), coalesce(rd_contract.destination, '')) in (values ${sql.join(triples, sql`, `)})`,
    totalRecords: groups.reduce((n, g) => n + g.records, 0),
    totalKg: sumKg(groups.map((g) => g.kg)),
  };
}

interface RecordRow {
  id: string;
  recorded_at: string;
  client_id: string;
  client_name: string;
  day: string;
  time: string;
  waste_type: SustainabilityCellRecord['wasteType'];
  sub_type: string | null;
  destination: Destination | null;
  weight_kg: string;
}

async function recordPage(db: Db, scope: CellScope, after: string | undefined, limit: number): Promise<RecordRow[]> {
  const local = sql`(${wasteRecords.recordedAt} at time zone cl.timezone)`;
  const past = after ? pastPosition(decodeCursor(after), 'newer') : undefined;
  return (
    (await db.execute(
      sql`with spans as (${scope.spans}) select ${wasteRecords.id} as id, ${exactRecordedAt} as recorded_at, cl.id as client_id,
          cl.name as client_name, to_char(${local}, 'YYYY-MM-DD') as day, to_char(${local}, 'HH24:MI') as time,
          ${wasteRecords.wasteType} as waste_type, ${wasteRecords.subType} as sub_type, rd_contract.destination,
          ${wasteRecords.weightKg} as weight_kg
        ${scope.from} ${past ? sql`and ${past}` : sql``}
        order by ${sql.join(OLDEST_FIRST, sql`, `)} limit ${limit}`,
    )) as unknown as Rows<RecordRow>
  ).rows;
}

const toRecord = (r: RecordRow): SustainabilityCellRecord => ({
  id: r.id,
  clientId: r.client_id,
  clientName: r.client_name,
  day: r.day,
  time: r.time,
  wasteType: r.waste_type,
  subType: r.sub_type,
  contracted: r.destination,
  weightKg: Number(r.weight_kg),
});

/**
 * One page of the records behind a cell, oldest first, in keyset pages (records/keyset.ts), with the cell's whole
 * count and weight — the figure's own weight, so the reader sees the records add up to it.
 */
export async function cellRecordsPage(
  db: Db,
  s: CellSelection & { cursor?: string; limit: number },
): Promise<SustainabilityCellPage> {
  const scope = await cellScope(db, s);
  if (!scope) return { records: [], nextCursor: null, totalRecords: 0, totalKg: 0 };
  const rows = await recordPage(db, scope, s.cursor, s.limit + 1);
  const page = rows.slice(0, s.limit);
  const last = page.at(-1);
  return {
    records: page.map(toRecord),
    nextCursor: rows.length > s.limit && last ? encodeCursor({ recordedAt: last.recorded_at, id: last.id }) : null,
    totalRecords: scope.totalRecords,
    totalKg: scope.totalKg,
  };
}

const PAGE = 1000;

/** Every record behind a cell as a CSV file, through the one CSV writer (records-csv.ts), in the reader's language. */
export async function cellRecordsCsv(db: Db, s: CellSelection): Promise<{ filename: string; stream: Readable }> {
  const scope = await cellScope(db, s);
  const words = wordsFor(s.lang);
  const { decimal } = CSV_FORMAT[s.lang];
  async function* rows() {
    if (!scope) return;
    let after: string | undefined;
    for (;;) {
      const page = await recordPage(db, scope, after, PAGE);
      for (const r of page)
        yield [
          neutralise(r.client_name),
          r.day,
          r.time,
          words.wasteType(r.waste_type),
          neutralise(subTypeText(r.sub_type, words.subType)),
          String(Number(r.weight_kg)).replace('.', decimal),
          r.destination ? words.destination(r.destination) : words.sustainability('drill.none'),
          r.id,
        ];
      if (page.length < PAGE) return;
      const last = page.at(-1)!;
      after = encodeCursor({ recordedAt: last.recorded_at, id: last.id });
    }
  }
  const columns = [
    words.field('client'),
    words.field('date'),
    words.field('time'),
    words.field('wasteType'),
    words.field('subType'),
    words.field('weightKg'),
    words.sustainability('drill.destination'),
    'id',
  ];
  return {
    filename: `ecopeso-${s.framework}-${s.table}-${s.row}-${s.column}.csv`.replace(/[^\w.-]+/g, '-'),
    stream: csvStream(rows(), s.lang, columns),
  };
}
