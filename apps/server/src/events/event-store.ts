import { sql, type SQL } from 'drizzle-orm';
import { recordEventSchema, type RecordEvent } from '@ecopeso/shared/records';
import type { Db } from '../db/client.ts';

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
 * Two CTEs that store an event in the statement that makes the change it announces, so both commit together (one
 * commit, not two): `event_head` takes the client's next event id, and `event_stored` stores `event` (a jsonb
 * expression) under it where `when` holds; select `id` from `event_stored` to learn it. The head row stays locked
 * until the statement commits, so a client's events commit in id order and a reader past an id never misses a later
 * commit of an earlier id. A statement whose `when` is false still takes an id and leaves a gap, which readers skip.
 * With `notify`, the commit also wakes every instance listening on PostgreSQL.
 */
export function eventCtes({
  clientId,
  event,
  when = sql`true`,
  notify,
}: {
  clientId: string;
  event: SQL;
  when?: SQL;
  notify: boolean;
}): SQL {
  const wake = notify ? sql`, pg_notify(${WAKE_CHANNEL}, client_id::text || ':' || id)` : sql``;
  return sql`event_head as (
      insert into record_event_heads (client_id, last_id) values (${clientId}::uuid, 1)
      on conflict (client_id) do update set last_id = record_event_heads.last_id + 1
      returning last_id
    ), event_stored as (
      insert into record_events (client_id, id, event)
      select ${clientId}::uuid, last_id, ${event} from event_head where ${when}
      returning id${wake}
    )`;
}

/** Stores `event` under the client's next event id and returns the id (eventCtes, in a statement of its own). */
export async function appendEvent(db: Db, event: RecordEvent, { notify }: { notify: boolean }): Promise<number> {
  const ctes = eventCtes({ clientId: event.clientId, event: sql`${JSON.stringify(event)}::jsonb`, notify });
  const result = (await db.execute(sql`with ${ctes} select id from event_stored`)) as unknown as Rows<{
    id: string | number;
  }>;
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

/** The id of the client's newest event, 0 when it has none. */
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
