import type { Readable } from 'node:stream';
import { and, inArray, sql } from 'drizzle-orm';
import type { DashboardExportQuery } from '@ecopeso/shared/dashboard';
import { filterMonths } from '@ecopeso/shared/periods';
import { monthInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { clients, wasteRecords } from '../../db/schema.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { csvHeader, csvStream, recordCsvRows } from '../records/records-csv.ts';
import { neutralise } from '../csv-cell.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The records of the chosen clients in exactly the dashboard's selection — its months (each client's local days)
 * and areas — or in a from–to range of local days, as one CSV stream with a client column: UTF-8 BOM, the
 * reader's language and spreadsheet conventions, client after client, read in pages so memory stays flat.
 * Access to every client is the caller's.
 */
export async function exportDashboardCsv({
  db,
  clientIds,
  query,
  now = new Date(),
}: {
  db: Db;
  clientIds: string[];
  query: DashboardExportQuery;
  now?: Date;
}): Promise<{ filename: string; stream: Readable }> {
  const chosen = await db
    .select({ id: clients.id, name: clients.name, timezone: clients.timezone })
    .from(clients)
    .where(inArray(clients.id, clientIds))
    .orderBy(clients.name, clients.id);
  const words = wordsFor(query.lang);
  const anchor = chosen[0]!;
  const months = query.from
    ? []
    : filterMonths(
        { selectedYears: query.years, selectedMonths: query.months, activePeriod: query.preset ?? null },
        monthInZone(anchor.timezone, now),
      );
  const keys = months.map((m) => m.year * 12 + m.month);
  const firstKey = Math.min(...keys);
  const lastKey = Math.max(...keys) + 1;
  const from = query.from ?? `${Math.floor(firstKey / 12)}-${pad((firstKey % 12) + 1)}-01`;
  // Exclusive end: the day after `to`, or the first day after the last month.
  const until = query.to
    ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    : `${Math.floor(lastKey / 12)}-${pad((lastKey % 12) + 1)}-01`;

  async function* rows() {
    for (const client of chosen) {
      const tz = client.timezone;
      const local = sql`(${wasteRecords.recordedAt} at time zone ${tz})`;
      const monthFilter = keys.length
        ? sql`(extract(year from ${local})::int * 12 + extract(month from ${local})::int - 1) = any(${pgArray(keys)}::int[])`
        : sql`true`;
      const areaFilter = query.areas.length ? inArray(wasteRecords.areaId, query.areas) : sql`true`;
      // The UTC range the local days can fall in (±1 day), for the index; then, per record, the exact local days,
      // months and areas.
      const range = and(
        sql`${wasteRecords.recordedAt} >= ${from}::date - interval '1 day'`,
        sql`${wasteRecords.recordedAt} < ${until}::date + interval '1 day'`,
      );
      const selection = and(
        sql`${local}::date >= ${from}::date and ${local}::date < ${until}::date`,
        monthFilter,
        areaFilter,
      );
      const name = neutralise(client.name);
      const lang = query.lang;
      for await (const { cells } of recordCsvRows({
        db,
        clientId: client.id,
        timezone: tz,
        lang,
        words,
        where: range,
        keep: selection,
      }))
        yield [name, ...cells];
    }
  }

  // The client, then the columns of every records CSV (records-csv.ts): one list, so the cells and headers agree.
  const columns = [words.field('client'), ...csvHeader(words)];
  const who = chosen.length === 1 ? slugify(anchor.name) || 'client' : `${chosen.length}-clients`;
  const lastDay = new Date(Date.parse(`${until}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const span = from === lastDay ? from : `${from}-${lastDay}`;
  return { filename: `ecopeso-${who}-${span}.csv`, stream: csvStream(rows(), query.lang, columns) };
}
