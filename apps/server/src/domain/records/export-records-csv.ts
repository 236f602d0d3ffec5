import type { Readable } from 'node:stream';
import { and, sql } from 'drizzle-orm';
import type { Language } from '@ecopeso/shared/languages';
import type { ExportPeriod } from '@ecopeso/shared/records';
import type { Db } from '../../db/client.ts';
import { wasteRecords } from '../../db/schema.ts';
import { clientRecordsCsv } from './records-csv.ts';

const DAYS: Record<ExportPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * The client's records of today, the last 7 or the last 30 days — calendar days in the client's time zone,
 * today included — as a CSV stream with a UTF-8 BOM (so Excel shows accents), read in pages to keep memory flat.
 */
export function exportRecordsCsv({
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
  const nowIso = now.toISOString();
  const since = (tz: string) =>
    sql`((date_trunc('day', ${nowIso}::timestamptz at time zone ${tz}) - ${DAYS[period] - 1} * interval '1 day') at time zone ${tz})`;
  return clientRecordsCsv({
    db,
    clientId,
    lang,
    label: period,
    now,
    where: (tz) =>
      and(
        sql`${wasteRecords.recordedAt} >= ${since(tz)}`,
        sql`${wasteRecords.recordedAt} <= ${nowIso}::timestamptz + interval '5 minutes'`,
      )!,
  });
}
