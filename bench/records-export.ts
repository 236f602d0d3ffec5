// A client-year of records read as a CSV (the dashboard's "Exportar CSV" over a year, the master's export): rows the
// database reads against rows returned, CPU of this process (the server's side, in-process here) and wall time.
// Run: node --import tsx bench/records-export.ts [pglite|postgres] [records]
// Target (issue 25): linear — rows read ≈ rows returned — and ≤ 1.5 s CPU on PostgreSQL, ≤ 3 s on PGlite, for 100 000.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { wasteRecords } from '../apps/server/src/db/schema.ts';
import { recordCsvRows } from '../apps/server/src/domain/records/records-csv.ts';
import { wordsFor } from '../apps/server/src/i18n/translator.ts';
import { twoClientsWithRecords } from './lib/fixtures.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const count = Number(process.argv[3] ?? 100_000);

/** Tuples the database has read from waste_records so far (heap and index fetches), where the statistics show it. */
async function rowsRead(db: Db): Promise<number | null> {
  if (kind === 'pglite') return null;
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const { rows } = (await db.execute(
    sql`select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as n from pg_stat_user_tables where relname = 'waste_records'`,
  )) as unknown as { rows: { n: string }[] };
  return Number(rows[0]?.n ?? 0);
}

const database = await openBenchDatabase(kind);
try {
  const db = database.db;
  const clientId = await twoClientsWithRecords(db, count, sql`interval '365 days' / ${count}`);
  const words = wordsFor('pt');
  const year = sql`${wasteRecords.recordedAt} >= now() - interval '366 days'`;

  if (process.env.BENCH_EXPLAIN) {
    // The plan of one page in the middle of the year, the way recordCsvRows asks for it.
    const { rows: mid } = (await db.execute(
      sql`select recorded_at, id from waste_records where client_id = ${clientId} order by recorded_at, id offset ${Math.floor(count / 2)} limit 1`,
    )) as unknown as { rows: { recorded_at: Date | string; id: string }[] };
    const at = new Date(mid[0]!.recorded_at).toISOString();
    const { rows: plan } = (await db.execute(sql`explain (analyze, buffers, costs off)
      select r.id, to_char(r.recorded_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD'), a.name, u.name
      from waste_records r
      left join areas a on a.client_id = r.client_id and a.id = r.area_id
      left join "user" u on u.id = r.created_by
      where r.client_id = ${clientId} and r.deleted_at is null and r.recorded_at >= now() - interval '366 days'
        and (r.recorded_at, r.id) > (${at}::timestamptz, ${mid[0]!.id}::uuid)
      order by r.recorded_at asc nulls first, r.id asc nulls first limit 2000`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
  }

  const runs: { ms: number; cpuMs: number; rows: number; read: number | null }[] = [];
  for (let run = 0; run < 3; run++) {
    // PostgreSQL's statistics reach pg_stat_user_tables with a delay: wait for the previous run's to land.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const readBefore = await rowsRead(db);
    const cpu = process.cpuUsage();
    const started = performance.now();
    let rows = 0;
    for await (const _row of recordCsvRows({
      db,
      clientId,
      timezone: 'America/Sao_Paulo',
      lang: 'pt',
      words,
      where: year,
    }))
      rows++;
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const readAfter = await rowsRead(db);
    runs.push({
      ms,
      cpuMs: (used.user + used.system) / 1000,
      rows,
      read: readBefore === null || readAfter === null ? null : readAfter - readBefore,
    });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const read = runs.map((r) => r.read).filter((r): r is number => r !== null);
  console.log(
    JSON.stringify({
      kind,
      records: count,
      rowsReturned: runs[0]!.rows,
      rowsReadMedian: read.length ? median(read) : 'n/a (PGlite keeps no statistics)',
      wallMsMedian: Math.round(median(runs.map((r) => r.ms))),
      processCpuMsMedian: Math.round(median(runs.map((r) => r.cpuMs))),
    }),
  );
} finally {
  await database.close();
}
