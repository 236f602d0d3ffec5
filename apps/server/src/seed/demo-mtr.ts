import { and, eq, inArray, sql } from 'drizzle-orm';
import { MTR_LOOKUP_KINDS } from '@ecopeso/shared/mtr';
import type { Db } from '../db/client.ts';
import {
  carriers,
  clients,
  contracts,
  mtrItems,
  mtrLookupItems,
  mtrLookupLinks,
  mtrLookupSyncs,
  mtrs,
  mtrSettings,
  receivers,
} from '../db/schema.ts';
import { getMtrMapping } from '../domain/mtr/mapping.ts';
import { proposeMtrDraft } from '../domain/mtr/propose-draft.ts';
import { simulatorPdf } from '../domain/mtr/state-systems/simulator/simulator.ts';
import { credentialsHint, sealCredentials } from '../domain/mtr/credentials-crypto.ts';
import type { MtrCredentials } from '../domain/mtr/state-systems/adapter.ts';
import { LIST_ROUTES } from '../domain/mtr/state-systems/apiws-adapter.ts';
import { classesForWaste, packagingForState, SIMULATOR_LISTS } from '../domain/mtr/state-systems/simulator/lists.ts';
import { DEMO_CARRIER, DEMO_CLIENTS, DEMO_RECEIVERS } from './demo-plan.ts';

/** Accepted by the simulator (a SINIR integration token there starts with SIM-; its password is 'simulador'). */
export const DEMO_MTR_CREDENTIALS: Record<'resort' | 'city' | 'restaurant', MtrCredentials> = {
  resort: { kind: 'integration-token', integrationToken: 'SIM-DEMO-MARE-ALTA-451238' },
  city: { kind: 'cpf-password', cpf: '52998224725', password: 'simulador' },
  restaurant: { kind: 'cpf-password', cpf: '52998224725', password: 'simulador' },
};

/** The systems the demo's clients issue through, all in the simulator: their lookup lists are stored as synced. */
const DEMO_SYSTEMS = ['SINIR', 'SIGOR', 'INEA'] as const;

/**
 * Connects the demo to the MTR simulator, clearly labelled: the beach resort (PE) issues through SINIR (CPRH's
 * issue route is not known, so its settings page says PE's own system is another), the São Paulo hotel through
 * SIGOR and the Rio de Janeiro restaurant through INEA, the second family — all in the 'simulator' environment with
 * credentials the simulator accepts (sealed like real ones). Providers get unit codes in the three systems, and the simulator's lookup lists are stored as a first sync, so a newcomer can open MTR management,
 * press "Nova coleta" and issue at once; the resort's organics already have a few weeks of closed MTRs. Only on a
 * database whose demo clients have no MTR settings yet.
 */
export async function seedDemoMtr(
  db: Db,
  { credentialsKey, now = new Date() }: { credentialsKey: Buffer; now?: Date },
) {
  const names = DEMO_CLIENTS.map((c) => c.name);
  const found = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.name, names));
  const idOf = (key: 'resort' | 'city' | 'restaurant') =>
    found.find((c) => c.name === DEMO_CLIENTS.find((p) => p.key === key)!.name)?.id;
  const resort = idOf('resort');
  const city = idOf('city');
  const restaurant = idOf('restaurant');
  if (!resort || !city || !restaurant) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mtrSettings)
    .where(inArray(mtrSettings.clientId, [resort, city, restaurant]));
  if ((existing?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    await tx
      .update(carriers)
      .set({ unitCodes: { SINIR: '100234', SIGOR: '100234', INEA: '100234' } })
      .where(eq(carriers.name, DEMO_CARRIER.name));
    for (const [i, r] of DEMO_RECEIVERS.entries()) {
      const code = String(200_101 + i);
      await tx
        .update(receivers)
        .set({ unitCodes: { SINIR: code, SIGOR: code, INEA: code } })
        .where(eq(receivers.name, r.name));
    }
    const settings = [
      { clientId: resort, system: 'SINIR', generatorUnitCode: '451238', credentials: DEMO_MTR_CREDENTIALS.resort },
      { clientId: city, system: 'SIGOR', generatorUnitCode: '451239', credentials: DEMO_MTR_CREDENTIALS.city },
      {
        clientId: restaurant,
        system: 'INEA',
        generatorUnitCode: '451240',
        credentials: DEMO_MTR_CREDENTIALS.restaurant,
      },
    ];
    for (const s of settings) {
      await tx.insert(mtrSettings).values({
        clientId: s.clientId,
        system: s.system,
        environment: 'simulator',
        generatorUnitCode: s.generatorUnitCode,
        responsibleName: 'Marina Master (demo)',
        responsibleRole: 'Gestora ambiental',
        credentialsKind: s.credentials.kind,
        credentialsSealed: sealCredentials(credentialsKey, s.clientId, s.credentials),
        credentialsHint: credentialsHint(s.credentials),
      });
    }
    // The simulator's lists, as a sync would have stored them (the simulator serves exactly these).
    for (const system of DEMO_SYSTEMS) {
      for (const kind of MTR_LOOKUP_KINDS) {
        const route = LIST_ROUTES[kind];
        const rows = SIMULATOR_LISTS[system][route.path] ?? [];
        await tx
          .insert(mtrLookupItems)
          .values(
            rows.map((row) => ({
              system,
              environment: 'simulator',
              kind,
              code: String(row[route.code]),
              description: String(row[route.description]),
              abbreviation: route.abbreviation ? String(row[route.abbreviation] ?? '') || null : null,
            })),
          )
          .onConflictDoNothing();
        await tx
          .insert(mtrLookupSyncs)
          .values({ system, environment: 'simulator', kind, count: rows.length, syncedAt: now })
          .onConflictDoNothing();
      }
      // And its dependent lists: classes per IBAMA code, packaging per physical state.
      const links = [
        ...(SIMULATOR_LISTS[system].retornaListaResiduo ?? []).flatMap((w) =>
          (classesForWaste(system, String(w.resCodigoIbama)) ?? []).map((c) => ({
            kind: 'class-by-waste',
            key: String(w.resCodigoIbama),
            code: String(c.claCodigo),
          })),
        ),
        ...(SIMULATOR_LISTS[system].retornaListaEstadoFisico ?? []).flatMap((st) =>
          (packagingForState(system, String(st.tieCodigo)) ?? []).map((p) => ({
            kind: 'packaging-by-state',
            key: String(st.tieCodigo),
            code: String(p.tiaCodigo),
          })),
        ),
      ];
      await tx
        .insert(mtrLookupLinks)
        .values(links.map((l) => ({ system, environment: 'simulator', ...l })))
        .onConflictDoNothing();
    }
  });
  await seedResortHistory(db, resort, now);
  return true;
}

