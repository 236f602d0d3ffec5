// Drafting an MTR ("Nova coleta" then saving the draft) from a year of one client's weighings, on a database
// holding 10 such clients.
// Run: node --import tsx bench/mtr-draft.ts [pglite|postgres] [runs] [records per client]
// Target (issue 11): < 300 ms.
import { sql } from 'drizzle-orm';
import { carriers, contracts, mtrSettings, receivers } from '../apps/server/src/db/schema.ts';
import { proposeMtrDraft } from '../apps/server/src/domain/mtr/propose-draft.ts';
import { createMtrDraft } from '../apps/server/src/domain/mtr/save-draft.ts';
import { populateYear, timeRuns } from './lib/dashboard-data.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 30);
const perClient = Number(process.argv[4] ?? 100_000);
const CLIENTS = 10;
// The day after the bench year: the window is the whole of 2025.
const NOW = new Date('2026-01-01T12:00:00Z');

const database = await openBenchDatabase(kind);
try {
  const { db } = database;
  const started = performance.now();
  const [clientId] = await populateYear(db, CLIENTS, perClient);
  const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
  const [carrier] = await db.insert(carriers).values({ name: 'Bench carrier', cnpj: '11222333000181' }).returning();
  const [receiver] = await db
    .insert(receivers)
    .values({ name: 'Bench receiver', cnpj: '11444777000161', treatments: ['composting'] })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      clientId: clientId!,
      carrierId: carrier!.id,
      receiverId: receiver!.id,
      wasteType: 'organico',
      destination: 'composting',
      validFrom: '2025-01-01',
    })
    .returning();
  await db.insert(mtrSettings).values({
    clientId: clientId!,
    system: 'SINIR',
    environment: 'simulator',
    generatorUnitCode: '1234',
    responsibleName: 'Bench',
  });
  // The master who drafts it: any user of the bench (populateYear made one per client).
  const users = (await db.execute(sql`select id from "user" limit 1`)) as unknown as { rows: { id: string }[] };
  const actor = {
    id: users.rows[0]!.id,
    email: 'bench@example.com',
    name: 'Bench',
    role: 'master' as const,
    allowedClientIds: [],
  };

  const [{ n }] = (
    (await db.execute(
      sql`select count(*)::int as n from waste_records where client_id = ${clientId!}::uuid and waste_type = 'organico'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows as [{ n: number }];

  const proposal = await timeRuns(() => proposeMtrDraft(db, clientId!, contract!.id, NOW), runs);
  const draft = await timeRuns(async () => {
    const p = await proposeMtrDraft(db, clientId!, contract!.id, NOW);
    await createMtrDraft({
      db,
      actor,
      clientId: clientId!,
      input: {
        contractId: contract!.id,
        shipmentDate: '2026-01-01',
        driverName: '',
        vehiclePlate: '',
        notes: '',
        items: p.items.map((i) => ({
          ibamaCode: i.ibamaCode,
          quantityKg: i.quantityKg,
          weighedKg: i.weighedKg,
          count: null,
        })),
        weighedFrom: p.weighedFrom,
        weighedUntil: p.weighedUntil,
      },
    });
  }, runs);
  const result = {
    bench: 'mtr-draft',
    db: kind,
    runs,
    recordsInDatabase: perClient * CLIENTS,
    contractRecords: n,
    loadSeconds,
    proposal,
    proposalAndDraft: draft,
  };
  console.log(JSON.stringify(result, null, 1));
  const ok = draft.p50 < 300;
  console.log(ok ? 'PASS drafting an MTR from a year of weighings: p50 < 300 ms' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
