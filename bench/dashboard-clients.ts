// Dashboard answer time for 50 clients at once (the multi-client dashboard, "all my clients"), one year, 1 M
// records in the database (20 000 per client), beside the one-client answer in the same database; then again once
// every client has two priced contracts per type, changing on 15 July (each day's contract counts).
// Run: node --import tsx bench/dashboard-clients.ts [pglite|postgres] [runs]
// Target (PRODUCT.md §7): 50 clients at once p50 < 100 ms.
import { getClientsDashboard } from '../apps/server/src/domain/dashboard/get-dashboard.ts';
import { giveContracts, populateYear } from './lib/dashboard-data.ts';
import { benchKind, databaseTimer, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 30);
const CLIENTS = 50;
const PER_CLIENT = 20_000;

const database = await openBenchDatabase(kind);
try {
  const started = performance.now();
  const ids = await populateYear(database.db, CLIENTS, PER_CLIENT);
  const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
  const query = { years: [2025], months: [], areas: [], preset: 'lastYear' as const };
  const now = new Date('2026-03-15T12:00:00Z');
  const timed = await databaseTimer(database.db, kind, runs);
  const all = await timed(() => getClientsDashboard({ db: database.db, clientIds: ids, query, now }));
  const one = await timed(() => getClientsDashboard({ db: database.db, clientIds: [ids[0]!], query, now }));
  await giveContracts(database.db, ids);
  const withContracts = await timed(() => getClientsDashboard({ db: database.db, clientIds: ids, query, now }));
  const result = {
    bench: 'dashboard-clients',
    db: kind,
    runs,
    records: CLIENTS * PER_CLIENT,
    loadSeconds,
    fiftyClients: all,
    oneClient: one,
    fiftyClientsWithContracts: withContracts,
  };
  console.log(JSON.stringify(result, null, 1));
  const ok = all.p50 < 100 && withContracts.p50 < 100;
  console.log(ok ? 'PASS 50 clients p50 < 100 ms at 1 M records' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
