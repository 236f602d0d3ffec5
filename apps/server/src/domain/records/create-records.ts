import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { newRecordSchema, type BatchResult, type NewRecord, type RejectionReason } from '@ecopeso/shared/records';
import {
  WEIGHING_REASON_MESSAGES,
  weighingNet,
  weighingRefusals,
  type WeighingClient,
} from '@ecopeso/shared/weighing-rules';
import { pgArray } from '../../db/pg-array.ts';
import { executePrepared } from '../../db/prepared.ts';
import { withConflictRetry } from '../../db/retry.ts';
import type { Change } from '../actor.ts';
import { eventCtes } from '../../events/event-store.ts';
import { addToTotals } from './daily-totals.ts';
import { loadWeighingClient } from './load-weighing-client.ts';

interface Rejection {
  id: string;
  reason: RejectionReason;
  message: string;
}

const MESSAGES: Record<RejectionReason, string> = {
  'invalid-record': 'The record is malformed.',
  ...WEIGHING_REASON_MESSAGES,
  'no-cook': 'Weighed at a kitchen station without the turn of a cook who weighs for this client.',
};

export const reject = (id: string, reason: RejectionReason): Rejection => ({ id, reason, message: MESSAGES[reason] });

// The shape of a record; the weight's bounds are the weighing rule's, so a bad weight is refused as such (and a record
// weighed in a container may leave the net to the server).
const recordShape = newRecordSchema.extend({ weightKg: z.number().optional(), grossKg: z.number().nullish() });

/** A record as it is stored: its weight the net, with the gross and tare of its container. */
export type StoredNewRecord = NewRecord & { grossKg: number | null; tareKg: number | null };

/**
 * One record of a sync batch as it would be stored, or why it is refused: malformed, or refused by the weighing rule
 * (packages/shared weighing-rules.ts), its first reason. Pure: the client's configuration is given.
 */
export function checkNewRecord(
  raw: { id: string; [key: string]: unknown },
  client: WeighingClient,
  now: Date,
): { record: StoredNewRecord } | Rejection {
  const parsed = recordShape.safeParse(raw);
  if (!parsed.success) {
    // A weight that is no number at all is still a bad weight, to the person who typed it.
    const weightOnly = parsed.error.issues.every((i) => i.path[0] === 'weightKg' || i.path[0] === 'grossKg');
    return reject(raw.id, weightOnly ? 'invalid-weight' : 'invalid-record');
  }
  const weighing = {
    ...parsed.data,
    weightKg: parsed.data.weightKg ?? Number.NaN,
    recordedAt: new Date(parsed.data.recordedAt),
  };
  const [reason] = weighingRefusals(weighing, client, now);
  return reason
    ? reject(raw.id, reason)
    : { record: { ...parsed.data, ...weighingNet(weighing, client), containerId: parsed.data.containerId ?? null } };
}

/** A client that does not exist (the route lets none through) refuses every record as of a type not enabled. */
const NO_CLIENT: WeighingClient = {
  timezone: 'UTC',
  wasteTypes: [],
  subTypes: { reciclavel: [], organico: [] },
  areas: [],
};

/**
 * Stores a batch of weighings for one client. Each record is checked on its own, so the valid ones are stored
 * even when others are refused. Stored by id with ON CONFLICT DO NOTHING in one statement: a retried batch
 * (the response was lost after the commit) or two identical batches at once never duplicate a record.
 * With `announce`, the same statement stores the `records.created` event of the records it inserted (none when it
 * inserted none), so a weighing costs one commit, not two; its id is returned as `eventId` (negative while pending:
 * numbered after the commit by the event bus, docs/decisions/038).
 */
