import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Language } from '@ecopeso/shared/languages';
import type { ExportPeriod } from '@ecopeso/shared/records';
import type { Words } from '@ecopeso/shared/words';
import { SUBTYPES_BY_TYPE, WASTE_TYPES, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { areas, clients, user, wasteRecords } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { OLDEST_FIRST, pastPosition, type RecordPosition } from './keyset.ts';
import { neutralise } from '../csv-cell.ts';

const DAYS: Record<ExportPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
const SUBTYPES: readonly string[] = [...SUBTYPES_BY_TYPE.reciclavel, ...SUBTYPES_BY_TYPE.organico];
const isWasteType = (v: string): v is WasteType => (WASTE_TYPES as readonly string[]).includes(v);
const isSubType = (v: string): v is SubType => SUBTYPES.includes(v);

/** The file's columns, named as the app names them. */
export function csvHeader(words: Words): string[] {
  return [
    words.field('date'),
    words.field('time'),
    words.field('area'),
    words.field('wasteType'),
    words.field('subType'),
    words.field('weightKg'),
    words.field('user'),
  ];
}
const PAGE = 2000;

/** pt and es spreadsheets read ';' and a decimal comma; en reads ',' and a decimal point. */
const FORMAT: Record<Language, { delimiter: string; decimal: string }> = {
  pt: { delimiter: ';', decimal: ',' },
  es: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/**
 * The client's records of today, the last 7 or the last 30 days — calendar days in the client's time zone,
 * today included — as a CSV stream with a UTF-8 BOM (so Excel shows accents), read in pages to keep memory flat.
 */
export async function exportRecordsCsv({
  db,
  clientId,
  period,
  lang,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  period: ExportPeriod;
  lang: Language;
  now?: Date;
}): Promise<{ filename: string; stream: Readable }> {
  const [client] = await db
    .select({ name: clients.name, timezone: clients.timezone })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new AppError('not-found', 'Client not found.');
  const tz = client.timezone;
  const nowIso = now.toISOString();
  const from = sql`((date_trunc('day', ${nowIso}::timestamptz at time zone ${tz}) - ${DAYS[period] - 1} * interval '1 day') at time zone ${tz})`;
  const { delimiter, decimal } = FORMAT[lang];
  const words = wordsFor(lang);

  async function* rows() {
    let after: RecordPosition | null = null;
    for (;;) {
      const page = await db
        .select({
          id: wasteRecords.id,
          recordedAt: wasteRecords.recordedAt,
          day: sql<string>`to_char(${wasteRecords.recordedAt} at time zone ${tz}, 'YYYY-MM-DD')`,
          time: sql<string>`to_char(${wasteRecords.recordedAt} at time zone ${tz}, 'HH24:MI')`,
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
            eq(wasteRecords.clientId, clientId),
            isNull(wasteRecords.deletedAt),
            sql`${wasteRecords.recordedAt} >= ${from}`,
            sql`${wasteRecords.recordedAt} <= ${nowIso}::timestamptz + interval '5 minutes'`,
            pastPosition(after, 'newer'),
          ),
        )
        .orderBy(...OLDEST_FIRST)
        .limit(PAGE);
      for (const r of page) {
        yield [
          r.day,
          r.time,
          neutralise(r.area ?? words.noArea),
          isWasteType(r.wasteType) ? words.wasteType(r.wasteType) : r.wasteType,
          r.subType ? (isSubType(r.subType) ? words.subType(r.subType) : r.subType) : '',
          String(r.weightKg).replace('.', decimal),
          neutralise(r.userName ?? ''),
        ];
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]!;
    }
  }

  const csv = stringify({ delimiter, bom: true, header: true, columns: csvHeader(words) });
  const source = Readable.from(rows());
  source.on('error', (err) => csv.destroy(err));
  const stream = source.pipe(csv);
  const slug = slugify(client.name);
  // The client's local date, like the rows: at 22:30 in São Paulo the UTC date is already tomorrow's.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const localDate = `${parts.year}-${parts.month}-${parts.day}`;
  return { filename: `ecopeso-${slug}-${period}-${localDate}.csv`, stream };
}
