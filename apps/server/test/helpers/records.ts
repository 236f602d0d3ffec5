import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BatchResult, RecordPage } from '@ecopeso/shared/records';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../src/db/client.ts';
import { areas, clients, dailyTotals, monthlyTotals, wasteRecords } from '../../src/db/schema.ts';
import type { TestContext } from './context.ts';
import { localDay } from './time.ts';

/** One weighing as a device sends it (a type alias, so it passes as a plain JSON object). */
export type RecordInput = {
  id: string;
  areaId: string | null;
  wasteType: WasteType;
  subType: SubType | null;
  weightKg: number;
  recordedAt: string;
};

/** A valid record of a type needing no sub-type, weighed a minute ago, unless overridden. */
export function newRecord(overrides: Partial<RecordInput> = {}): RecordInput {
  return {
    id: randomUUID(),
    areaId: null,
    wasteType: 'rejeito',
    subType: null,
    weightKg: 1.5,
    recordedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * A valid record for this client: in its first active area when it has areas (every weighing of such a client names
 * one, decision 028), without an area otherwise.
 */
export function newRecordIn(
  client: { areas: readonly { id: string; active?: boolean }[] },
  overrides: Partial<RecordInput> = {},
): RecordInput {
  const area = client.areas.find((a) => a.active !== false);
  return newRecord({ areaId: area?.id ?? null, ...overrides });
}

export const recordsUrl = (clientId: string) => `/api/v1/clients/${clientId}/records`;

/** POSTs a batch, records given as they are (valid or not). */
export function postRecords(ctx: TestContext, clientId: string, cookie: string | undefined, records: unknown[]) {
  return ctx.post(recordsUrl(clientId), { cookie, payload: { records } });
}

/** POSTs a batch that must be answered 200, and returns the answer. */
export async function postRecordsOk(
  ctx: TestContext,
  clientId: string,
  cookie: string,
  records: unknown[],
): Promise<BatchResult> {
  const res = await postRecords(ctx, clientId, cookie, records);
  if (res.statusCode !== 200) throw new Error(`POST records failed: ${res.statusCode} ${res.body}`);
  return res.json<BatchResult>();
}

/**
 * POSTs records of a client with areas, some without one — as a client holds them when it weighed before it had areas
 * (since then every weighing names one, decision 028): those are posted while the client's active areas are set
 * aside, the others after. Both batches must be answered 200; returns both answers together.
 */
export async function postRecordsWithLegacyOk(
  ctx: TestContext,
  clientId: string,
  cookie: string,
  records: RecordInput[],
): Promise<BatchResult> {
  const legacy = records.filter((r) => r.areaId === null);
  const hidden = await ctx.db
    .update(areas)
    .set({ active: false })
    .where(and(eq(areas.clientId, clientId), eq(areas.active, true)))
    .returning({ id: areas.id });
  let before: BatchResult = { inserted: [], duplicates: [], rejected: [] };
  try {
    if (legacy.length) before = await postRecordsOk(ctx, clientId, cookie, legacy);
  } finally {
    if (hidden.length) {
      await ctx.db
        .update(areas)
        .set({ active: true })
        .where(
          inArray(
            areas.id,
            hidden.map((a) => a.id),
          ),
        );
    }
  }
  const rest = records.filter((r) => r.areaId !== null);
  const after = rest.length ? await postRecordsOk(ctx, clientId, cookie, rest) : before;
  if (!legacy.length) return after;
  if (!rest.length) return before;
  return {
    inserted: [...before.inserted, ...after.inserted],
    duplicates: [...before.duplicates, ...after.duplicates],
    rejected: [...before.rejected, ...after.rejected],
  };
}

/** DELETEs a record, which must be answered 204; with a reason, as gerente and master must give one. */
export async function deleteRecordOk(ctx: TestContext, clientId: string, recordId: string, cookie: string) {
  const res = await ctx.del(`${recordsUrl(clientId)}/${recordId}`, { cookie, payload: { reason: 'test' } });
  if (res.statusCode !== 204) throw new Error(`DELETE record failed: ${res.statusCode} ${res.body}`);
}

/** GETs one page of the client's records, which must be answered 200. */
export async function listPage(ctx: TestContext, clientId: string, cookie: string, query = ''): Promise<RecordPage> {
  const res = await ctx.get(`${recordsUrl(clientId)}${query}`, { cookie });
  if (res.statusCode !== 200) throw new Error(`GET records failed: ${res.statusCode} ${res.body}`);
  return res.json<RecordPage>();
}

/** The waste_records rows with these ids, deleted ones included. */
export function storedRecords(db: Db, ids: string[]) {
  return ids.length ? db.select().from(wasteRecords).where(inArray(wasteRecords.id, ids)) : Promise.resolve([]);
}

/** Every live (not deleted) record of the client. */
export function liveRecords(db: Db, clientId: string) {
  return db
    .select()
    .from(wasteRecords)
    .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt)));
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The daily rollup of a client equals its live records summed per (local day in the client's time zone — computed
 * here with Intl —, area, type, sub-type): weight and count; the monthly rollup likewise per local month. Rows left
 * at zero by deletes count as absent.
 * Returns the per-day sums, for tests to check where a record landed.
 */
