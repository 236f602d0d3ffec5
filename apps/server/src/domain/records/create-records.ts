import { sql } from 'drizzle-orm';
import {
  CLOCK_SKEW_MS,
  newRecordSchema,
  type BatchResult,
  type NewRecord,
  type RejectionReason,
} from '@ecopeso/shared/records';
import { SUBTYPES_BY_TYPE } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { withConflictRetry } from '../../db/retry.ts';
import type { Actor } from '../../http/actor.ts';
import { eventCtes } from '../../events/event-store.ts';
import { addToTotals } from './daily-totals.ts';

interface Rejection {
  id: string;
  reason: RejectionReason;
  message: string;
}

const MESSAGES: Record<RejectionReason, string> = {
  'invalid-record': 'The record is malformed.',
  'invalid-weight': 'Weight must be above 0 and at most 10000 kg, with at most 3 decimals.',
  'type-not-enabled': 'This waste type is not enabled for the client.',
  'subtype-required': 'This waste type needs a sub-type.',
  'subtype-invalid': 'This sub-type does not belong to the waste type or is not offered by the client.',
  'area-invalid': 'The area does not belong to this client or is inactive.',
  'recorded-in-future': 'The record is dated in the future.',
};

const reject = (id: string, reason: RejectionReason): Rejection => ({ id, reason, message: MESSAGES[reason] });

/**
 * Stores a batch of weighings for one client. Each record is checked on its own, so the valid ones are stored
 * even when others are refused. Stored by id with ON CONFLICT DO NOTHING in one statement: a retried batch
 * (the response was lost after the commit) or two identical batches at once never duplicate a record.
 * With `announce`, the same statement stores the `records.created` event of the records it inserted (none when it
 * inserted none), so a weighing costs one commit, not two; its id is returned as `eventId`.
 */