export async function createRecords({
  db,
  actor,
  clientId,
  records,
  now = new Date(),
  client: given,
  announce,
}: Change<{
  clientId: string;
  records: { id: string; [key: string]: unknown }[];
  now?: Date;
  /** What the weighing rule reads of the client, when the caller read it already (in the access check); else read here. */
  client?: WeighingClient;
  /** Store the event too; `numbered` as the event bus asks (numberInStatement). */
  announce?: { numbered: boolean };
}>): Promise<BatchResult & { eventId?: number }> {
  const client = given ?? (await loadWeighingClient(db, clientId)) ?? NO_CLIENT;
  const timezone = client.timezone;

  const rejected: Rejection[] = [];
  const valid = new Map<string, StoredNewRecord>();
  for (const raw of records) {
    const checked = checkNewRecord(raw, client, now);
    if ('record' in checked) valid.set(checked.record.id, checked.record);
    else rejected.push(checked);
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
        numbered: announce.numbered,
      })}`
    : sql``;
  // The event's id comes in a row of its own, after every record: `union all` reads `ins` to its end — inserting
  // every record — before it reads `event_stored`, which (numbered) locks the client's event counter row
  // (event_head). Each statement thus takes its locks in one order — the records by id, the counter, then (when the
  // statement ends) the monthly and daily totals in key order — and two batches with overlapping ids cannot
  // deadlock. (Selecting `(select id from event_stored)` beside each inserted id locked the counter after the first
  // record: a batch holding it then waited on a record that another batch had inserted and that batch waited on the
  // counter.) A pending event (PostgreSQL) locks no counter at all.
  const eventRow = announce ? sql`union all select null::uuid, id::bigint from event_stored` : sql``;
  // One statement: the records (ON CONFLICT DO NOTHING) and, from exactly the rows it inserted, the daily
  // totals of the dashboard and the event. Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.
  // Run again, as a whole, should it still meet a deadlock or a serialization failure (with a transaction of
  // another kind): it was rolled back, and records another request stored meanwhile come back as duplicates.
  // Prepared (db/prepared.ts): its text depends only on `announce`, the arrays travel as one parameter each.
  const result = await withConflictRetry(() =>
    executePrepared<{ id: string | null; event_id: string | number | null }>(
      db,
      sql`
    with ins as (
      insert into waste_records (id, client_id, area_id, waste_type, sub_type, weight_kg, recorded_at, created_by,
                                 container_id, gross_kg, tare_kg, loss_reason_id, food_item_id)
      select u.id, ${clientId}::uuid, u.area_id, u.waste_type, u.sub_type, u.weight_kg, u.recorded_at, ${actor.id},
             u.container_id, u.gross_kg, u.tare_kg, u.loss_reason_id, u.food_item_id
      from unnest(
        ${pgArray(rows.map((r) => r.id))}::uuid[],
        ${pgArray(rows.map((r) => r.areaId))}::uuid[],
        ${pgArray(rows.map((r) => r.wasteType))}::text[],
        ${pgArray(rows.map((r) => r.subType))}::text[],
        ${pgArray(rows.map((r) => r.weightKg))}::numeric[],
        ${pgArray(rows.map((r) => r.recordedAt))}::timestamptz[],
        ${pgArray(rows.map((r) => r.containerId ?? null))}::uuid[],
        ${pgArray(rows.map((r) => r.grossKg))}::numeric[],
        ${pgArray(rows.map((r) => r.tareKg))}::numeric[],
        ${pgArray(rows.map((r) => r.lossReasonId ?? null))}::uuid[],
        ${pgArray(rows.map((r) => r.foodItemId ?? null))}::uuid[]
      ) as u(id, area_id, waste_type, sub_type, weight_kg, recorded_at, container_id, gross_kg, tare_kg,
             loss_reason_id, food_item_id)
      on conflict (client_id, id) do nothing
      returning id, area_id, waste_type, sub_type, weight_kg, recorded_at
    ), delta as (
      select ${clientId}::uuid as client_id, (recorded_at at time zone ${timezone})::date as day, area_id, waste_type,
             sub_type, sum(weight_kg) as weight_kg, count(*)::int as records
      from ins
      group by 2, 3, 4, 5
    ), ${addToTotals('delta')}${event}
    select id, null::bigint as event_id from ins
    ${eventRow}`,
    ),
  );
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
