import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
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
import { clients, wasteRecords } from '../../db/schema.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { AppError } from '../app-error.ts';
import { neutralise } from '../csv-cell.ts';
import { spansQuery, type Span } from '../dashboard/contract-destination.ts';
import { weightGroups } from './get-sustainability.ts';
import { dayInMonths, monthRanges } from '../dashboard/month-ranges.ts';
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

/**
 * A part of a cell: one client's records of one type and sub-type (`subKey`, '' for none) over the local days
 * [from, until) — inside the period, under one contract (or none) whose destination the cell holds.
 */
interface CellPart {
  clientId: string;
  wasteType: string;
  subKey: string;
  from: string;
  until: string;
  destination: string | null;
}

interface CellScope {
  parts: CellPart[];
  /** The whole cell, from the weight groups the figure is summed from. */
  totalRecords: number;
  totalKg: number;
}

const tripleKey = (wasteType: string, subKey: string, destination: string | null) =>
  `${wasteType}|${subKey}|${destination ?? ''}`;

/**
 * The parts of a cell: for each client, type and sub-type of the period's monthly totals, the spans of days over
 * which the contract in force stays the same (contractSpans, the dashboard's rule: the whole period with no
 * contract where the client has none for the type), kept where the (type, sub-type, destination) is one of the
 * cell's weight groups, cut to the period's months. Each part is then one range of the index
 * (client, type, sub-type, time): a page reads about a page of rows of each part, never the whole cell.
 */
export function cellParts(
  combos: readonly { client_id: string; waste_type: string; sub_key: string }[],
  spans: readonly Span[],
  months: readonly YearMonth[],
  held: ReadonlySet<string>,
): CellPart[] {
  const ranges = monthRanges(months);
  const spansOf = new Map<string, Span[]>();
  for (const span of spans) {
    const key = `${span.client_id}|${span.waste_type}|${span.sub_key}`;
    spansOf.set(key, [...(spansOf.get(key) ?? []), span]);
  }
  const parts: CellPart[] = [];
  for (const c of combos) {
    const own = spansOf.get(`${c.client_id}|${c.waste_type}|${c.sub_key}`) ?? [
      { start: '-infinity', until: null, destination: null },
    ];
    for (const span of own) {
      if (!held.has(tripleKey(c.waste_type, c.sub_key, span.destination))) continue;
      for (const range of ranges) {
        // ISO days compare as text, and '-infinity' sorts before any of them.
        const from = span.start > range.from ? span.start : range.from;
        const until = span.until !== null && span.until < range.until ? span.until : range.until;
        if (from < until)
          parts.push({
            clientId: c.client_id,
            wasteType: c.waste_type,
            subKey: c.sub_key,
            from,
            until,
            destination: span.destination,
          });
      }
    }
  }
  return parts;
}

/**
 * Which records a cell holds: those of the period's weight groups (type, sub-type, contracted destination — read by
 * the tables' own query, weightGroups) that the cell's row and column hold, tested by the same `facetsOf` the figure
 * is summed with, each record under the contract in force on its local day (cellParts). Null when the cell holds
 * no weight.
 */
