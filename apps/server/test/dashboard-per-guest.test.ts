import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { middayInBrazil as at } from './helpers/time.ts';

/**
 * Waste per guest-night, per guest and per meal (issues 13 and 23): the weight of the months whose activity is known
 * over each figure's own count — the guest-nights, the guests received, the meals — by type, beside the same months
 * a year before only like for like; on the dashboard and in both PDFs.
 */
let ctx: TestContext;
let hotel: string;
let inn: string;
let cookie: string;
let operacional: string;
let outsider: string;

const FILTER = 'years=2025&months=2,3';
const occupancy = async (clientId: string, month: string, guestNights: number, guests: number, meals: number) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/clients/${clientId}/activity/${month}`,
    headers: { cookie, origin: WEB_ORIGIN },
    payload: { guestNights, guests, meals },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The text of the hotel's management or technical PDF for FILTER in the language, as its gerente downloads it. */
const pdf = async (name: 'management' | 'technical', lang: string) =>
  pdfText(
    (await ctx.get(`/api/v1/clients/${hotel}/reports/${name}.pdf?${FILTER}&lang=${lang}`, { cookie })).rawPayload,
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'rejeito' as const }, { type: 'organico' as const }];
  hotel = (await createClient(ctx.db, { name: 'Hotel Hóspede', types })).id;
  inn = (await createClient(ctx.db, { name: 'Pousada Mesa', types })).id;
  cookie = (await signedInUser(ctx, 'gerente', [hotel, inn])).cookie;
  operacional = (await signedInUser(ctx, 'operacional', [hotel])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [inn])).cookie;
  await postRecordsOk(ctx, hotel, cookie, [
    newRecord({ wasteType: 'organico', weightKg: 100, recordedAt: at('2025-03-05') }),
    newRecord({ weightKg: 50, recordedAt: at('2025-03-06') }),
    newRecord({ wasteType: 'organico', weightKg: 120, recordedAt: at('2024-03-05') }),
    newRecord({ weightKg: 60, recordedAt: at('2024-03-06') }),
    newRecord({ wasteType: 'organico', weightKg: 80, recordedAt: at('2025-04-05') }),
  ]);
  await postRecordsOk(ctx, inn, cookie, [newRecord({ weightKg: 10, recordedAt: at('2025-03-05') })]);
  // Guests stay 2.5 nights on average: fewer guests than guest-nights, as in any hotel.
  await occupancy(hotel, '2025-03', 500, 200, 1000);
  await occupancy(hotel, '2024-03', 400, 160, 800);
});
afterAll(() => ctx?.close());

describe('waste per guest-night, per guest and per meal', () => {
  it('divides the weight of the months with activity by each own count, by type, beside the year before', async () => {
    const d = (await ctx.get(`/api/v1/clients/${hotel}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.perGuest).toEqual({
      kgPerGuestNight: 0.3, // 150 kg / 500 guest-nights, never / 200 guests (April has no activity: left out)
      kgPerGuest: 0.75, // 150 kg / 200 guests
      gramsPerMeal: 150, // 150 000 g / 1 000 meals
      monthsKnown: 1,
      byType: [
        { wasteType: 'organico', kgPerGuestNight: 0.2, kgPerGuest: 0.5, gramsPerMeal: 100 },
        { wasteType: 'rejeito', kgPerGuestNight: 0.1, kgPerGuest: 0.25, gramsPerMeal: 50 },
      ],
      previous: {
        kgPerGuestNight: 0.45, // 180 / 400
        kgPerGuest: 1.125, // 180 / 160
        gramsPerMeal: 225,
        byType: [
          { wasteType: 'organico', kgPerGuestNight: 0.3, kgPerGuest: 0.75, gramsPerMeal: 150 },
          { wasteType: 'rejeito', kgPerGuestNight: 0.15, kgPerGuest: 0.375, gramsPerMeal: 75 },
        ],
      },
      monthly: [
        {
          year: 2025,
          month: 2,
          kgPerGuestNight: 0.3,
          kgPerGuest: 0.75,
          gramsPerMeal: 150,
          previous: { kgPerGuestNight: 0.45, kgPerGuest: 1.125, gramsPerMeal: 225 },
        },
        { year: 2025, month: 3, kgPerGuestNight: null, kgPerGuest: null, gramsPerMeal: null, previous: null },
      ],
    });
  });

  it('sums clients, and gives no year-before figure when one of them has no occupancy then', async () => {
    await occupancy(inn, '2025-03', 100, 50, 100);
    const d = (await ctx.get(`/api/v1/dashboard?clients=${hotel},${inn}&${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.perGuest.kgPerGuestNight).toBeCloseTo(160 / 600, 9);
    expect(d.perGuest.kgPerGuest).toBeCloseTo(160 / 250, 9);
    expect(d.perGuest.gramsPerMeal).toBeCloseTo(160_000 / 1100, 9);
    expect(d.perGuest.previous).toBeNull();
    expect(d.perGuest.monthly[0]!.previous).toBeNull();
    expect(d.clients.map((c) => [c.name, c.kgPerGuestNight, c.kgPerGuest, c.gramsPerMeal])).toEqual([
      ['Hotel Hóspede', 0.3, 0.75, 150],
      ['Pousada Mesa', 0.1, 0.2, 100],
    ]);
  });

  it('prints the figures in the management and technical PDFs', async () => {
    const management = await pdf('management', 'en');
    expect(management).toContain('Waste per guest-night, per guest and per meal');
    // Below 1 kg in grams, as on the dashboard; each figure beside the same months a year before.
    expect(management).toMatch(/Total\s+300 g\s+450 g\s+750 g\s+1\.13 kg\s+150 g\s+225 g/);
    expect(management).toContain('Months with occupancy entered: 1.');
    const technical = await pdf('technical', 'pt');
    expect(technical).toContain('Resíduo por hóspede-noite, por hóspede e por refeição');
    expect(technical).toMatch(/Orgânico\s+200 g\s+300 g\s+500 g\s+750 g\s+100 g\s+150 g/);
    // Which count each figure divides by.
    expect(technical).toMatch(/÷ Pernoites \(hóspedes × noites\), ÷ Hóspedes recebidos/);
  });
});

describe('a small figure per guest', () => {
  it('is written in grams in the PDFs, as on the dashboard, never "0 kg" or "0,003 kg"', async () => {
    const resort = (await createClient(ctx.db, { name: 'Resort Grande', types: [{ type: 'rejeito' }] })).id;
    const manager = (await signedInUser(ctx, 'gerente', [resort])).cookie;
    await postRecordsOk(ctx, resort, manager, [newRecord({ weightKg: 3, recordedAt: at('2025-03-05') })]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/clients/${resort}/activity/2025-03`,
      headers: { cookie: manager, origin: WEB_ORIGIN },
      payload: { guestNights: 1000, guests: 400, meals: 30_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const technical = await pdfText(
      (await ctx.get(`/api/v1/clients/${resort}/reports/technical.pdf?years=2025&months=2`, { cookie: manager }))
        .rawPayload,
    );
    // 3 kg over 1 000 guest-nights, 400 guests and 30 000 meals.
    expect(technical).toMatch(/Total\s+3,0 g\s+—\s+7,5 g\s+—\s+0,1 g\s+—/);
    expect(technical).not.toContain('0,003 kg');
  });
});

describe('reduction goal', () => {
  const goalUrl = () => `/api/v1/clients/${hotel}/reduction-goal`;
  const put = (payload: object, who = cookie) =>
    ctx.app.inject({ method: 'PUT', url: goalUrl(), headers: { cookie: who, origin: WEB_ORIGIN }, payload });
  const goal = { wasteType: 'organico', metric: 'kgPerGuestNight', baselineYear: 2024, reductionPct: 20 };

  it('is set by a manager of the client, audited, and refused to an operacional or another client’s gerente', async () => {
    expect((await ctx.get(goalUrl(), { cookie })).json()).toBeNull();
    expectError(await put(goal, operacional), 403, 'permission-denied');
    expectError(await put(goal, outsider), 403, 'permission-denied');
    const res = await put(goal);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...goal, version: 1 });
    const audit = await ctx.get(`/api/v1/audit?entity=reduction_goal&id=${hotel}`, { cookie });
    expect(audit.json<{ items: { action: string }[] }>().items.map((e) => e.action)).toEqual(['create']);
  });

  it('refuses a change started from an older version (409) and bad values (400)', async () => {
    expectError(await put({ ...goal, reductionPct: 30 }), 409, 'aborted');
    expectError(await put({ ...goal, reductionPct: 0, version: 1 }), 400, 'invalid-argument');
    // Below the two decimals it is kept with (the fuzzer found it stored as 0, against the table's check: 500).
    expectError(await put({ ...goal, reductionPct: 0.004, version: 1 }), 400, 'invalid-argument');
    expectError(await put({ ...goal, metric: 'kgPerRoom', version: 1 }), 400, 'invalid-argument');
    const res = await put({ ...goal, reductionPct: 25, version: 1 });
    expect(res.json()).toEqual({ ...goal, reductionPct: 25, version: 2 });
    expect((await put({ ...goal, version: 2 })).statusCode).toBe(200);
  });

  it('shows its progress on the dashboard: baseline year, target and the period against them', async () => {
    const d = (await ctx.get(`/api/v1/clients/${hotel}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.reductionGoal).toEqual({
      ...goal,
      version: 3,
      baselineValue: 0.3, // organics of 2024's months with occupancy: 120 kg / 400 guest-nights
      targetValue: 0.24, // −20 %
      currentValue: 0.2, // 100 kg / 500
      changePct: -33.3,
      progressPct: 166.7,
      met: true,
    });
    const several = await ctx.get(`/api/v1/dashboard?clients=${hotel},${inn}&${FILTER}`, { cookie });
    expect(several.json<Dashboard>().reductionGoal).toBeNull();
  });

  it('says progress is unknown when the baseline year has no occupancy, and prints the goal in both PDFs', async () => {
    const management = await pdf('management', 'en');
    expect(management).toContain('Reduction goal: Organic, per guest-night: -20% against 2024.');
    expect(management).toContain(
      'Baseline 300 g; target 240 g; this period 200 g (-33.3% against the baseline). Goal met.',
    );
    expect(await pdf('technical', 'es')).toContain('Meta de reducción');
    await put({ ...goal, baselineYear: 2023, version: 3 });
    const d = (await ctx.get(`/api/v1/clients/${hotel}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.reductionGoal).toMatchObject({ baselineValue: null, changePct: null, met: null });
    expect(await pdf('management', 'pt')).toContain('progresso desconhecido');
  });
});
