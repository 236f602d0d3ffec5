// Batched record ingest through the same domain function the API uses (validation included).
// Run: node --import tsx bench/ingest.ts [pglite|postgres] [records]
// Target (PRODUCT.md §7): ≥ 5 000 records/s on a 2-core machine, on PGlite and on PostgreSQL.
import { count, eq } from 'drizzle-orm';
import { RECORD_BATCH_MAX } from '@ecopeso/shared/records';
import { wasteRecords } from '../apps/server/src/db/schema.ts';
import { createRecords } from '../apps/server/src/domain/records/create-records.ts';
import { benchClient, benchRecord, dailyTotalsExact } from './lib/fixtures.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const total = Number(process.argv[3] ?? 50_000);
const database = await openBenchDatabase(kind);
try {
  const { db } = database;
  const { clientId, areaIds, actor } = await benchClient(db);
  const batches = Array.from({ length: Math.ceil(total / RECORD_BATCH_MAX) }, (_, b) =>
    Array.from({ length: Math.min(RECORD_BATCH_MAX, total - b * RECORD_BATCH_MAX) }, (_, i) =>
      benchRecord(areaIds, b * RECORD_BATCH_MAX + i),
    ),
  );
  // Warm-up: one batch not counted.
  await createRecords({ db, actor, clientId, records: [benchRecord(areaIds, 0)] });

  const started = performance.now();
  let inserted = 0;
  for (const records of batches) inserted += (await createRecords({ db, actor, clientId, records })).inserted.length;
  const seconds = (performance.now() - started) / 1000;

  // Every batch again, as a device whose responses were lost would send it: nothing may be added.
  let duplicates = 0;
  for (const records of batches)
    duplicates += (await createRecords({ db, actor, clientId, records })).duplicates.length;
  const [stored] = await db.select({ n: count() }).from(wasteRecords).where(eq(wasteRecords.clientId, clientId));

  const totalsExact = await dailyTotalsExact(db, clientId);
  const rate = Math.round(inserted / seconds);
  console.log(
    JSON.stringify({
      bench: 'ingest',
      db: kind,
      records: total,
      batch: RECORD_BATCH_MAX,
      seconds: +seconds.toFixed(2),
      recordsPerSecond: rate,
      storedAfterRetry: (stored?.n ?? 0) - 1,
      duplicatesOnRetry: duplicates,
      dailyTotalsExact: totalsExact,
    }),
  );
  const ok =
    totalsExact && rate >= 5000 && inserted === total && duplicates === total && (stored?.n ?? 0) - 1 === total;
  console.log(ok ? 'PASS ≥ 5000 records/s, zero lost, zero duplicated' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
