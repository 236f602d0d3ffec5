import type { Uf } from '@ecopeso/shared/admin-clients';
import { roundToGram } from '@ecopeso/shared/figures';
import type { Opportunity } from '@ecopeso/shared/circular';
import { diversionOf, diversionPct } from '@ecopeso/shared/diversion';
import { reachOf, type Reach } from '@ecopeso/shared/reach';
import { destinationGroup, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import { findFactor, type Factor } from '../impact/avoided-emissions.ts';

/**
 * The Recovery destinations that can take each stream, in the order of the waste hierarchy (a tie in CO2e goes to
 * the first). Residual waste (rejeito) can only be recovered as energy or fuel; sorting it would not divert it.
 */
export function suitableDestinations(wasteType: WasteType, subType: SubType | null): readonly Destination[] {
  if (wasteType === 'organico')
    return subType === 'cooking_oil' ? ['recovery', 'recycling'] : ['composting', 'biomethanization'];
  if (wasteType === 'compostavel') return ['composting', 'biomethanization'];
  if (wasteType === 'reciclavel') return ['recycling', 'sorting'];
  return ['recovery'];
}

export interface StreamWeight {
  wasteType: WasteType;
  subType: SubType | null;
  destination: Destination;
  kg: number;
}

/** A receiver in the system: where it is and what its licence covers. */
export interface OfferingReceiver {
  name: string;
  state: Uf | null;
  treatments: readonly Destination[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;
export const streamKey = (w: { wasteType: string; subType: string | null }) => `${w.wasteType}|${w.subType ?? ''}`;

/** The receivers tried, nearest first: the client's state, then the states bordering it, then those of unknown state. */
const REACH_ORDER = ['same-state', 'neighbour', 'unknown'] as const satisfies readonly Reach[];

/**
 * For each stream that the contract in force today sends to a Disposal destination: the best Recovery destination
 * a receiver in reach offers for it (lowest emission factor, then hierarchy order), the diversion rate if the
 * period's weight of the stream went there, and the CO2e that would save, ordered by weight, then CO2e.
 * - "Today" is the contract in force now (`current`): a stream weighed under a contract that has since ended is no
 *   claim about today — with no contract in force it is listed apart (`withoutContract`).
 * - "In reach": receivers of the client's state first; if none offers a fitting destination, of the states
 *   bordering it (shared/reach.ts); never farther. A receiver whose state is unknown is tried last.
 * - Streams with no receiver in reach are listed apart (`withoutAlternative`). Pure: the caller loads everything.
 */
export function getOpportunities({
  streams,
  current,
  receivers,
  clientState,
  factors,
  year,
}: {
  streams: StreamWeight[];
  /** The destination of the contract in force today for each stream (`streamKey`); absent: no contract. */
  current: Map<string, Destination>;
  receivers: readonly OfferingReceiver[];
  clientState: Uf | null;
  factors: Factor[];
  /** The year whose factors apply (the period's last). */
  year: number;
}) {
  const { totalKg, recoveryKg } = diversionOf(streams);

  // One entry per stream: its weight in the period, and the part already recovered.
  const byStream = new Map<
    string,
    { wasteType: WasteType; subType: SubType | null; kg: number; recoveredKg: number }
  >();
  for (const w of streams) {
    if (w.kg <= 0) continue;
    const entry = byStream.get(streamKey(w)) ?? { wasteType: w.wasteType, subType: w.subType, kg: 0, recoveredKg: 0 };
    entry.kg += w.kg;
    if (destinationGroup(w.destination) === 'recovery') entry.recoveredKg += w.kg;
    byStream.set(streamKey(w), entry);
  }

  const opportunities: Opportunity[] = [];
  const withoutAlternative: {
    wasteType: WasteType;
    subType: SubType | null;
    currentDestination: Destination;
    kg: number;
  }[] = [];
  const withoutContract: { wasteType: WasteType; subType: SubType | null; kg: number }[] = [];
  for (const [key, stream] of byStream) {
    const now = current.get(key);
    const kg = roundToGram(stream.kg);
    if (!now) {
      withoutContract.push({ wasteType: stream.wasteType, subType: stream.subType, kg });
      continue;
    }
    if (destinationGroup(now) !== 'disposal') continue;
    const at = { year, wasteType: stream.wasteType, subType: stream.subType, destination: now };
    const factorOf = (d: Destination) => findFactor(factors, at, d)?.kgCo2ePerKg;
    const suitable = suitableDestinations(stream.wasteType, stream.subType);
    // The nearest tier of receivers that offers any fitting destination.
    const inReach = REACH_ORDER.map((reach) => ({
      reach,
      list: receivers.filter(
        (r) => reachOf(clientState, r.state) === reach && r.treatments.some((t) => suitable.includes(t)),
      ),
    })).find((tier) => tier.list.length > 0);
    const best = inReach
      ? suitable
          .filter((d) => inReach.list.some((r) => r.treatments.includes(d)))
          .map((d, order) => ({ destination: d, order, factor: factorOf(d) }))
          .sort((a, b) => (a.factor ?? Infinity) - (b.factor ?? Infinity) || a.order - b.order)[0]
      : undefined;
    if (!inReach || !best) {
      withoutAlternative.push({ wasteType: stream.wasteType, subType: stream.subType, currentDestination: now, kg });
      continue;
    }
    const factorNow = factorOf(now);
    opportunities.push({
      wasteType: stream.wasteType,
      subType: stream.subType,
      currentDestination: now,
      kg,
      bestDestination: best.destination,
      receivers: inReach.list
        .filter((r) => r.treatments.includes(best.destination))
        .map((r) => r.name)
        .sort((a, b) => a.localeCompare(b)),
      reach: inReach.reach,
      diversionPctNow: diversionPct(recoveryKg, totalKg) ?? 0,
      diversionPctAfter: diversionPct(recoveryKg - stream.recoveredKg + stream.kg, totalKg) ?? 0,
      co2eAvoidedKg:
        factorNow === undefined || best.factor === undefined
          ? null
          : round1((stream.kg - stream.recoveredKg) * (factorNow - best.factor)),
    });
  }
  opportunities.sort((a, b) => b.kg - a.kg || (b.co2eAvoidedKg ?? 0) - (a.co2eAvoidedKg ?? 0));
  withoutAlternative.sort((a, b) => b.kg - a.kg);
  withoutContract.sort((a, b) => b.kg - a.kg);
  return { opportunities, withoutAlternative, withoutContract };
}