export async function expectDailyTotalsExact(db: Db, clientId: string) {
  const [client] = await db.select({ timezone: clients.timezone }).from(clients).where(eq(clients.id, clientId));
  const key = (r: { day: string; areaId: string | null; wasteType: string; subType: string | null }) =>
    `${r.day}|${r.areaId ?? '-'}|${r.wasteType}|${r.subType ?? '-'}`;

  const expected = new Map<string, { weightKg: number; records: number }>();
  for (const r of await liveRecords(db, clientId)) {
    const k = key({ ...r, day: localDay(client!.timezone, r.recordedAt) });
    const sum = expected.get(k) ?? { weightKg: 0, records: 0 };
    expected.set(k, { weightKg: sum.weightKg + r.weightKg, records: sum.records + 1 });
  }

  const rows = await db.select().from(dailyTotals).where(eq(dailyTotals.clientId, clientId));
  const actual = new Map<string, { weightKg: number; records: number }>();
  for (const row of rows) {
    expect(row.records).toBeGreaterThanOrEqual(0);
    if (row.records === 0) {
      expect(row.weightKg).toBe(0);
      continue;
    }
    actual.set(key(row), { weightKg: row.weightKg, records: row.records });
  }

  const sorted = (m: Map<string, { weightKg: number; records: number }>) =>
    [...m.entries()]
      .map(([k, v]) => ({ key: k, weightKg: round3(v.weightKg), records: v.records }))
      .sort((a, b) => a.key.localeCompare(b.key));
  expect(sorted(actual)).toEqual(sorted(expected));

  // The monthly rollup holds the same records by month, row for row.
  const monthKey = (k: string) => `${k.slice(0, 7)}${k.slice(10)}`;
  const expectedMonths = new Map<string, { weightKg: number; records: number }>();
  for (const [k, v] of expected) {
    const sum = expectedMonths.get(monthKey(k)) ?? { weightKg: 0, records: 0 };
    expectedMonths.set(monthKey(k), { weightKg: sum.weightKg + v.weightKg, records: sum.records + v.records });
  }
  const monthRows = await db.select().from(monthlyTotals).where(eq(monthlyTotals.clientId, clientId));
  const actualMonths = new Map<string, { weightKg: number; records: number }>();
  for (const row of monthRows) {
    expect(row.month.slice(8)).toBe('01');
    expect(row.records).toBeGreaterThanOrEqual(0);
    if (row.records === 0) {
      expect(row.weightKg).toBe(0);
      continue;
    }
    actualMonths.set(monthKey(key({ ...row, day: row.month })), { weightKg: row.weightKg, records: row.records });
  }
  expect(sorted(actualMonths)).toEqual(sorted(expectedMonths));

  const perDay = new Map<string, { weightKg: number; records: number }>();
  for (const [k, v] of expected) {
    const day = k.slice(0, 10);
    const sum = perDay.get(day) ?? { weightKg: 0, records: 0 };
    perDay.set(day, { weightKg: round3(sum.weightKg + v.weightKg), records: sum.records + v.records });
  }
  return perDay;
}