export async function createRecords({
  db,
  actor,
  clientId,
  records,
  now = new Date(),
  announce,
}: {
  db: Db;
  actor: Actor;
  clientId: string;
  records: { id: string; [key: string]: unknown }[];
  now?: Date;
  /** Store the event too; `notify` as the event bus asks (notifyInStatement). */
  announce?: { notify: boolean };
}): Promise<BatchResult & { eventId?: number }> {
  // The client's time zone, enabled types and active areas in one round trip: this runs on every weighing.
  const [clientConfig] = (
    (await db.execute(sql`
      select c.timezone,
        coalesce((select json_agg(json_build_object('wasteType', t.waste_type, 'subTypes', t.sub_types))
                  from client_waste_types t where t.client_id = c.id), '[]'::json) as types,
        coalesce((select json_agg(a.id) from areas a where a.client_id = c.id and a.active), '[]'::json) as areas
      from clients c where c.id = ${clientId}::uuid`)) as unknown as {
      rows: { timezone: string; types: { wasteType: string; subTypes: string[] }[]; areas: string[] }[];
    }
  ).rows;
  const timezone = clientConfig?.timezone ?? 'UTC';
  const typeConfig = new Map((clientConfig?.types ?? []).map((t) => [t.wasteType, t]));
  const areaIds = new Set(clientConfig?.areas ?? []);
  const latest = now.getTime() + CLOCK_SKEW_MS;

  const rejected: Rejection[] = [];
  const valid = new Map<string, NewRecord>();
  for (const raw of records) {
    const parsed = newRecordSchema.safeParse(raw);
    if (!parsed.success) {
      const weightOnly = parsed.error.issues.every((i) => i.path[0] === 'weightKg');
      rejected.push(reject(raw.id, weightOnly ? 'invalid-weight' : 'invalid-record'));
      continue;
    }
    const record = parsed.data;
    const config = typeConfig.get(record.wasteType);
    const offered = config?.subTypes ?? [];
    const needsSubType = record.wasteType in SUBTYPES_BY_TYPE && offered.length > 0;
    let reason: RejectionReason | null = null;
    if (!config) reason = 'type-not-enabled';
    else if (record.subType === null && needsSubType) reason = 'subtype-required';
    else if (record.subType !== null && !offered.includes(record.subType)) reason = 'subtype-invalid';
    else if (record.areaId !== null && !areaIds.has(record.areaId)) reason = 'area-invalid';
    else if (Date.parse(record.recordedAt) > latest) reason = 'recorded-in-future';
    if (reason) rejected.push(reject(record.id, reason));
    else valid.set(record.id, record);
  }

  if (valid.size === 0) return { inserted: [], duplicates: [], rejected };
  // Stored to the millisecond, as JavaScript dates (and the list's keyset cursor) hold them: a timestamp with
  // microseconds from an integration would otherwise fall between two cursors and be skipped by the pagination.
  // In id order, like the daily totals below in key order: concurrent batches of one client (several devices
  // syncing at once) then take their row locks in the same order and cannot deadlock one another.
  const rows = [...valid.values()]
    .map((r) => ({ ...r, key: r.id.toLowerCase(), recordedAt: new Date(r.recordedAt).toISOString() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const event = announce
    ? sql`, ${eventCtes({
        clientId,
        event: sql`jsonb_build_object('type', 'records.created', 'clientId', ${clientId}::text,
          'ids', (select jsonb_agg(id::text order by id) from ins))`,
        when: sql`exists (select 1 from ins)`,
        notify: announce.notify,
      })}`
    : sql``;
  // The event's id comes in a row of its own, after every record: `union all` reads `ins` to its end — inserting
  // every record — before it reads `event_stored`, which locks the client's event counter row (event_head). Each
  // statement thus takes its locks in one order — the records by id, the counter, then (when the statement ends)
  // the monthly and daily totals in key order — and two batches with overlapping ids cannot deadlock. (Selecting
  // `(select id from event_stored)` beside each inserted id locked the counter after the first record: a batch
  // holding it then waited on a record that another batch had inserted and that batch waited on the counter.)
  const eventRow = announce ? sql`union all select null::uuid, id::bigint from event_stored` : sql``;
  // One statement: the records (ON CONFLICT DO NOTHING) and, from exactly the rows it inserted, the daily
  // totals of the dashboard and the event. Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.
  // Run again, as a whole, should it still meet a deadlock or a serialization failure (with a transaction of
  // another kind): it was rolled back, and records another request stored meanwhile come back as duplicates.
  const result = (await withConflictRetry(() =>
    db.execute(sql`
    with ins as (
      insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by)
      select u.id, ${clientId}::uuid, u.area_id, u.waste_type, u.sub_type, u.weight_kg, u.recorded_at, ${actor.id}
      from unnest(
        ${pgArray(rows.map((r) => r.id))}::uuid[],
        ${pgArray(rows.map((r) => r.areaId))}::uuid[],
        ${pgArray(rows.map((r) => r.wasteType))}::text[],
        ${pgArray(rows.map((r) => r.subType))}::text[],
        ${pgArray(rows.map((r) => r.weightKg))}::numeric[],
        ${pgArray(rows.map((r) => r.recordedAt))}::timestamptz[]
      ) as u(id, area_id, waste_type, sub_type, weight_kg, recorded_at)
      on conflict (client_id, id) do nothing
      returning id, area_id, waste_type, sub_type, weight_kg, recorded_at
    ), delta as (
      select ${clientId}::uuid as client_id, (recorded_at at time zone ${timezone})::date as day, area_id, waste_type,
             sub_type, sum(weight_kg) as weight_kg, count(*)::int as records
      from ins
      group by 2, 3, 4, 5
    ), ${addToTotals('delta')}${event}
    select id, null::bigint as event_id from ins
    ${eventRow}`),
  )) as unknown as { rows: { id: string | null; event_id: string | number | null }[] };
  const inserted = result.rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  const insertedSet = new Set(inserted);
  const stored = result.rows.find((r) => r.event_id !== null)?.event_id;
  return {
    ...(stored == null ? {} : { eventId: Number(stored) }),
    inserted,
    duplicates: rows.map((r) => r.id).filter((id) => !insertedSet.has(id)),
    rejected,
  };
}
