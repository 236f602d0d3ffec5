import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { YearMonth } from '@ecopeso/shared/periods';
import {
  DEFAULT_DESTINATION,
  destinationGroup,
  type Destination,
  type SubType,
  type WasteType,
} from '@ecopeso/shared/waste';
import { getDashboard } from '../src/domain/dashboard/get-dashboard.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, createContract, signedInUser, type ContractInput } from './helpers/factories.ts';
import {
  deleteRecordOk,
  newRecord,
  postRecordsOk,
  postRecordsWithLegacyOk,
  type RecordInput,
} from './helpers/records.ts';
import { prng } from './helpers/random.ts';
import { addDays, localDay, zonedInstant } from './helpers/time.ts';

/**
 * The dashboard against sums computed here, independently, from the raw records this file sends: local days with
 * Intl, destinations from the contracts by the PRODUCT.md §1 rule, in plain JavaScript.
 */

const TZ = 'America/Sao_Paulo';
const YEARS = [2024, 2025];
const GOAL = 85;

const TYPES: { type: WasteType; subTypes: SubType[] }[] = [
  { type: 'reciclavel', subTypes: ['paper', 'plastic', 'glass'] },
  { type: 'organico', subTypes: ['pre_service', 'post_service', 'cooking_oil'] },
  { type: 'rejeito', subTypes: [] },
  { type: 'compostavel', subTypes: [] },
];
const AREA_NAMES = ['Cozinha', 'Restaurante', 'Bar'];

/**
 * Contracts cover part of the period only, so some weight is estimated from its type: rejeito to incineration for
 * half of 2024; plastic to landfill (sub-type-specific, overriding the general recyclable contract where both are in
 * force); recyclables to sorting until March 2025; organics to biomethanization from February 2025, open-ended;
 * post-service leftovers to plain disposal around the turn of the year. Compostables have none.
 */
const CONTRACTS: ContractInput[] = [
  { wasteType: 'rejeito', destination: 'incineration', validFrom: '2024-03-01', validTo: '2024-08-31' },
  {
    wasteType: 'reciclavel',
    subType: 'plastic',
    destination: 'sanitary_landfill',
    validFrom: '2024-06-15',
    validTo: '2025-06-14',
  },
  { wasteType: 'reciclavel', destination: 'sorting', validFrom: '2024-01-01', validTo: '2025-03-31' },
  { wasteType: 'organico', destination: 'biomethanization', validFrom: '2025-02-01', validTo: null },
  {
    wasteType: 'organico',
    subType: 'post_service',
    destination: 'disposal',
    validFrom: '2024-10-01',
    validTo: '2025-01-31',
  },
];

/** A day with a single record, deleted later: it must vanish from every series. */
const LONE_DAY = '2025-07-04';

interface Sent extends RecordInput {
  /** Local day in the client's zone, 'YYYY-MM-DD'. */
  day: string;
  /** year × 12 + month (0–11) of that local day. */
  ym: number;
}

let ctx: TestContext;
let clientId: string;
let areaIds: string[];
const areaName = new Map<string | null, string | null>([[null, null]]);
let cookie: string;
let live: Sent[] = [];

const ymOf = (m: YearMonth) => m.year * 12 + m.month;

