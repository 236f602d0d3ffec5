import { sql, type SQL } from 'drizzle-orm';
import { recordEventSchema, type RecordEvent } from '@ecopeso/shared/records';
import type { Db } from '../db/client.ts';
import { pgArray } from '../db/pg-array.ts';
import { executePrepared } from '../db/prepared.ts';

/** One stored record event and its id, increasing per client. */
export interface StoredEvent {
  id: number;
  event: RecordEvent;
}

/** The channel on which PostgreSQL wakes the instances; its payload is `<clientId>:<eventId>`, never the event. */
export const WAKE_CHANNEL = 'ecopeso_records';

/** How long events are kept for devices to resume from. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

type Rows<T> = { rows: T[] };

/**
 * Two ways an event gets its id (docs/decisions/038):
 *
 * - **numbered**: from the client's head row (`record_event_heads`) in the statement that stores it. The row stays
 *   locked until that statement's transaction commits, so a client's ids become visible in id order. Right where
 *   transactions never overlap (the embedded database runs one at a time: the lock is never waited for), and for the
 *   rare changes that publish on their own (`appendEvent`).
 * - **pending**: with a negative id, `−(the writing transaction's id)`, which no reader asks for (readers read
 *   `id > cursor ≥ 0`), and no lock at all; after the commit the event bus numbers it (`numberPendingEvents`, a short
 *   transaction of its own that holds the head row only for itself). So concurrent weighings of one client, or of
 *   the whole server, no longer commit one after another. A transaction stores at most one pending event per client
 *   (the weighing's statement is its own transaction); a second would collide on the key, loudly.
 */
export function eventCtes({
  clientId,
  event,
  when = sql`true`,
  numbered,
}: {
  clientId: string;
  event: SQL;
  when?: SQL;
  numbered: boolean;
}): SQL {
  if (!numbered) {
    return sql`event_stored as (
      insert into record_events (client_id, id, event)
      select ${clientId}::uuid, -(pg_current_xact_id()::text::bigint), ${event} where ${when}
      returning id
    )`;
  }
  return sql`event_head as (
      insert into record_event_heads (client_id, last_id) values (${clientId}::uuid, 1)
      on conflict (client_id) do update set last_id = record_event_heads.last_id + 1
      returning last_id
    ), event_stored as (
      insert into record_events (client_id, id, event)
      select ${clientId}::uuid, last_id, ${event} from event_head where ${when}
      returning id
    )`;
}

/**
 * CTEs that number the pending events of `clients` (a uuid[] parameter) after the ids already given, and make room
 * for `extra` more ids per client right after them: `heads` holds each client's new last id, `numbered` the events
 * numbered. Pending events take ids in the order of their transactions' ids (the order their writes began: an event
 * whose transaction began after another's commit comes after it). The head rows are taken in client order, so two
 * instances numbering at once never deadlock; the second waits for the first to commit, then skips what it numbered
 * (its ids then have a gap, which readers skip), so ids still become visible in id order.
 */
function numberingCtes(clients: SQL, extra: number): SQL {
  return sql`pending as (
      select client_id, id as pending_id, row_number() over (partition by client_id order by id desc) as n
      from record_events
      where client_id = any(${clients}::uuid[]) and id < 0
    ), counts as (
      select c.client_id, (select count(*) from pending p where p.client_id = c.client_id) + ${extra}::int as added
      from (select distinct unnest(${clients}::uuid[]) as client_id) c
    ), heads as (
      insert into record_event_heads as h (client_id, last_id)
      select client_id, added from counts where added > 0 order by client_id
      on conflict (client_id) do update set last_id = h.last_id + excluded.last_id
      returning client_id, last_id
    ), numbered as (
      update record_events e set id = heads.last_id - counts.added + p.n
      from pending p join counts using (client_id) join heads using (client_id)
      where e.client_id = p.client_id and e.id = p.pending_id
      returning e.client_id, e.id
    )`;
}

/**
 * Numbers the pending events of these clients (see eventCtes) in one short transaction, and with `notify` wakes
 * every instance for each client numbered (one NOTIFY per client in this transaction: PostgreSQL's notify lock is
 * taken once per call, not per weighing). Returns each numbered client's newest id.
 */
export async function numberPendingEvents(
  db: Db,
  clientIds: readonly string[],
  { notify }: { notify: boolean },
): Promise<{ clientId: string; lastId: number }[]> {
  if (!clientIds.length) return [];
  const wake = notify ? sql`, pg_notify(${WAKE_CHANNEL}, client_id::text || ':' || last_id)` : sql``;
  const result = await executePrepared<{ client_id: string; last_id: string | number }>(
    db,
    sql`with ${numberingCtes(sql`${pgArray(clientIds)}`, 0)}, tops as (
      select client_id, max(id) as last_id from numbered group by client_id
    )
    select client_id, last_id${wake} from tops`,
  );
  return result.rows.map((r) => ({ clientId: r.client_id, lastId: Number(r.last_id) }));
}

/** The clients with an event pending since before `olderThan`: those an instance that stopped left behind. */
export async function clientsWithPendingEvents(db: Db, olderThan: Date): Promise<string[]> {
  // One bounded probe of record_events' key per client; the cutoff from Node, as in pruneEvents.
  const result = (await db.execute(sql`
    select c.id from clients c
    where exists (select 1 from record_events e
                  where e.client_id = c.id and e.id < 0 and e.created_at < ${olderThan.toISOString()}::timestamptz)`)) as unknown as Rows<{
    id: string;
  }>;
  return result.rows.map((r) => r.id);
}

/**
 * Stores `event` under the client's next event id, after numbering the client's pending events, and returns the id
 * (for a change that publishes after its own commit: the head row is held by this one statement only).
 */
export async function appendEvent(db: Db, event: RecordEvent, { notify }: { notify: boolean }): Promise<number> {
  const wake = notify ? sql`, pg_notify(${WAKE_CHANNEL}, client_id::text || ':' || id)` : sql``;
  const result = (await db.execute(sql`with ${numberingCtes(sql`${pgArray([event.clientId])}`, 1)}, event_stored as (
      insert into record_events (client_id, id, event)
      select client_id, last_id, ${JSON.stringify(event)}::jsonb from heads
      returning client_id, id
    )
    select id${wake} from event_stored`)) as unknown as Rows<{ id: string | number }>;
  return Number(result.rows[0]!.id);
}

/** The client's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, clientId: string, afterId: number, limit: number): Promise<StoredEvent[]> {
  const result = (await db.execute(sql`
    select id, event from record_events
    where client_id = ${clientId}::uuid and id > ${afterId}
    order by id
    limit ${limit}`)) as unknown as Rows<{ id: string | number; event: unknown }>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    event: recordEventSchema.parse(typeof r.event === 'string' ? JSON.parse(r.event) : r.event),
  }));
}

/** The id of the client's newest numbered event, 0 when it has none. */
export async function latestEventId(db: Db, clientId: string): Promise<number> {
  const result = (await db.execute(
    sql`select last_id from record_event_heads where client_id = ${clientId}::uuid`,
  )) as unknown as Rows<{ last_id: string | number }>;
  return Number(result.rows[0]?.last_id ?? 0);
}

/** Deletes the events older than the retention; the heads stay, so ids keep increasing. */
export async function pruneEvents(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_MS).toISOString();
  // The cutoff is computed here, not with now() in SQL: a distributed PostgreSQL rejects STABLE functions there.
  await db.execute(sql`delete from record_events where created_at < ${cutoff}::timestamptz`);
}
