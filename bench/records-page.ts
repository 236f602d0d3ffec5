// Records list page cost at 2 000 and at 200 000 records of one client: the shipped keyset (row comparison on the
// index) beside the former OR condition, at random depths of the history.
// Run: node --import tsx bench/records-page.ts [pglite|postgres] [pages]
// Target (PRODUCT.md §7): a page costs the same at 200 000 records of a client as at 2 000.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { RECORDS_PAGE_DEFAULT } from '@ecopeso/shared/records';
import type { Db } from '../apps/server/src/db/client.ts';
import { areas, user, wasteRecords } from '../apps/server/src/db/schema.ts';
import { listRecords } from '../apps/server/src/domain/records/list-records.ts';
import type { RecordPosition } from '../apps/server/src/domain/records/keyset.ts';
import { twoClientsWithRecords } from './lib/fixtures.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const pages = Number(process.argv[3] ?? 200);
const LIMIT = RECORDS_PAGE_DEFAULT;

/** Cursors at random depths of the client's history (the first page included), found before timing. */
async function randomCursors(db: Db, clientId: string, count: number, total: number) {
  const cursors: (string | undefined)[] = [undefined];
  for (let i = 1; i < count; i++) {
    const offset = Math.floor(Math.random() * (total - LIMIT));
    const [row] = await db
      .select({ recordedAt: wasteRecords.recordedAt, id: wasteRecords.id })
      .from(wasteRecords)
      .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt)))
      .orderBy(desc(wasteRecords.recordedAt), desc(wasteRecords.id))
      .offset(offset)
      .limit(1);
    cursors.push(Buffer.from(`${row!.recordedAt.toISOString()}|${row!.id}`).toString('base64url'));
  }
  return cursors;
}

/** The list query as it was before: `recorded_at < X or (recorded_at = X and id < Y)`, plain `desc` order. */
function formerPage(db: Db, clientId: string, cursor: string | undefined) {
  const [at, id] = cursor ? Buffer.from(cursor, 'base64url').toString('utf8').split('|') : [];
  const after: RecordPosition | null = cursor ? { recordedAt: new Date(at!), id: id! } : null;
  const past = after
    ? or(
        lt(wasteRecords.recordedAt, after.recordedAt),
        and(eq(wasteRecords.recordedAt, after.recordedAt), lt(wasteRecords.id, sql`${after.id}::uuid`)),
      )
    : undefined;
  return db
    .select({ id: wasteRecords.id, areaName: areas.name, weightKg: wasteRecords.weightKg, by: user.name })
    .from(wasteRecords)
    .leftJoin(areas, eq(areas.id, wasteRecords.areaId))
    .leftJoin(user, eq(user.id, wasteRecords.createdBy))
    .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), past))
    .orderBy(desc(wasteRecords.recordedAt), desc(wasteRecords.id))
    .limit(LIMIT + 1);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(cursors: (string | undefined)[], fn: (cursor: string | undefined) => Promise<unknown>) {
  for (const cursor of cursors) await fn(cursor); // warm: caches, and the JIT of the embedded database
  const samples: number[] = [];
  for (const cursor of cursors) {
    const t = performance.now();
    await fn(cursor);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: +percentile(samples, 50).toFixed(2), p95: +percentile(samples, 95).toFixed(2) };
}

const results: { db: string; records: number; page: { p50: number; p95: number }; former: unknown }[] = [];
for (const count of [2_000, 200_000]) {
  const database = await openBenchDatabase(kind);
  try {
    const { db } = database;
    const clientId = await twoClientsWithRecords(db, count, sql`interval '10 minutes'`);
    const cursors = await randomCursors(db, clientId, pages, count);
    const page = await time(cursors, (cursor) => listRecords({ db, clientId, limit: LIMIT, cursor }));
    const former = await time(cursors.slice(0, Math.min(pages, 60)), (cursor) => formerPage(db, clientId, cursor));
    results.push({ db: kind, records: count, page, former });
  } finally {
    await database.close();
  }
}
console.log(JSON.stringify({ bench: 'records-page', pageSize: LIMIT, pages, results }, null, 1));
const [small, large] = results;
// "The same cost": within 1.5× of the small history's p95, or a millisecond (timer noise at sub-ms pages).
const ok = large!.page.p95 <= Math.max(1.5 * small!.page.p95, small!.page.p95 + 1);
console.log(ok ? 'PASS a page costs the same at 200 000 records as at 2 000' : 'FAIL');
process.exitCode = ok ? 0 : 1;
