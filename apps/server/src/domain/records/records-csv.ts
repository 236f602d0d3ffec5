import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Language } from '@ecopeso/shared/languages';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Words } from '@ecopeso/shared/words';
import { LOSS_REASON_KINDS, type LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import { subTypeText, WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { areas, clients, containers, foodItems, lossReasons, user, wasteRecords } from '../../db/schema.ts';
import { recordJoins } from './list-records.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { readClient } from '../clients/read-client.ts';
import { slugify } from '../file-name.ts';
import { neutralise } from '../csv-cell.ts';
import { exactRecordedAt, OLDEST_FIRST, pastPosition, type ExactRecordPosition } from './keyset.ts';

/**
 * Records read per query: memory stays flat however long the history. On the embedded database a page is read in
 * the server's thread, which answers nothing else meanwhile (≈ 25 ms for 1 000 rows): 2 000 saved 0.2 s of CPU a
 * year but doubled that wait; 500 cost 0.2 s more (bench/export-while-weighing.ts, docs/benchmarks.md).
 */
const PAGE = 1000;
const isWasteType = (v: string): v is WasteType => (WASTE_TYPES as readonly string[]).includes(v);
const isLossReasonKind = (v: string | null): v is LossReasonKind =>
  v !== null && (LOSS_REASON_KINDS as readonly string[]).includes(v);

/** pt and es spreadsheets read ';' and a decimal comma; en reads ',' and a decimal point. */
export const CSV_FORMAT: Record<Language, { delimiter: string; decimal: string }> = {
  pt: { delimiter: ';', decimal: ',' },
  es: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/** The columns of a records CSV, named as the app names them. */
export function csvHeader(words: Words): string[] {
  return [
    words.field('date'),
    words.field('time'),
    words.field('area'),
    words.field('wasteType'),
    words.field('subType'),
    words.field('weightKg'),
    words.field('user'),
    // Issue 26, after the columns a spreadsheet already reads: the weight above is the net of these.
    words.field('container'),
    words.field('grossKg'),
    words.field('tareKg'),
    words.field('lossReason'),
    words.field('foodItem'),
  ];
}

/**
 * One client's live records that `where` and `keep` keep, oldest first, each as its id and the cells of
 * `csvHeader` — day and time in the client's time zone, types in the reader's words, typed text neutralised — read
 * in keyset pages. Every records CSV (the entry page's, the dashboard's selection, the master's full export) reads
 * through here.
 *
 * Each page is the next PAGE entries of the index (client_id, recorded_at, id) within `where`, so the export reads
 * each record of the range once. Conditions the index cannot bound go in `keep`: the database computes them per row
 * and the rows failing them are skipped here. In the WHERE clause they would make the planner guess their
 * selectivity (an expression on the local day, a list of months): it guessed a few hundred rows for a year of
 * 100 000, chose a sequential scan and a sort of the whole rest of the year for every page — quadratic.
 */
export async function* recordCsvRows({
  db,
  clientId,
  timezone,
  lang,
  words,
  where,
  keep,
}: {
  db: Db;
  clientId: string;
  timezone: string;
  lang: Language;
  words: Words;
  /** Bounds on `waste_records.recorded_at` the index reads between (a period as instants). */
  where?: SQL;
  /** Conditions on each record of that range beyond the index's (local days, months, areas): rows failing are skipped. */
  keep?: SQL;
}): AsyncGenerator<{ id: string; cells: string[] }> {
  const local = sql`(${wasteRecords.recordedAt} at time zone ${timezone})`;
  const { decimal } = CSV_FORMAT[lang];
  const kg = (value: number) => String(value).replace('.', decimal);
  let after: ExactRecordPosition | null = null;
  for (;;) {
    const page = await db
      .select({
        id: wasteRecords.id,
        recordedAt: exactRecordedAt,
        day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
        time: sql<string>`to_char(${local}, 'HH24:MI')`,
        area: areas.name,
        wasteType: wasteRecords.wasteType,
        subType: wasteRecords.subType,
        weightKg: wasteRecords.weightKg,
        userName: user.name,
        containerName: containers.name,
        grossKg: wasteRecords.grossKg,
        tareKg: wasteRecords.tareKg,
        lossReasonKind: lossReasons.kind,
        lossReasonName: lossReasons.name,
        foodItemName: foodItems.name,
        kept: keep ? sql<boolean>`coalesce(${keep}, false)` : sql<boolean>`true`,
      })
      .from(wasteRecords)
      .leftJoin(areas, recordJoins.area)
      .leftJoin(user, eq(user.id, wasteRecords.createdBy))
      .leftJoin(containers, recordJoins.container)
      .leftJoin(lossReasons, recordJoins.lossReason)
      .leftJoin(foodItems, recordJoins.foodItem)
      .where(
        and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), where, pastPosition(after, 'newer')),
      )
      .orderBy(...OLDEST_FIRST)
      .limit(PAGE);
    for (const r of page) {
      if (!r.kept) continue;
      yield {
        id: r.id,
        cells: [
          r.day,
          r.time,
          neutralise(r.area ?? words.noArea),
          isWasteType(r.wasteType) ? words.wasteType(r.wasteType) : r.wasteType,
          neutralise(subTypeText(r.subType, words.subType)),
          kg(r.weightKg),
          neutralise(r.userName ?? ''),
          neutralise(r.containerName ?? ''),
          r.grossKg === null ? '' : kg(r.grossKg),
          r.tareKg === null ? '' : kg(r.tareKg),
          isLossReasonKind(r.lossReasonKind) ? words.lossReason(r.lossReasonKind) : neutralise(r.lossReasonName ?? ''),
          neutralise(r.foodItemName ?? ''),
        ],
      };
    }
    if (page.length < PAGE) return;
    after = page[page.length - 1]!;
    // A turn of the event loop before the next page. On the embedded database a query runs in this thread and
    // resolves without I/O, so an export read to the end in promise callbacks alone, never letting the server
    // read another request: a year's export froze every tablet for its whole length. Now the requests that arrived
    // meanwhile are read, and their queries queue beside the next page's.
    await nextTurn();
  }
}

/** Rows as a CSV stream in the reader's spreadsheet conventions, with a UTF-8 BOM so Excel shows accents. */
export function csvStream(rows: AsyncIterable<string[]>, lang: Language, columns: string[]): Readable {
  const csv = stringify({ delimiter: CSV_FORMAT[lang].delimiter, bom: true, header: true, columns });
  const source = Readable.from(rows);
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

/**
 * A client's records as a CSV file, oldest first: named `ecopeso-<client>-<label>-<today on its clock>.csv`, days
 * and times on the client's clock, `where` (given the client's zone) bounding which records, with the record id as a
 * last column when `withId`. The one writer of every records CSV file of one client.
 */
export async function clientRecordsCsv({
  db,
  clientId,
  lang,
  label,
  where,
  withId = false,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  lang: Language;
  label: string;
  where?: (timezone: string) => SQL;
  withId?: boolean;
  now?: Date;
}): Promise<{ filename: string; stream: Readable }> {
  const client = await readClient(db, clientId, { name: clients.name, timezone: clients.timezone });
  const { timezone } = client;
  const words = wordsFor(lang);
  const bounds = where?.(timezone);

  async function* rows() {
    for await (const { id, cells } of recordCsvRows({ db, clientId, timezone, lang, words, where: bounds })) {
      yield withId ? [...cells, id] : cells;
    }
  }

  // The client's local date, like the rows: at 22:30 in São Paulo the UTC date is already tomorrow's.
  return {
    filename: `ecopeso-${slugify(client.name)}-${label}-${dayInZone(timezone, now)}.csv`,
    stream: csvStream(rows(), lang, withId ? [...csvHeader(words), 'id'] : csvHeader(words)),
  };
}
