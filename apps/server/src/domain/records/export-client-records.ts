import type { Readable } from 'node:stream';
import type { Language } from '@ecopeso/shared/languages';
import type { Db } from '../../db/client.ts';
import { clientRecordsCsv } from './records-csv.ts';

/**
 * Every live record of a client, all time, oldest first, in the columns of the entry page's CSV plus the record id
 * (days and times in the client's time zone; typed text neutralised), streamed page by page.
 */
export function exportClientRecords({
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
  return clientRecordsCsv({ db, clientId, lang, label: 'all', withId: true, now });
}
