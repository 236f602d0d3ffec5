import type { ClientRow } from '@ecopeso/shared/dashboard';
import { roundTo as round } from '@ecopeso/shared/figures';
import { perGuestRatios, type Served } from '@ecopeso/shared/per-guest';
import { destinationOf, diversionOf } from '@ecopeso/shared/diversion';
import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';
import { avoidedEmissions } from '../impact/avoided-emissions.ts';

type Factors = Parameters<typeof avoidedEmissions>[1];

/** Weight of one type and sub-type with its destination, a client's in a year (or all clients' in a day). */
export interface RoutedDay {
  client_id: string | null;
  year: number;
  waste_type: WasteType;
  sub_type: SubType | null;
  kg: string | number;
  destination: Destination | null;
  /** Weight × price per kg of the contract in force, where one has a price. */
  cost: string | number | null;
  priced_kg: string | number;
}

/**
 * The comparison table of a multi-client dashboard: each client's weight, weight per day over the `days` of the
 * period that have started, landfill diversion against its own goal and CO2e avoided, from the same rows as the
 * summed figures (so the table adds up to the cards). Per guest-night, per guest and per meal where activity is
 * known; the estimated cost where a contract gives a price.
 */
export function clientRows({
  clients,
  rows,
  factors,
  days,
  activity = new Map(),
}: {
  clients: { id: string; name: string; goal: number }[];
  rows: RoutedDay[];
  factors: Factors;
  days: number;
  /** Per client: the activity of the months whose activity is known, and the weight of those months. */
  activity?: ReadonlyMap<string, Served>;
}): ClientRow[] {
  const byClient = new Map<string, RoutedDay[]>();
  for (const row of rows) {
    const list = byClient.get(row.client_id ?? '') ?? [];
    list.push(row);
    byClient.set(row.client_id ?? '', list);
  }
  return clients.map((client) => {
    const own = byClient.get(client.id) ?? [];
    const routed = own.map((r) => ({
      year: Number(r.year),
      wasteType: r.waste_type,
      subType: r.sub_type,
      destination: destinationOf(r.waste_type, r.destination),
      kg: Number(r.kg),
    }));
    const { totalKg, pct: diversionPct } = diversionOf(routed);
    const served = activity.get(client.id);
    const pricedKg = own.reduce((s, r) => s + Number(r.priced_kg), 0);
    return {
      clientId: client.id,
      name: client.name,
      totalKg: round(totalKg, 3),
      kgPerDay: days > 0 ? round(totalKg / days, 1) : null,
      diversionPct,
      goalPct: client.goal,
      co2eAvoidedKg: avoidedEmissions(routed, factors).avoidedKg,
      costBrl:
        pricedKg > 0
          ? round(
              own.reduce((s, r) => s + Number(r.cost ?? 0), 0),
              2,
            )
          : null,
      ...perGuestRatios(served),
    };
  });
}
