import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Language } from '@ecopeso/shared/languages';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { wordsFor } from '../../i18n/translator.ts';
import { slugify } from '../file-name.ts';
import { csvHeader, csvStream, recordCsvRows } from './records-csv.ts';

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
  const words = wordsFor(lang);

  async function* rows() {
    for await (const { id, cells } of recordCsvRows({ db, clientId, timezone: client!.timezone, lang, words })) {
      yield [...cells, id];
    }
  }

  return {
    filename: `ecopeso-${slugify(client.name)}-all-${dayInZone(client.timezone, now)}.csv`,
    stream: csvStream(rows(), lang, [...csvHeader(words), 'id']),
  };
}
