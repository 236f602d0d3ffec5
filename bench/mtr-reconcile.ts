// Reconciling an MTR issue whose answer was lost, in SINIR (which cannot be asked by our reference): the
// generator's unit already holds 500 MTRs in the days listed; the lost one is among them. Each run signs in (token
// cached), lists the window page by page over real HTTP to the simulator and matches the listing — what
// `reconcileIssue` asks the system before settling the MTR.
// Run: node --import tsx bench/mtr-reconcile.ts [runs] [mtrs in the window]
// Target (PRODUCT.md §7): < 2 s.
import type { AddressInfo } from 'node:net';
import type { ManifestToIssue, MtrConnection } from '../apps/server/src/domain/mtr/state-systems/adapter.ts';
import { MtrSystemError } from '../apps/server/src/domain/mtr/state-systems/adapter.ts';
import { createApiwsAdapter } from '../apps/server/src/domain/mtr/state-systems/apiws-adapter.ts';
import { buildSimulator } from '../apps/server/src/domain/mtr/state-systems/simulator/simulator.ts';
import { listingWindows, matchListing } from '../apps/server/src/domain/mtr/match-listing.ts';
import { timeRuns } from './lib/dashboard-data.ts';

const runs = Number(process.argv[2] ?? 20);
const count = Number(process.argv[3] ?? 500);
const SHIPMENT = '2026-11-20';

const sim = buildSimulator();
await sim.app.listen({ host: '127.0.0.1', port: 0 });
try {
  const base = `http://127.0.0.1:${(sim.app.server.address() as AddressInfo).port}`;
  const connection: MtrConnection = {
    system: 'SINIR',
    environment: 'simulator',
    baseUrl: `${base}/SINIR/apiws/rest`,
    generatorUnitCode: '451238',
    generatorCnpj: '11222333000181',
    credentials: { kind: 'integration-token', integrationToken: 'SIM-BENCH-451238' },
  };
  const adapter = createApiwsAdapter(connection, { timeoutMs: 30_000 });
  // Codes as the system's own lists give them.
  const code = async (kind: Parameters<typeof adapter.lookupList>[0], pattern: RegExp) =>
    (await adapter.lookupList(kind)).find((i) => pattern.test(i.description) || pattern.test(i.abbreviation ?? ''))!
      .code;
  const codes = {
    unitCode: await code('units', /^KG$/),
    treatmentCode: await code('treatments', /Compostagem/),
    classCode: await code('classes', /II A/),
    physicalStateCode: await code('physicalStates', /Sólido/),
    packagingCode: await code('packaging', /Bombona/),
  };
  const manifest = (seuCodigo: string, day: string, kg: number): ManifestToIssue => ({
    seuCodigo,
    responsibleName: 'Bench',
    shipmentDate: day,
    driverName: 'Motorista',
    vehiclePlate: 'ABC1D23',
    notes: '',
    carrier: { cnpj: '22333444000181', unitCode: '120045' },
    receiver: { cnpj: '33444555000181', unitCode: '130077' },
    items: [{ ibamaCode: '200108', quantity: kg, ...codes }],
  });
  const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
  for (let n = 0; n < count - 1; n++) {
    const r = await adapter.issue(manifest(`OTHER-${n}`, days[n % 3]!, 100 + n));
    if (!r.ok) throw new Error(r.message);
  }
  // The lost one: made by the system, its answer never read.
  const lost = manifest('EPBENCH000001-1', SHIPMENT, 812.5);
  await fetch(`${base}/_sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'salvarManifestoLote', drop: true, seuCodigo: lost.seuCodigo }),
  });
  await adapter.issue(lost).then(
    () => {
      throw new Error('the answer should have been lost');
    },
    (err: unknown) => {
      if (!(err instanceof MtrSystemError)) throw err;
    },
  );
  const expected = sim.manifests('SINIR').find((m) => m.seuCodigo === lost.seuCodigo)!.number;

  let listed = 0;
  let found: string | null = null;
  const reconcile = async () => {
    const listing = [];
    for (const w of listingWindows(SHIPMENT, SHIPMENT)) listing.push(...(await adapter.listManifests(w.from, w.to)));
    listed = listing.length;
    const match = matchListing(
      {
        references: [lost.seuCodigo],
        shipmentDate: SHIPMENT,
        carrierCnpj: lost.carrier.cnpj,
        receiverCnpj: lost.receiver.cnpj,
        items: lost.items.map((i) => ({ ibamaCode: i.ibamaCode, quantity: i.quantity })),
      },
      listing,
      new Set(),
    );
    found = match.kind === 'found' ? match.number : null;
  };
  const timing = await timeRuns(reconcile, runs);
  const result = { bench: 'mtr-reconcile', runs, listed, found, expected, ...timing };
  console.log(JSON.stringify(result, null, 1));
  const ok = found === expected && listed === count && timing.p95 < 2_000;
  console.log(ok ? `PASS reconciling a lost issue over a listing of ${count} MTRs: p95 < 2 s` : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await sim.app.close();
}