async function cellScope(db: Db, s: CellSelection): Promise<CellScope | null> {
  const cell = findCell(s.framework, s.table, s.row, s.column);
  if (!cell) throw new AppError('invalid-argument', wordsFor(s.lang).sustainability('errors.cell'));
  const months = cell.period === 'current' ? s.months : s.months.map((m) => ({ year: m.year - 1, month: m.month }));
  if (!s.clientIds.length || !months.length) return null;
  // The weight groups, and where each client's records of each type are (read at once: the database answers
  // them on separate connections).
  const [allGroups, combos, spans] = await Promise.all([
    weightGroups(db, s.clientIds, months),
    db.execute(
      sql`select distinct m.client_id::text as client_id, m.waste_type, coalesce(m.sub_type, '') as sub_key
        from monthly_totals m
        where m.client_id = any(${pgArray(s.clientIds)}::uuid[]) and ${dayInMonths(sql`m.month`, months)}`,
    ) as unknown as Promise<Rows<{ client_id: string; waste_type: string; sub_key: string }>>,
    db.execute(spansQuery(s.clientIds, months)) as unknown as Promise<Rows<Span>>,
  ]);
  const groups = allGroups.filter((g) => cell.holds(facetsOf(g)));
  if (!groups.length) return null;
  const held = new Set(groups.map((g) => tripleKey(g.wasteType, g.subType ?? '', g.contracted)));
  return {
    parts: cellParts(combos.rows, spans.rows, months, held),
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

/** Runs of parts (partRuns) as a table `run` (client_id, waste_type, sub_key, from_day, until_day). */
const runsTable = (runs: readonly CellPart[]) =>
  sql`(values ${sql.join(
    runs.map(
      (p) => sql`(${p.clientId}::uuid, ${p.wasteType}::text, ${p.subKey}::text, ${p.from}::date, ${p.until}::date)`,
    ),
    sql`, `,
  )}) as run(client_id, waste_type, sub_key, from_day, until_day)`;

/**
 * The part holding a record (by its client, type, sub-type and local day), or none: a record's destination is its
 * part's. Looked up here rather than joined, as the records of a page or of a client's CSV page are few.
 */
function partFinder(parts: readonly CellPart[]) {
  const byKind = new Map<string, CellPart[]>();
  for (const p of parts) {
    const key = `${p.clientId}|${p.wasteType}|${p.subKey}`;
    byKind.set(key, [...(byKind.get(key) ?? []), p]);
  }
  return (r: Pick<RecordRow, 'client_id' | 'waste_type' | 'sub_type' | 'day'>) =>
    byKind.get(`${r.client_id}|${r.waste_type}|${r.sub_type ?? ''}`)?.find((p) => p.from <= r.day && r.day < p.until);
}

/**
 * The parts with the parts that follow them without a gap joined (the same client, type and sub-type over the days
 * of two contracts the cell both holds): one range of the index each, so a page reads half as many entries when a
 * contract changed inside the period. Their destination is not one: a record's is its part's (partFinder).
 */
export function partRuns(parts: readonly CellPart[]): CellPart[] {
  const key = (p: CellPart) => `${p.clientId}|${p.wasteType}|${p.subKey}|${p.from}`;
  const sorted = [...parts].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const runs: CellPart[] = [];
  for (const p of sorted) {
    const last = runs.at(-1);
    if (
      last &&
      last.clientId === p.clientId &&
      last.wasteType === p.wasteType &&
      last.subKey === p.subKey &&
      last.until === p.from
    )
      last.until = p.until;
    else runs.push({ ...p, destination: null });
  }
  return runs;
}

/**
 * The next `limit` records of the cell past the cursor, oldest first. The keys (time, id) of the first `limit` of each
 * run of parts (partRuns), read from the index (client, type, sub-type, time, id) between the run's first and last
 * instant on its client's clock (its local days as instants, so the index bounds them), are merged and the oldest
 * `limit` kept; only those records are then read, written out and given their part's destination. A page reads at
 * most `limit` index entries a run.
 */
async function recordPage(db: Db, scope: CellScope, after: string | undefined, limit: number): Promise<RecordRow[]> {
  const local = sql`(${wasteRecords.recordedAt} at time zone cl.timezone)`;
  const past = after ? pastPosition(decodeCursor(after), 'newer') : undefined;
  if (!scope.parts.length) return [];
  const rows = (
    (await db.execute(
      sql`select ${wasteRecords.id} as id, ${exactRecordedAt} as recorded_at, cl.id as client_id,
          cl.name as client_name, to_char(${local}, 'YYYY-MM-DD') as day, to_char(${local}, 'HH24:MI') as time,
          ${wasteRecords.wasteType} as waste_type, ${wasteRecords.subType} as sub_type,
          ${wasteRecords.weightKg} as weight_kg
        from (select run.client_id, k.recorded_at, k.id
          from ${runsTable(partRuns(scope.parts))}
          join clients rc on rc.id = run.client_id
          cross join lateral (select ${wasteRecords.recordedAt} as recorded_at, ${wasteRecords.id} as id
            from ${wasteRecords}
            where ${wasteRecords.clientId} = run.client_id and ${wasteRecords.wasteType} = run.waste_type
              and coalesce(${wasteRecords.subType}, '') = run.sub_key and ${wasteRecords.deletedAt} is null
              and ${wasteRecords.recordedAt} >= (run.from_day::timestamp at time zone rc.timezone)
              and ${wasteRecords.recordedAt} < (run.until_day::timestamp at time zone rc.timezone)
              ${past ? sql`and ${past}` : sql``}
            order by ${sql.join(OLDEST_FIRST, sql`, `)} limit ${limit}) k
          order by k.recorded_at, k.id limit ${limit}) page
        join ${wasteRecords} on ${wasteRecords.clientId} = page.client_id and ${wasteRecords.id} = page.id
        join clients cl on cl.id = page.client_id
        order by page.recorded_at, page.id`,
    )) as unknown as Rows<RecordRow>
  ).rows;
  const partOf = partFinder(scope.parts);
  return rows.map((r) => ({ ...r, destination: (partOf(r)?.destination ?? null) as Destination | null }));
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

/**
 * Every record of one client's parts, oldest first, in pages of the index (client, time, id) between the first and
 * the last instant of its parts, each read once, then tested here against the parts (partFinder): a record of none
 * (another type, or another contract's days) is skipped. The test is not in the WHERE clause, so the planner reads
 * the index in order rather than guessing the test's selectivity (records-csv.ts says why).
 */
async function* clientCellRows(
  db: Db,
  client: { id: string; name: string; timezone: string },
  parts: readonly CellPart[],
): AsyncGenerator<RecordRow> {
  const local = sql`(${wasteRecords.recordedAt} at time zone ${client.timezone})`;
  const first = parts.reduce((a, p) => (p.from < a ? p.from : a), parts[0]!.from);
  const last = parts.reduce((a, p) => (p.until > a ? p.until : a), parts[0]!.until);
  const partOf = partFinder(parts);
  let after: string | undefined;
  for (;;) {
    const past = after ? pastPosition(decodeCursor(after), 'newer') : undefined;
    const page = (
      (await db.execute(
        sql`select ${wasteRecords.id} as id, ${exactRecordedAt} as recorded_at, ${client.id}::text as client_id,
            ${client.name}::text as client_name, to_char(${local}, 'YYYY-MM-DD') as day,
            to_char(${local}, 'HH24:MI') as time, ${wasteRecords.wasteType} as waste_type,
            ${wasteRecords.subType} as sub_type, ${wasteRecords.weightKg} as weight_kg
          from ${wasteRecords}
          where ${wasteRecords.clientId} = ${client.id}::uuid and ${wasteRecords.deletedAt} is null
            and ${wasteRecords.recordedAt} >= (${first}::date::timestamp at time zone ${client.timezone})
            and ${wasteRecords.recordedAt} < (${last}::date::timestamp at time zone ${client.timezone})
            ${past ? sql`and ${past}` : sql``}
          order by ${sql.join(OLDEST_FIRST, sql`, `)} limit ${PAGE}`,
      )) as unknown as Rows<RecordRow>
    ).rows;
    for (const r of page) {
      const part = partOf(r);
      if (part) yield { ...r, destination: part.destination as Destination | null };
    }
    if (page.length < PAGE) return;
    const end = page.at(-1)!;
    after = encodeCursor({ recordedAt: end.recorded_at, id: end.id });
    // Let the server read other requests between pages (records-csv.ts: on PGlite a query runs in this thread).
    await nextTurn();
  }
}

/**
 * Every record behind a cell as a CSV file, through the one CSV writer (records-csv.ts), in the reader's language:
 * client after client (by name, as the dashboard's CSV), each client's records oldest first.
 */
export async function cellRecordsCsv(db: Db, s: CellSelection): Promise<{ filename: string; stream: Readable }> {
  const scope = await cellScope(db, s);
  const words = wordsFor(s.lang);
  const { decimal } = CSV_FORMAT[s.lang];
  async function* rows() {
    if (!scope?.parts.length) return;
    const chosen = await db
      .select({ id: clients.id, name: clients.name, timezone: clients.timezone })
      .from(clients)
      .where(inArray(clients.id, [...new Set(scope.parts.map((p) => p.clientId))]))
      .orderBy(clients.name, clients.id);
    for (const client of chosen)
      for await (const r of clientCellRows(
        db,
        client,
        scope.parts.filter((p) => p.clientId === client.id),
      ))
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
