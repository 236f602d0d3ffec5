import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@ecopeso/shared/languages';
import type { ExportPeriod } from '@ecopeso/shared/records';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clients, wasteRecords } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { csvHeader, csvStream, recordCsvRows } from './records-csv.ts';

const DAYS: Record<ExportPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

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
  const words = wordsFor(lang);

  async function* rows() {
    const period = and(
      sql`${wasteRecords.recordedAt} >= ${from}`,
      sql`${wasteRecords.recordedAt} <= ${nowIso}::timestamptz + interval '5 minutes'`,
    );
    for await (const row of recordCsvRows({ db, clientId, timezone: tz, lang, words, where: period })) yield row.cells;
  }

  const stream = csvStream(rows(), lang, csvHeader(words));
  const slug = slugify(client.name);
  // The client's local date, like the rows: at 22:30 in São Paulo the UTC date is already tomorrow's.
  const localDate = dayInZone(tz, now);
  return { filename: `ecopeso-${slug}-${period}-${localDate}.csv`, stream };
}
