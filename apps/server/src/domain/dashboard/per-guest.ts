import type { PerGuest, PerGuestRatio } from '@ecopeso/shared/dashboard';
import { perGuestRatios, type Served as ServedCounts } from '@ecopeso/shared/per-guest';
import type { YearMonth } from '@ecopeso/shared/periods';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';

/** What the clients with known activity served in a month, and what they weighed that month, by type too. */
export interface Served extends ServedCounts {
  byType: Partial<Record<WasteType, number>>;
}

/** The figures per guest-night, guest and meal of what was served (of one type when given); null where nothing was. */
export function ratioOf(served: Served | undefined, type?: WasteType): PerGuestRatio {
  if (!served) return perGuestRatios(undefined);
  return perGuestRatios({ ...served, kg: type ? (served.byType[type] ?? 0) : served.kg });
}

/** The sum of several months served (undefined when none). */
export function sumServed(list: (Served | undefined)[]): Served | undefined {
  const known = list.filter((s): s is Served => s !== undefined);
  if (!known.length) return undefined;
  const byType: Partial<Record<WasteType, number>> = {};
  for (const s of known)
    for (const [t, kg] of Object.entries(s.byType) as [WasteType, number][]) byType[t] = (byType[t] ?? 0) + kg;
  const sum = (of: (s: Served) => number) => known.reduce((total, s) => total + of(s), 0);
  return {
    guestNights: sum((s) => s.guestNights),
    guests: sum((s) => s.guests),
    meals: sum((s) => s.meals),
    kg: sum((s) => s.kg),
    byType,
  };
}

const keyOf = (m: YearMonth) => m.year * 12 + m.month;

/**
 * Waste per guest-night, per guest and per meal over the months of the filter whose activity is known, by type, and
 * month by month beside the same month a year before. `served` is keyed by client and month
 * (`${clientId}|${year*12+month}`). The year before is compared only like with like: the same clients' same months,
 * and only when every one of them has its activity a year before too (else null, never a partial sum).
 */
export function perGuestFigures(months: YearMonth[], served: ReadonlyMap<string, Served>): PerGuest {
  const entries = [...served.keys()].map((key) => {
    const [clientId, ym] = key.split('|') as [string, string];
    return { key, clientId, ym: Number(ym) };
  });
  const inMonth = (ym: number) => entries.filter((e) => e.ym === ym);
  const earlierOf = (list: { clientId: string; ym: number }[]) =>
    list.every((e) => served.has(`${e.clientId}|${e.ym - 12}`))
      ? sumServed(list.map((e) => served.get(`${e.clientId}|${e.ym - 12}`)))
      : undefined;
  const known = months.flatMap((m) => inMonth(keyOf(m)));
  const now = sumServed(known.map((e) => served.get(e.key)));
  const before = known.length ? earlierOf(known) : undefined;
  const types = WASTE_TYPES.filter((t) => (now?.byType[t] ?? 0) > 0 || (before?.byType[t] ?? 0) > 0);
  return {
    ...ratioOf(now),
    monthsKnown: new Set(known.map((e) => e.ym)).size,
    byType: types.map((wasteType) => ({ wasteType, ...ratioOf(now, wasteType) })),
    previous: before
      ? { ...ratioOf(before), byType: types.map((wasteType) => ({ wasteType, ...ratioOf(before, wasteType) })) }
      : null,
    monthly: months.map((m) => {
      const list = inMonth(keyOf(m));
      const earlier = list.length ? earlierOf(list) : undefined;
      return {
        year: m.year,
        month: m.month,
        ...ratioOf(sumServed(list.map((e) => served.get(e.key)))),
        previous: earlier ? ratioOf(earlier) : null,
      };
    }),
  };
}
