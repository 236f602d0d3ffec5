import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { roundToGram } from '@ecopeso/shared/figures';
import type { Uf } from '@ecopeso/shared/admin-clients';
import type { CircularEconomy, CircularQuery } from '@ecopeso/shared/circular';
import { destinationOf, diversionOf } from '@ecopeso/shared/diversion';
import { destinationGroup, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import { dayInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clients, contracts, emissionFactors, receivers } from '../../db/schema.ts';
import { readClient } from '../clients/read-client.ts';
import { contractDestinationJoin } from '../dashboard/contract-destination.ts';
import { avoidedEmissions, type RoutedWeight } from '../impact/avoided-emissions.ts';
import { getOpportunities, streamKey } from './get-opportunities.ts';

interface Row {
  area_id: string | null;
  area_name: string | null;
  waste_type: WasteType;
  sub_type: SubType | null;
  destination: Destination | null;
  year: number;
  kg: string;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * A client's circular-economy view of a period (local days, both included), from the daily totals and the
 * contract in force each day: flows area → type → destination, recovery and CO2e avoided per stream, and the
 * opportunities the active receivers offer. Same destinations and factors as the dashboard.
 */
export async function getCircularEconomy({
  db,
  clientId,
  query,
}: {
  db: Db;
  clientId: string;
  query: CircularQuery;
}): Promise<CircularEconomy> {
  const client = await readClient(db, clientId, { id: clients.id, state: clients.state, timezone: clients.timezone });
  // "Today" in the client's zone: the contracts in force now say where each stream goes today.
  const today = dayInZone(client.timezone);
  const lastYear = Number(query.to.slice(0, 4));

  const [result, factors, receiverRows, inForce] = await Promise.all([
    db.execute(sql`select d.area_id, a.name area_name, d.waste_type, d.sub_type, c.destination,
        extract(year from d.day)::int as year, sum(d.kg) kg
      from (select day, area_id, waste_type, sub_type, sum(weight_kg) kg from daily_totals
            where client_id = ${clientId}::uuid and day >= ${query.from}::date and day <= ${query.to}::date
              and records > 0
            group by 1, 2, 3, 4) d
      ${contractDestinationJoin(clientId, 'd')}
      left join areas a on a.id = d.area_id
      group by 1, 2, 3, 4, 5, 6`),
    db.select().from(emissionFactors),
    db
      .select({ name: receivers.name, state: receivers.state, treatments: receivers.treatments })
      .from(receivers)
      .where(eq(receivers.active, true)),
    db
      .select({
        wasteType: contracts.wasteType,
        subType: contracts.subType,
        destination: contracts.destination,
        validFrom: contracts.validFrom,
      })
      .from(contracts)
      .where(
        and(
          eq(contracts.clientId, clientId),
          lte(contracts.validFrom, today),
          or(isNull(contracts.validTo), gte(contracts.validTo, today)),
        ),
      ),
  ]);
  const rows = (result as unknown as { rows: Row[] }).rows;

  const routed: (RoutedWeight & { estimated: boolean; areaId: string | null; areaName: string | null })[] = rows.map(
    (r) => ({
      year: num(r.year),
      wasteType: r.waste_type,
      subType: r.sub_type,
      destination: destinationOf(r.waste_type, r.destination),
      kg: num(r.kg),
      estimated: r.destination === null,
      areaId: r.area_id,
      areaName: r.area_name,
    }),
  );

  const flows = new Map<string, CircularEconomy['flows'][number]>();
  for (const w of routed) {
    const key = `${w.areaId ?? ''}|${streamKey(w)}|${w.destination}`;
    const flow = flows.get(key) ?? {
      areaId: w.areaId,
      areaName: w.areaName,
      wasteType: w.wasteType,
      subType: w.subType,
      destination: w.destination,
      kg: 0,
      estimatedKg: 0,
    };
    flow.kg += w.kg;
    if (w.estimated) flow.estimatedKg += w.kg;
    flows.set(key, flow);
  }

  const byStream = new Map<string, typeof routed>();
  for (const w of routed) byStream.set(streamKey(w), [...(byStream.get(streamKey(w)) ?? []), w]);
  const streams = [...byStream.values()].map((weights) => {
    const recovered = weights.filter((w) => destinationGroup(w.destination) === 'recovery');
    const recoveredKg = recovered.reduce((s, w) => s + w.kg, 0);
    const impact = avoidedEmissions(recovered, factors);
    return {
      wasteType: weights[0]!.wasteType,
      subType: weights[0]!.subType,
      kg: roundToGram(weights.reduce((s, w) => s + w.kg, 0)),
      recoveredKg: roundToGram(recoveredKg),
      co2eAvoidedKg: recoveredKg > 0 && impact.uncoveredKg >= roundToGram(recoveredKg) ? null : impact.avoidedKg,
    };
  });

  // The contract in force today for each stream weighed: the sub-type's own first, then the latest begun (the rule
  // of contract-destination.ts, for one day).
  const current = new Map<string, Destination>();
  for (const w of routed) {
    const key = streamKey(w);
    if (current.has(key)) continue;
    const applies = inForce
      .filter((c) => c.wasteType === w.wasteType && (c.subType === null || c.subType === w.subType))
      .sort(
        (a, b) => Number(a.subType === null) - Number(b.subType === null) || b.validFrom.localeCompare(a.validFrom),
      );
    if (applies[0]) current.set(key, applies[0].destination as Destination);
  }
  const { opportunities, withoutAlternative, withoutContract } = getOpportunities({
    streams: routed,
    current,
    receivers: receiverRows.map((r) => ({
      name: r.name,
      state: (r.state as Uf | null) ?? null,
      treatments: r.treatments as Destination[],
    })),
    clientState: (client.state as Uf | null) ?? null,
    factors,
    year: lastYear,
  });

  const diversion = diversionOf(routed);
  return {
    from: query.from,
    to: query.to,
    totalKg: roundToGram(diversion.totalKg),
    recoveryKg: roundToGram(diversion.recoveryKg),
    diversionPct: diversion.pct,
    flows: [...flows.values()]
      .map((f) => ({ ...f, kg: roundToGram(f.kg), estimatedKg: roundToGram(f.estimatedKg) }))
      .sort((a, b) => b.kg - a.kg),
    streams: streams.sort((a, b) => b.kg - a.kg),
    co2e: avoidedEmissions(routed, factors),
    opportunities,
    withoutAlternative,
    withoutContract,
  };
}
