import type { Opportunity } from '@ecopeso/shared/circular';
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

const round1 = (v: number) => Math.round(v * 10) / 10;
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * For each stream still going to a Disposal destination: the best Recovery destination some active receiver
 * offers for it (lowest emission factor, then hierarchy order), the diversion rate if it went there, and the CO2e
 * that would save, ordered by the weight moved, then the CO2e. Streams with no such receiver are listed apart.
 * Pure: the caller loads weights, receivers and factors.
 */
export function getOpportunities({
  streams,
  offered,
  factors,
  year,
}: {
  streams: StreamWeight[];
  /** Recovery and disposal destinations offered by active receivers, with the receivers' names. */
  offered: Map<Destination, string[]>;
  factors: Factor[];
  /** The year whose factors apply (the period's last). */
  year: number;
}) {
  const totalKg = streams.reduce((s, w) => s + w.kg, 0);
  const recoveryKg = streams
    .filter((w) => destinationGroup(w.destination) === 'recovery')
    .reduce((s, w) => s + w.kg, 0);

  // One entry per stream and current destination.
  const disposal = new Map<string, StreamWeight>();
  for (const w of streams) {
    if (destinationGroup(w.destination) !== 'disposal' || w.kg <= 0) continue;
    const key = `${w.wasteType}|${w.subType ?? ''}|${w.destination}`;
    const entry = disposal.get(key) ?? { ...w, kg: 0 };
    entry.kg += w.kg;
    disposal.set(key, entry);
  }

  const opportunities: Opportunity[] = [];
  const withoutAlternative: (Omit<StreamWeight, 'destination'> & { currentDestination: Destination })[] = [];
  for (const stream of disposal.values()) {
    const at = { year, wasteType: stream.wasteType, subType: stream.subType, destination: stream.destination };
    const factorOf = (d: Destination) => findFactor(factors, at, d)?.kgCo2ePerKg;
    const candidates = suitableDestinations(stream.wasteType, stream.subType)
      .filter((d) => offered.has(d))
      .map((d, order) => ({ destination: d, order, factor: factorOf(d) }))
      .sort((a, b) => (a.factor ?? Infinity) - (b.factor ?? Infinity) || a.order - b.order);
    const best = candidates[0];
    const kg = round3(stream.kg);
    if (!best) {
      withoutAlternative.push({
        wasteType: stream.wasteType,
        subType: stream.subType,
        currentDestination: stream.destination,
        kg,
      });
      continue;
    }
    const now = factorOf(stream.destination);
    opportunities.push({
      wasteType: stream.wasteType,
      subType: stream.subType,
      currentDestination: stream.destination,
      kg,
      bestDestination: best.destination,
      receivers: [...(offered.get(best.destination) ?? [])].sort((a, b) => a.localeCompare(b)),
      diversionPctNow: pct(recoveryKg, totalKg),
      diversionPctAfter: pct(recoveryKg + stream.kg, totalKg),
      co2eAvoidedKg: now === undefined || best.factor === undefined ? null : round1(stream.kg * (now - best.factor)),
    });
  }
  opportunities.sort((a, b) => b.kg - a.kg || (b.co2eAvoidedKg ?? 0) - (a.co2eAvoidedKg ?? 0));
  withoutAlternative.sort((a, b) => b.kg - a.kg);
  return { opportunities, withoutAlternative };
}
