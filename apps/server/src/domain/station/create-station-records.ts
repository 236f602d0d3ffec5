import { sql } from 'drizzle-orm';
import type { BatchResult } from '@ecopeso/shared/records';
import type { WeighingClient } from '@ecopeso/shared/weighing-rules';
import { isRole } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { Actor } from '../actor.ts';
import { createRecords, reject } from '../records/create-records.ts';
import { cookOfWeighing, readCookTurn } from './cook-turn.ts';

type RawRecord = { id: string; [key: string]: unknown };

/** Those of `ids` who are active users of the client now: the cooks a station's turn may still stand for. */
export async function activeCooksOf(db: Db, clientId: string, ids: string[]) {
  const { rows } = (await db.execute(sql`select u.id, u.email, u.name, u.role from "user" u
    join user_clients uc on uc.user_id = u.id and uc.client_id = ${clientId}::uuid
    where u.active and u.id = any(${pgArray(ids)}::text[])`)) as unknown as {
    rows: { id: string; email: string; name: string; role: string }[];
  };
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Stores a kitchen station's batch of weighings (decision 039), each authored by the cook of its turn: a turn signed
 * for this station and client, the weighing made within it, by a cook who is still an active user of the client when
 * it syncs. Any other is refused as `no-cook` and stays on the device. Each cook's weighings are stored as that cook's
 * by createRecords (same checks, same exactly-once), one statement per cook.
 */
export async function createStationRecords({
  db,
  secret,
  station,
  records,
  client,
  announce,
}: {
  db: Db;
  secret: string;
  station: NonNullable<Actor['station']>;
  records: RawRecord[];
  client?: WeighingClient;
  announce?: Parameters<typeof createRecords>[0]['announce'];
}): Promise<BatchResult & { eventIds: number[] }> {
  const turns = new Map<string, Awaited<ReturnType<typeof readCookTurn>>>();
  const byCook = new Map<string, RawRecord[]>();
  const result: BatchResult & { eventIds: number[] } = { inserted: [], duplicates: [], rejected: [], eventIds: [] };
  for (const raw of records) {
    const token = raw.cookTurn;
    const key = typeof token === 'string' ? token : '';
    if (!turns.has(key)) turns.set(key, await readCookTurn(token, secret));
    const cookId = cookOfWeighing(turns.get(key)!, station, raw.recordedAt);
    if (cookId === null) result.rejected.push(reject(raw.id, 'no-cook'));
    else byCook.set(cookId, [...(byCook.get(cookId) ?? []), raw]);
  }
  if (byCook.size === 0) return result;

  const cooks = await activeCooksOf(db, station.clientId, [...byCook.keys()]);
  for (const [cookId, own] of byCook) {
    const cook = cooks.get(cookId);
    if (!cook || !isRole(cook.role)) {
      result.rejected.push(...own.map((raw) => reject(raw.id, 'no-cook')));
      continue;
    }
    const actor: Actor = { ...cook, role: cook.role, allowedClientIds: [station.clientId] };
    const { eventId, ...stored } = await createRecords({
      db,
      actor,
      clientId: station.clientId,
      records: own,
      client,
      announce,
    });
    result.inserted.push(...stored.inserted);
    result.duplicates.push(...stored.duplicates);
    result.rejected.push(...stored.rejected);
    if (eventId !== undefined) result.eventIds.push(eventId);
  }
  return result;
}