function sent(record: RecordInput): Sent {
  const day = localDay(TZ, new Date(record.recordedAt));
  return { ...record, day, ym: Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const client = await createClient(ctx.db, {
    name: 'Resort Duas Praias',
    timezone: TZ,
    diversionGoalPct: GOAL,
    types: TYPES.map(({ type, subTypes }) => ({ type, subTypes })),
    areas: AREA_NAMES.map((name) => ({ name })),
  });
  clientId = client.id;
  areaIds = AREA_NAMES.map((name) => client.areas.find((a) => a.name === name)!.id);
  for (const a of client.areas) areaName.set(a.id, a.name);
  for (const contract of CONTRACTS) await createContract(ctx.db, clientId, contract);

  // Another client weighs in the same months, with a contract of its own: none of it may show.
  const neighbour = await createClient(ctx.db, { timezone: TZ, types: [{ type: 'rejeito' }] });
  await createContract(ctx.db, neighbour.id, {
    wasteType: 'rejeito',
    destination: 'composting',
    validFrom: '2024-01-01',
  });

  cookie = (await signedInUser(ctx, 'gerente', [clientId])).cookie;
  const master = await signedInUser(ctx, 'master');

  const random = prng(20_240_601);
  const at = (day: string, time: string) => zonedInstant(TZ, day, time).toISOString();
  const record = (
    day: string,
    time: string,
    wasteType: WasteType,
    subType: SubType | null,
    weightKg: number,
    area: string | null,
  ) => newRecord({ recordedAt: at(day, time), wasteType, subType, weightKg, areaId: area });
  const randomRecord = (day: string) => {
    const { type, subTypes } = random.pick(TYPES);
    // A third of the weighings late in the evening: already the next day in UTC.
    const hour = random.next() < 0.35 ? random.int(21, 23) : random.int(6, 20);
    const time = `${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const area = random.next() < 0.2 ? null : random.pick(areaIds);
    return record(day, time, type, subTypes.length ? random.pick(subTypes) : null, random.int(1, 40_000) / 1000, area);
  };

  const records: RecordInput[] = [];
  for (let i = 0; i < 330; i++) {
    let day: string;
    do day = addDays('2024-01-01', random.int(0, 730));
    while (day === LONE_DAY);
    records.push(randomRecord(day));
  }
  // Every month of both years has data, on the 15th.
  for (const year of YEARS) {
    for (let month = 1; month <= 12; month++)
      records.push(randomRecord(`${year}-${String(month).padStart(2, '0')}-15`));
  }
  // Around the contracts' first and last days, and the turn of the year.
  const [cozinha, restaurante] = areaIds as [string, string];
  records.push(
    record('2024-02-29', '23:30', 'rejeito', null, 5.5, cozinha),
    record('2024-03-01', '00:10', 'rejeito', null, 6.25, cozinha),
    record('2024-08-31', '23:50', 'rejeito', null, 7.125, restaurante),
    record('2024-09-01', '00:30', 'rejeito', null, 8, null),
    record('2025-06-14', '23:59', 'reciclavel', 'plastic', 2.5, cozinha),
    record('2025-06-15', '00:01', 'reciclavel', 'plastic', 3.5, cozinha),
    record('2025-03-31', '22:45', 'reciclavel', 'paper', 1.75, restaurante),
    record('2025-04-01', '01:00', 'reciclavel', 'paper', 1.25, restaurante),
    record('2024-12-31', '23:30', 'organico', 'post_service', 9.75, null),
    record('2025-01-01', '00:30', 'organico', 'post_service', 4.5, null),
  );
  const lone = record(LONE_DAY, '12:00', 'rejeito', null, 11, cozinha);
  records.push(lone);
  expect(records.length).toBeLessThanOrEqual(500);
  // A fifth of them without an area: weighed before the client had its areas.
  await postRecordsWithLegacyOk(ctx, clientId, cookie, records);
  await postRecordsOk(ctx, neighbour.id, master.cookie, [
    newRecord({ recordedAt: at('2025-07-04', '10:00'), weightKg: 500 }),
    newRecord({ recordedAt: at('2024-05-15', '10:00'), weightKg: 700 }),
  ]);

  // Deleted records count nowhere: the lone day's and a dozen others.
  const deleted = [lone, ...records.slice(0, 330).filter((_, i) => i % 27 === 5)];
  for (const r of deleted) await deleteRecordOk(ctx, clientId, r.id, cookie);
  const deletedIds = new Set(deleted.map((r) => r.id));
  live = records.filter((r) => !deletedIds.has(r.id)).map(sent);
}, 120_000);
afterAll(() => ctx?.close());

// ---------- the expected dashboard, from the raw records ----------

const round2 = (v: number) => Math.round(v * 100) / 100;
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const add = <K>(map: Map<K, number>, key: K, kg: number) => map.set(key, (map.get(key) ?? 0) + kg);

/** PRODUCT.md §1: the contract in force that local day, a sub-type-specific one first; else the type's default. */
function destinationOf(r: Sent): { destination: Destination; estimated: boolean } {
  const inForce = CONTRACTS.filter(
    (c) =>
      c.wasteType === r.wasteType &&
      (c.subType == null || c.subType === r.subType) &&
      c.validFrom <= r.day &&
      (c.validTo == null || r.day <= c.validTo),
  );
  const specific = inForce.filter((c) => c.subType != null);
  const chosen = (specific.length ? specific : inForce).sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  return chosen
    ? { destination: chosen.destination, estimated: false }
    : { destination: DEFAULT_DESTINATION[r.wasteType], estimated: true };
}

interface Filter {
  years: number[];
  /** 0–11; empty = all. */
  months: number[];
  /** Indexes into areaIds; empty = all. */
  areas: number[];
}

/** `today` (local ISO day): its month is in progress, so a year before counts the same days only (issue 13). */
function expectedDashboard(months: YearMonth[], areas: string[], today?: string) {
  const inAreas = (r: Sent) => areas.length === 0 || (r.areaId !== null && areas.includes(r.areaId));
  const keys = new Set(months.map(ymOf));
  const selected = live.filter((r) => keys.has(r.ym) && inAreas(r));
  const sum = (rs: Sent[]) => rs.reduce((s, r) => s + r.weightKg, 0);
  const byTypeOf = (rs: Sent[]) => {
    const m = new Map<WasteType, number>();
    for (const r of rs) add(m, r.wasteType, r.weightKg);
    return m;
  };

  const totalKg = sum(selected);
  const types = byTypeOf(selected);
  const subTypes = new Map<string, number>();
  const areaKg = new Map<string | null, number>();
  const areaTypes = new Map<string | null, Map<WasteType, number>>();
  const days = new Map<string, { totalKg: number; recoveryKg: number }>();
  const destinations = new Map<Destination, { kg: number; estimatedKg: number }>();
  for (const r of selected) {
    add(subTypes, `${r.wasteType}/${r.subType}`, r.weightKg);
    add(areaKg, r.areaId, r.weightKg);
    add(areaTypes.get(r.areaId) ?? areaTypes.set(r.areaId, new Map()).get(r.areaId)!, r.wasteType, r.weightKg);
    const { destination, estimated } = destinationOf(r);
    const day = days.get(r.day) ?? { totalKg: 0, recoveryKg: 0 };
    day.totalKg += r.weightKg;
    if (destinationGroup(destination) === 'recovery') day.recoveryKg += r.weightKg;
    days.set(r.day, day);
    const share = destinations.get(destination) ?? { kg: 0, estimatedKg: 0 };
    share.kg += r.weightKg;
    if (estimated) share.estimatedKg += r.weightKg;
    destinations.set(destination, share);
  }
  const daily = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, v]) => ({ day, ...v, pct: pct(v.recoveryKg, v.totalKg) }));
  const recoveryKg = daily.reduce((s, d) => s + d.recoveryKg, 0);
  return {
    totalKg,
    records: selected.length,
    types,
    subTypes,
    areaKg,
    areaTypes,
    monthly: months.map((m) => {
      const current = live.filter((r) => r.ym === ymOf(m) && inAreas(r));
      const inProgress =
        today !== undefined && Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 === ymOf(m);
      const before = live.filter(
        (r) => r.ym === ymOf(m) - 12 && inAreas(r) && (!inProgress || r.day.slice(5) <= today.slice(5)),
      );
      return {
        ...m,
        totalKg: sum(current),
        byType: byTypeOf(current),
        previousYearKg: sum(before),
        previousYearByType: byTypeOf(before),
      };
    }),
    daily,
    diversionPct: totalKg > 0 ? pct(recoveryKg, totalKg) : null,
    averageDailyPct: daily.length ? round2(daily.reduce((s, d) => s + d.pct, 0) / daily.length) : null,
    destinations,
    recoveryKg,
    estimatedKg: [...destinations.values()].reduce((s, d) => s + d.estimatedKg, 0),
  };
}

/** Every series of the answer equals the expectation; every key set too (nothing missing, nothing extra). */
function expectDashboard(actual: Dashboard, expected: ReturnType<typeof expectedDashboard>) {
  const close = (a: number | undefined, b: number, what: string) => expect(a, what).toBeCloseTo(b, 2);
  const sameKeys = (a: Iterable<unknown>, b: Iterable<unknown>, what: string) =>
    expect([...a].map(String).sort(), what).toEqual([...b].map(String).sort());
  const sameByType = (a: Partial<Record<WasteType, number>>, b: Map<WasteType, number>, what: string) => {
    sameKeys(Object.keys(a), b.keys(), `${what} types`);
    for (const [type, kg] of b) close(a[type], kg, `${what} ${type}`);
  };

  close(actual.summary.totalKg, expected.totalKg, 'totalKg');
  expect(actual.summary.records, 'records').toBe(expected.records);
  const typePct = (t: WasteType) => pct(expected.types.get(t) ?? 0, expected.totalKg);
  close(actual.summary.organicPct, typePct('organico'), 'organicPct');
  close(actual.summary.recyclablePct, typePct('reciclavel'), 'recyclablePct');
  close(actual.summary.rejeitoPct, typePct('rejeito'), 'rejeitoPct');
  close(actual.summary.compostavelPct, typePct('compostavel'), 'compostavelPct');

  sameKeys(
    actual.byType.map((t) => t.wasteType),
    expected.types.keys(),
    'byType',
  );
  for (const t of actual.byType) {
    close(t.kg, expected.types.get(t.wasteType)!, `byType ${t.wasteType}`);
    close(t.pct, typePct(t.wasteType), `byType ${t.wasteType} pct`);
    const subKeys = [...expected.subTypes.keys()].filter((k) => k.startsWith(`${t.wasteType}/`));
    sameKeys(
      t.subTypes.map((s) => `${t.wasteType}/${s.subType}`),
      subKeys,
      `${t.wasteType} sub-types`,
    );
    for (const s of t.subTypes)
      close(s.kg, expected.subTypes.get(`${t.wasteType}/${s.subType}`)!, `${t.wasteType}/${s.subType}`);
  }
  expect(
    actual.byType.map((t) => t.kg),
    'byType sorted by weight',
  ).toEqual([...actual.byType.map((t) => t.kg)].sort((a, b) => b - a));

  sameKeys(
    actual.byArea.map((a) => a.areaId),
    expected.areaKg.keys(),
    'byArea',
  );
  for (const a of actual.byArea) {
    close(a.kg, expected.areaKg.get(a.areaId)!, `area ${a.areaName}`);
    expect(a.areaName).toBe(areaName.get(a.areaId));
    sameByType(a.byType, expected.areaTypes.get(a.areaId)!, `area ${a.areaName}`);
  }

  expect(
    actual.monthly.map((m) => [m.year, m.month]),
    'monthly months',
  ).toEqual(expected.monthly.map((m) => [m.year, m.month]));
  actual.monthly.forEach((m, i) => {
    const e = expected.monthly[i]!;
    const label = `${m.year}-${m.month + 1}`;
    close(m.totalKg, e.totalKg, `${label} total`);
    sameByType(m.byType, e.byType, label);
    close(m.previousYearKg, e.previousYearKg, `${label} previous year`);
    sameByType(m.previousYearByType, e.previousYearByType, `${label} previous year`);
  });

  expect(
    actual.diversionDaily.map((d) => d.day),
    'diversion days',
  ).toEqual(expected.daily.map((d) => d.day));
  actual.diversionDaily.forEach((d, i) => {
    const e = expected.daily[i]!;
    close(d.totalKg, e.totalKg, `${d.day} total`);
    close(d.recoveryKg, e.recoveryKg, `${d.day} recovery`);
    close(d.pct, e.pct, `${d.day} pct`);
  });
  expect(actual.diversion.goalPct).toBe(GOAL);
  if (expected.diversionPct === null) expect(actual.diversion.pct).toBeNull();
  else close(actual.diversion.pct ?? undefined, expected.diversionPct, 'diversion pct');
  if (expected.averageDailyPct === null) expect(actual.diversion.averageDailyPct).toBeNull();
  else close(actual.diversion.averageDailyPct ?? undefined, expected.averageDailyPct, 'average daily pct');

  const shares = [...actual.destinations.recovery, ...actual.destinations.disposal];
  sameKeys(
    shares.map((s) => s.destination),
    expected.destinations.keys(),
    'destinations',
  );
  for (const s of actual.destinations.recovery) expect(destinationGroup(s.destination)).toBe('recovery');
  for (const s of actual.destinations.disposal) expect(destinationGroup(s.destination)).toBe('disposal');
  for (const s of shares) {
    close(s.kg, expected.destinations.get(s.destination)!.kg, `${s.destination} kg`);
    close(s.estimatedKg, expected.destinations.get(s.destination)!.estimatedKg, `${s.destination} estimated`);
  }
  close(actual.destinations.recoveryKg, expected.recoveryKg, 'recoveryKg');
  close(actual.destinations.disposalKg, expected.totalKg - expected.recoveryKg, 'disposalKg');
  close(actual.destinations.estimatedKg, expected.estimatedKg, 'estimatedKg');
}

/** The (year, month) pairs a filter covers, in calendar order. */
const monthsOf = (f: Filter): YearMonth[] =>
  [...f.years]
    .sort((a, b) => a - b)
    .flatMap((year) =>
      (f.months.length ? [...f.months].sort((a, b) => a - b) : [...Array(12).keys()]).map((month) => ({ year, month })),
    );

async function dashboardFor(f: Filter): Promise<Dashboard> {
  const query = new URLSearchParams({ years: f.years.join(',') });
  if (f.months.length) query.set('months', f.months.join(','));
  if (f.areas.length) query.set('areas', f.areas.map((i) => areaIds[i]).join(','));
  const res = await ctx.get(`/api/v1/clients/${clientId}/dashboard?${query}`, { cookie });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json<Dashboard>();
}

// ---------- the filters ----------

const random = prng(42);
const FILTERS: Filter[] = [
  { years: YEARS, months: [], areas: [] },
  // The month of the lone deleted record, and the months around the contracts' edges.
  { years: [2025], months: [6], areas: [] },
  { years: [2024], months: [1, 2, 7, 8], areas: [] },
  { years: [2024, 2025], months: [11, 0], areas: [] },
  ...Array.from({ length: 20 }, () => ({
    years: random.subset(YEARS),
    months: random.next() < 0.4 ? [] : random.subset([...Array(12).keys()]),
    areas: random.next() < 0.5 ? [] : random.subset([0, 1, 2]),
  })),
];

const describeFilter = (f: Filter): string =>
  `years ${f.years.join('+')}, months ${f.months.length ? f.months.join('+') : 'all'}, areas ${
    f.areas.length ? f.areas.map((i) => AREA_NAMES[i]).join('+') : 'all'
  }`;

describe('GET /api/v1/clients/:clientId/dashboard', () => {
  it('has data worth checking: estimated and contracted weight, both groups, records near midnight', () => {
    const all = expectedDashboard(monthsOf(FILTERS[0]!), []);
    expect(all.records).toBeGreaterThan(300);
    expect(all.estimatedKg).toBeGreaterThan(0);
    expect(all.estimatedKg).toBeLessThan(all.totalKg);
    expect(all.recoveryKg).toBeGreaterThan(0);
    expect(all.recoveryKg).toBeLessThan(all.totalKg);
    expect([...all.destinations.keys()].sort()).toEqual(
      [
        'biomethanization',
        'composting',
        'disposal',
        'incineration',
        'recycling',
        'sanitary_landfill',
        'sorting',
      ].sort(),
    );
    // Some records' local day differs from their UTC day.
    expect(live.some((r) => r.day !== r.recordedAt.slice(0, 10))).toBe(true);
  });

  // Distinct filters only (the random ones may repeat), each named in the report.
  const cases = [...new Map(FILTERS.map((f) => [describeFilter(f), f])).entries()];
  it.each(cases)('equals the sums of the raw records for %s', async (_label, filter) => {
    const areas = filter.areas.map((i) => areaIds[i]!);
    expectDashboard(await dashboardFor(filter), expectedDashboard(monthsOf(filter), areas));
  });

  it('moves the total by exactly the weight of a record added, and back when it is deleted', async () => {
    const filter: Filter = { years: [2025], months: [3], areas: [] };
    const before = await dashboardFor(filter);
    const record = newRecord({
      recordedAt: zonedInstant(TZ, '2025-04-30', '23:59').toISOString(),
      wasteType: 'compostavel',
      weightKg: 3.217,
      areaId: areaIds[2]!,
    });
    await postRecordsOk(ctx, clientId, cookie, [record]);
    const after = await dashboardFor(filter);
    expect(after.summary.totalKg).toBeCloseTo(before.summary.totalKg + 3.217, 6);
    expect(after.summary.records).toBe(before.summary.records + 1);
    const compostable = (d: Dashboard) => d.byType.find((t) => t.wasteType === 'compostavel')?.kg ?? 0;
    expect(compostable(after)).toBeCloseTo(compostable(before) + 3.217, 6);
    expect(after.destinations.estimatedKg).toBeCloseTo(before.destinations.estimatedKg + 3.217, 6);

    await deleteRecordOk(ctx, clientId, record.id, cookie);
    const back = await dashboardFor(filter);
    expect(back.summary).toEqual(before.summary);
    expect(back.byType).toEqual(before.byType);
    expect(back.diversionDaily).toEqual(before.diversionDaily);
  });
});

describe('getDashboard with the last-3-months preset', () => {
  const preset = async (now: Date) =>
    getDashboard({ db: ctx.db, clientId, query: { years: [2025], months: [], areas: [], preset: 'last3Months' }, now });

  it('covers November, December and January across the year boundary, not the years × months product', async () => {
    const months = [
      { year: 2024, month: 10 },
      { year: 2024, month: 11 },
      { year: 2025, month: 0 },
    ];
    const answer = await preset(zonedInstant(TZ, '2025-01-15', '12:00'));
    expect(answer.monthly.map((m) => ({ year: m.year, month: m.month }))).toEqual(months);
    expectDashboard(answer, expectedDashboard(months, [], '2025-01-15'));
    // The naive product {2024, 2025} × {Nov, Dec, Jan} would take in January 2024 and the end of 2025 too.
    const product = expectedDashboard(monthsOf({ years: YEARS, months: [10, 11, 0], areas: [] }), []);
    expect(product.totalKg).toBeGreaterThan(answer.summary.totalKg + 1);
  });

  it('takes the current month in the client’s zone: 22:00 on 31 December is still December there', async () => {
    const now = zonedInstant(TZ, '2024-12-31', '22:00');
    expect(now.toISOString().slice(0, 10)).toBe('2025-01-01');
    const months = [9, 10, 11].map((month) => ({ year: 2024, month }));
    const answer = await preset(now);
    expect(answer.monthly.map((m) => ({ year: m.year, month: m.month }))).toEqual(months);
    expectDashboard(answer, expectedDashboard(months, []));
  });
});
