import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { DashboardExportQuery } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { filterMonths } from '@ecopeso/shared/periods';
import { SUBTYPES_BY_TYPE, WASTE_TYPES, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { areas, clients, user, wasteRecords } from '../../db/schema.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { OLDEST_FIRST, pastPosition, type RecordPosition } from '../records/keyset.ts';
import { monthInZone } from './get-dashboard.ts';
import { neutralise } from '../csv-cell.ts';

const PAGE = 2000;
const SUBTYPES: readonly string[] = [...SUBTYPES_BY_TYPE.reciclavel, ...SUBTYPES_BY_TYPE.organico];
const isWasteType = (v: string): v is WasteType => (WASTE_TYPES as readonly string[]).includes(v);
const isSubType = (v: string): v is SubType => SUBTYPES.includes(v);

/** pt and es spreadsheets read ';' and a decimal comma; en reads ',' and a decimal point. */
const FORMAT: Record<Language, { delimiter: string; decimal: string }> = {
  pt: { delimiter: ';', decimal: ',' },
  es: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

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
  const { delimiter, decimal } = FORMAT[query.lang];
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
      let after: RecordPosition | null = null;
      for (;;) {
        const page = await db
          .select({
            id: wasteRecords.id,
            recordedAt: wasteRecords.recordedAt,
            day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
            time: sql<string>`to_char(${local}, 'HH24:MI')`,
            area: areas.name,
            wasteType: wasteRecords.wasteType,
            subType: wasteRecords.subType,
            weightKg: wasteRecords.weightKg,
            userName: user.name,
          })
          .from(wasteRecords)
          .leftJoin(areas, eq(areas.id, wasteRecords.areaId))
          .leftJoin(user, eq(user.id, wasteRecords.createdBy))
          .where(
            and(
              eq(wasteRecords.clientId, client.id),
              isNull(wasteRecords.deletedAt),
              // The UTC range the local days can fall in (±1 day), for the index; then the exact local days.
              sql`${wasteRecords.recordedAt} >= ${from}::date - interval '1 day'`,
              sql`${wasteRecords.recordedAt} < ${until}::date + interval '1 day'`,
              sql`${local}::date >= ${from}::date and ${local}::date < ${until}::date`,
              monthFilter,
              areaFilter,
              pastPosition(after, 'newer'),
            ),
          )
          .orderBy(...OLDEST_FIRST)
          .limit(PAGE);
        for (const r of page) {
          yield [
            neutralise(client.name),
            r.day,
            r.time,
            neutralise(r.area ?? words.noArea),
            isWasteType(r.wasteType) ? words.wasteType(r.wasteType) : r.wasteType,
            r.subType ? (isSubType(r.subType) ? words.subType(r.subType) : r.subType) : '',
            String(r.weightKg).replace('.', decimal),
            neutralise(r.userName ?? ''),
          ];
        }
        if (page.length < PAGE) break;
        after = page[page.length - 1]!;
      }
    }
  }

  const columns = (['client', 'date', 'time', 'area', 'wasteType', 'subType', 'weightKg', 'user'] as const).map(
    (field) => words.field(field),
  );
  const csv = stringify({ delimiter, bom: true, header: true, columns });
  const source = Readable.from(rows());
  source.on('error', (err) => csv.destroy(err));
  const who = chosen.length === 1 ? slugify(anchor.name) || 'client' : `${chosen.length}-clients`;
  const lastDay = new Date(Date.parse(`${until}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const span = from === lastDay ? from : `${from}-${lastDay}`;
  return { filename: `ecopeso-${who}-${span}.csv`, stream: source.pipe(csv) };
}
