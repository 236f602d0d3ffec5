import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

/**
 * The columns asked of one client (its time zone, name, state…); throws not-found when there is no such client.
 * Access is checked by the caller.
 */
export async function readClient<T extends SelectedFields>(db: Db, clientId: string, columns: T) {
  const [client] = await db.select(columns).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('not-found', 'Client not found.');
  return client;
}
