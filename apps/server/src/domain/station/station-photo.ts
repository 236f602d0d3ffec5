import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { cookOfWeighing, readCookTurn } from './cook-turn.ts';
import { activeCooksOf } from './create-station-records.ts';

/**
 * A kitchen station may add the photo of a record only as the cook of the turn it sends (decision 040): the turn
 * signed by us for this very station session and client, the record made within it and stored as that cook's, and
 * the cook still an active user of the client — the rule a station's weighing passes (decision 039). As with its
 * weighings, a photo queued offline goes with the turn it was taken in, whenever it syncs.
 */
export async function checkStationPhoto({
  db,
  secret,
  station,
  clientId,
  cookTurn,
  record,
}: {
  db: Db;
  secret: string;
  station: NonNullable<Actor['station']>;
  clientId: string;
  cookTurn: unknown;
  record: { createdBy: string | null; recordedAt: Date };
}): Promise<void> {
  const cookId = cookOfWeighing(await readCookTurn(cookTurn, secret), station, record.recordedAt.toISOString());
  const theirs =
    cookId !== null && cookId === record.createdBy && (await activeCooksOf(db, clientId, [cookId])).has(cookId);
  if (!theirs) {
    throw new AppError('permission-denied', "A station adds photos only to the weighings of its cook's turn.", {
      reason: 'photo-not-cooks',
    });
  }
}
