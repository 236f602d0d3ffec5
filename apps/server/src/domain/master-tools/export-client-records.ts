import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Language } from '@ecopeso/shared/languages';
import { SUBTYPES_BY_TYPE, WASTE_TYPES, type SubType, type WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { areas, clients, user, wasteRecords } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { neutralise } from '../csv-cell.ts';
import { slugify } from '../file-name.ts';
import { csvHeader } from '../records/export-records-csv.ts';
import { OLDEST_FIRST, pastPosition, type RecordPosition } from '../records/keyset.ts';

const PAGE = 2000;
const SUBTYPES: readonly string[] = [...SUBTYPES_BY_TYPE.reciclavel, ...SUBTYPES_BY_TYPE.organico];
const isWasteType = (v: string): v is WasteType => (WASTE_TYPES as readonly string[]).includes(v);
const isSubType = (v: string): v is SubType => SUBTYPES.includes(v);
const FORMAT: Record<Language, { delimiter: string; decimal: string }> = {
  pt: { delimiter: ';', decimal: ',' },
  es: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/**
 * Every live record of a client, all time, oldest first, in the columns of the entry page's CSV plus the record id
 * (days and times in the client's time zone; typed text neutralised), streamed page by page.
 */
export async function exportClientRecords({
  db,
  clientId,
  lang,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  lang: Language;
  now?: Date;
}): Promise<{ filename: string; stream: Readable }> {
  const [client] = await db
    .select({ name: clients.name, timezone: clients.timezone })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new AppError('not-found', 'Client not found.');
  const tz = client.timezone;
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
        .leftJoin(areas, and(eq(areas.clientId, wasteRecords.clientId), eq(areas.id, wasteRecords.areaId)))
        .leftJoin(user, eq(user.id, wasteRecords.createdBy))
        .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), pastPosition(after, 'newer')))
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
          r.id,
        ];
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]!;
    }
  }

  const csv = stringify({ delimiter, bom: true, header: true, columns: [...csvHeader(words), 'id'] });
  const source = Readable.from(rows());
  source.on('error', (err) => csv.destroy(err));
  return {
    filename: `ecopeso-${slugify(client.name)}-all-${now.toISOString().slice(0, 10)}.csv`,
    stream: source.pipe(csv),
  };
}