/** Weeks of closed MTRs (CDF issued) the resort's organics contract already has, the last one ending a week ago. */
const HISTORY_WEEKS = 6;

/**
 * A short history, so "Nova coleta" proposes the kilos of the last week rather than of the whole demo period, and
 * weighed versus declared has months to show: one MTR a week for the resort's organics, quantities within a few
 * percent of the weighed kilos, each closed with a CDF and its PDFs kept
 * (labelled as simulator documents). Their numbers never collide with the simulator's.
 */
async function seedResortHistory(db: Db, clientId: string, now: Date) {
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.clientId, clientId), eq(contracts.wasteType, 'organico')));
  if (!contract) return;
  const mapping = await getMtrMapping(db, clientId);
  // Local midnight in Recife (UTC−3 all year).
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  if (today > now) today.setUTCDate(today.getUTCDate() - 1);
  for (let week = HISTORY_WEEKS; week >= 1; week--) {
    const until = new Date(today.getTime() - week * 7 * 86_400_000);
    const proposal = await proposeMtrDraft(
      db,
      clientId,
      contract.id,
      until,
      new Date(until.getTime() - 7 * 86_400_000),
    );
    if (!proposal.items.length) continue;
    const n = HISTORY_WEEKS - week + 1;
    const number = `25990000${String(n).padStart(4, '0')}`;
    const cdfNumber = String(900 + n);
    // The truck's scale differs from the kitchen's by a few percent.
    const factor = 1 + ((n % 3) - 1) * 0.02;
    const shipment = until.toISOString().slice(0, 10);
    const mtrPdf = await simulatorPdf([`MTR Nº ${number}`, 'Sistema: SINIR', 'Histórico de demonstração']);
    const cdfPdf = await simulatorPdf([`CDF Nº ${cdfNumber}`, 'Sistema: SINIR', `MTR ${number}`]);
    const [row] = await db
      .insert(mtrs)
      .values({
        clientId,
        contractId: contract.id,
        system: 'SINIR',
        environment: 'simulator',
        status: 'cdf_issued',
        number,
        cdfNumber,
        shipmentDate: shipment,
        driverName: 'Carlos Souza',
        vehiclePlate: 'PEX2E45',
        notes: 'Histórico de demonstração (simulador)',
        responsibleName: 'Marina Master (demo)',
        weighedFrom: proposal.weighedFrom ? new Date(proposal.weighedFrom) : null,
        weighedUntil: until,
        issuedAt: until,
        receivedAt: new Date(until.getTime() + 86_400_000),
        cdfIssuedAt: new Date(until.getTime() + 3 * 86_400_000),
        statusCheckedAt: new Date(until.getTime() + 3 * 86_400_000),
        pdf: mtrPdf,
        cdfPdf,
      })
      .returning({ id: mtrs.id });
    await db.insert(mtrItems).values(
      proposal.items.map((item, position) => {
        const line = mapping.find((m) => m.ibamaCode === item.ibamaCode)!;
        const quantityKg = Math.round(item.weighedKg * factor * 10) / 10;
        return {
          clientId,
          mtrId: row!.id,
          position,
          ibamaCode: item.ibamaCode,
          ibamaDescription: item.ibamaDescription,
          nbrClass: item.nbrClass,
          classCode: line.classCode,
          physicalStateCode: line.physicalStateCode,
          packagingCode: line.packagingCode,
          unitCode: line.unitCode,
          treatmentCode: line.treatmentCode,
          quantityKg,
          weighedKg: item.weighedKg,
          receivedKg: quantityKg,
        };
      }),
    );
  }
}
