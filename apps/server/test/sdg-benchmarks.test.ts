import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Benchmarks } from '@ecopeso/shared/benchmarks';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { auditEvents, lossReasons } from '../src/db/schema.ts';
import { sendMonthlyReports } from '../src/domain/report-subscriptions/send-monthly-reports.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { middayInBrazil as at } from './helpers/time.ts';

/**
 * SDG 12.3 tracking and chain benchmarks (issue 27 items 4 and 5), on a chain whose figures are worked out by hand:
 * Aurora — 2024-03: 1 000 guest-nights, 600 kg of food (0.6 kg per guest-night, its baseline); 2025-03: 500
 *   guest-nights, 1 000 meals, 200 kg of food (120 pre-service, 80 post-service) and 100 kg of residual waste.
 * Brisa — 2024-03: 100 guest-nights, 90 kg of food; 2025-03: 200 guest-nights, no meals, 150 kg of food.
 * Cais — outside the gerente's list.
 */
let ctx: TestContext;
let aurora: string;
let brisa: string;
let cais: string;
let gerente: string;
let operacional: string;
let outsider: string;

const MARCH_2025 = 'years=2025&months=2';
const put = (url: string, cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url, headers: { cookie, origin: WEB_ORIGIN }, payload });
const occupancy = async (clientId: string, month: string, guestNights: number, meals: number) => {
  const res = await put(`/api/v1/clients/${clientId}/activity/${month}`, gerente, {
    guestNights,
    guests: Math.ceil(guestNights / 2),
    meals,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const targetUrl = (clientId: string) => `/api/v1/clients/${clientId}/sdg-target`;

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [
    { type: 'rejeito' as const },
    { type: 'organico' as const, subTypes: ['pre_service', 'post_service'] },
  ];
  aurora = (await createClient(ctx.db, { name: 'Hotel Aurora', types })).id;
  brisa = (await createClient(ctx.db, { name: 'Pousada Brisa', types })).id;
  cais = (await createClient(ctx.db, { name: 'Hotel Cais', types })).id;
  gerente = (await signedInUser(ctx, 'gerente', [aurora, brisa])).cookie;
  operacional = (await signedInUser(ctx, 'operacional', [aurora])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [cais])).cookie;
  const food = (day: string, kg: number, subType: 'pre_service' | 'post_service' = 'pre_service') =>
    newRecord({ wasteType: 'organico', subType, weightKg: kg, recordedAt: at(day) });
  // Aurora's chef names why 120 kg of its 200 kg of food in March 2025 was thrown away.
  const [overproduction] = await ctx.db
    .insert(lossReasons)
    .values({ clientId: aurora, kind: 'overproduction' })
    .returning({ id: lossReasons.id });
  await postRecordsOk(ctx, aurora, gerente, [
    food('2024-03-04', 600),
    { ...food('2025-03-05', 120), lossReasonId: overproduction!.id },
    food('2025-03-06', 80, 'post_service'),
    newRecord({ weightKg: 100, recordedAt: at('2025-03-07') }),
    // April 2025 has weighings but no occupancy: no figure per guest-night.
    food('2025-04-02', 50),
  ]);
  await postRecordsOk(ctx, brisa, gerente, [food('2024-03-04', 90), food('2025-03-05', 150)]);
  await occupancy(aurora, '2024-03', 1000, 0);
  await occupancy(aurora, '2025-03', 500, 1000);
  await occupancy(brisa, '2024-03', 100, 0);
  await occupancy(brisa, '2025-03', 200, 0);
});
afterAll(() => ctx?.close());

describe('SDG 12.3 target: set by who may set a reduction goal', () => {
  it('defaults to −50 % by 2030; a change carries its version; a stale one is refused (409)', async () => {
    const first = await put(targetUrl(aurora), gerente, { baselineYear: 2024 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ baselineYear: 2024, targetYear: 2030, changePct: -50, version: 1 });
    expectError(await put(targetUrl(aurora), gerente, { baselineYear: 2023 }), 409, 'aborted');
    const read = await ctx.get(targetUrl(aurora), { cookie: gerente });
    expect(read.json()).toEqual({ baselineYear: 2024, targetYear: 2030, changePct: -50, version: 1 });
    expect((await put(targetUrl(brisa), gerente, { baselineYear: 2024 })).statusCode).toBe(200);
    // Audited, as the reduction goal: who set which target for which client.
    const events = await ctx.db
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'sdg_target'), eq(auditEvents.entityId, aurora)));
    expect(events).toEqual([
      { action: 'create', after: { baselineYear: 2024, targetYear: 2030, changePct: -50, version: 1 } },
    ]);
  });

  it('refuses an operacional, and a gerente for a client outside their list', async () => {
    expectError(await put(targetUrl(aurora), operacional, { baselineYear: 2024 }), 403, 'permission-denied');
    expectError(await put(targetUrl(aurora), outsider, { baselineYear: 2024 }), 403, 'permission-denied');
    expectError(await ctx.get(targetUrl(aurora), { cookie: outsider }), 403, 'permission-denied');
  });

  it('refuses bad input with 400 in the language asked', async () => {
    const bad = await put(`${targetUrl(aurora)}?lang=es`, gerente, { baselineYear: 2030, targetYear: 2030 });
    expectError(bad, 400, 'invalid-argument');
    expect(bad.json().error.message).toBe('Solicitud no válida: revise targetYear.');
    const pt = await put(targetUrl(aurora), gerente, { baselineYear: 'dois mil', changePct: 20 });
    expect(pt.json().error.message).toBe('Pedido inválido: confira baselineYear, changePct.');
  });
});

describe('SDG 12.3 progress on the dashboard', () => {
  it('one hotel: 200 kg / 500 = 0.4 kg of food per guest-night against 0.6 in 2024 and a 2025 ceiling of 0.55', async () => {
    const d = (
      await ctx.get(`/api/v1/clients/${aurora}/dashboard?${MARCH_2025}`, { cookie: gerente })
    ).json<Dashboard>();
    expect(d.sdg).toEqual({
      baselineYear: 2024,
      targetYear: 2030,
      changePct: -50,
      version: 1,
      year: 2025,
      baselineValue: 0.6,
      currentValue: 0.4,
      pathValue: 0.55, // 0.6 − (0.6 − 0.3) / 6
      targetValue: 0.3,
      changeFromBaselinePct: -33.3,
      onTrack: true,
      baselineGuestNights: 1000,
      currentGuestNights: 500,
      gap: null,
    });
  });

  it('a month with weighings but no guest-nights: no figure, and why', async () => {
    const d = (
      await ctx.get(`/api/v1/clients/${aurora}/dashboard?years=2025&months=3`, { cookie: gerente })
    ).json<Dashboard>();
    expect(d.sdg).toMatchObject({ currentValue: null, onTrack: null, gap: 'no-guest-nights', baselineValue: 0.6 });
  });

  it('a chain on the same target: its sums, (200 + 150) / 700 = 0.5 against 690 / 1 100', async () => {
    const d = (
      await ctx.get(`/api/v1/dashboard?clients=${aurora},${brisa}&${MARCH_2025}`, { cookie: gerente })
    ).json<Dashboard>();
    expect(d.sdg?.currentValue).toBe(0.5);
    expect(d.sdg?.baselineValue).toBeCloseTo(690 / 1100, 12);
    expect(d.sdg).toMatchObject({ baselineGuestNights: 1100, currentGuestNights: 700, version: 0 });
  });

  it('a client without a target: none', async () => {
    const master = (await signedInUser(ctx, 'master')).cookie;
    const d = (await ctx.get(`/api/v1/clients/${cais}/dashboard?${MARCH_2025}`, { cookie: master })).json<Dashboard>();
    expect(d.sdg).toBeNull();
  });
});

describe('SDG 12.3 in the management PDF and the monthly e-mail', () => {
  it('the PDF has a section with the same figures, in the language asked', async () => {
    const res = await ctx.get(`/api/v1/clients/${aurora}/reports/management.pdf?${MARCH_2025}&lang=en`, {
      cookie: gerente,
    });
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('SDG 12.3: food waste per guest-night');
    expect(text).toContain('Target: -50% by 2030 against 2024.');
    expect(text).toContain(
      'This period: 400 g of food waste per guest-night (500 guest-nights); baseline 2024: 600 g; path 2025: 550 g; target 2030: 300 g. On track',
    );
  });

  it('the e-mail of March 2025 has a line per subscribed hotel with a target', async () => {
    const subscribed = await put('/api/v1/me/report-subscriptions', gerente, { clientIds: [aurora, brisa] });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    expect(await sendMonthlyReports({ db: ctx.db, mailer, now: new Date('2025-04-02T15:00:00Z') })).toBe(1);
    const text = sent[0]!.text;
    expect(text).toContain('ODS 12.3 (desperdício de alimentos por hóspede-noite):');
    expect(text).toContain(
      'Hotel Aurora: Este período: 400 g de resíduo alimentar por hóspede-noite (500 pernoites); ano-base 2024: 600 g; trajetória 2025: 550 g; meta 2030: 300 g. Dentro da trajetória',
    );
    // Brisa: 150 kg / 200 = 750 g against 90 / 100 = 900 g and a ceiling of 825 g.
    expect(text).toContain('Pousada Brisa: Este período: 750 g de resíduo alimentar por hóspede-noite (200 pernoites)');
  });
});

describe('chain benchmarks', () => {
  const url = (query: string) => `/api/v1/benchmarks?clients=${aurora},${brisa}&${MARCH_2025}&${query}`;

  it('ranks by kg per guest-night: Aurora 300 / 500 = 0.6 before Brisa 150 / 200 = 0.75, with Aurora’s top categories', async () => {
    const b = (await ctx.get(url('metric=kgPerGuestNight'), { cookie: gerente })).json<Benchmarks>();
    expect(b.rows.map((r) => [r.name, r.rank, r.kgPerGuestNight, r.kgPerMeal, r.diversionPct])).toEqual([
      ['Hotel Aurora', 1, 0.6, 0.3, expect.any(Number)],
      ['Pousada Brisa', 2, 0.75, null, expect.any(Number)],
    ]);
    expect(b.mealsRecorded).toBe(true);
    expect(b.best).toEqual({
      clientId: aurora,
      name: 'Hotel Aurora',
      topCategories: [
        { wasteType: 'organico', subType: 'pre_service', kg: 120, pct: 40 },
        { wasteType: 'rejeito', subType: null, kg: 100, pct: 33.33 },
        { wasteType: 'organico', subType: 'post_service', kg: 80, pct: 26.67 },
      ],
      lossReasons: [{ kind: 'overproduction', name: null, kg: 120, pct: 60 }],
    });
  });

  it('per meal: Brisa recorded no meals, so it comes last, unranked', async () => {
    const b = (await ctx.get(url('metric=kgPerMeal'), { cookie: gerente })).json<Benchmarks>();
    expect(b.rows.map((r) => [r.name, r.rank])).toEqual([
      ['Hotel Aurora', 1],
      ['Pousada Brisa', null],
    ]);
  });

  it('refuses an operacional and a gerente asking for hotels outside their list', async () => {
    expectError(await ctx.get(url('metric=kgPerGuestNight'), { cookie: operacional }), 403, 'permission-denied');
    expectError(await ctx.get(url('metric=kgPerGuestNight'), { cookie: outsider }), 403, 'permission-denied');
  });

  it('refuses bad input with 400 in the language asked', async () => {
    const en = await ctx.get(url('metric=tons&lang=en'), { cookie: gerente });
    expectError(en, 400, 'invalid-argument');
    expect(en.json().error.message).toBe('Invalid request: check metric.');
    const pt = await ctx.get(`/api/v1/benchmarks?clients=nope&${MARCH_2025}`, { cookie: gerente });
    expectError(pt, 400, 'invalid-argument');
    expect(pt.json().error.message).toBe('Pedido inválido: confira clients.');
  });
});

describe('one SDG 12.3 target for a chain (last: it changes both hotels’ targets)', () => {
  const chainUrl = '/api/v1/sdg-targets';

  it('sets each hotel’s own target from its current version, and the chain’s card follows', async () => {
    const res = await put(chainUrl, gerente, { clients: 'all', baselineYear: 2024, targetYear: 2028, changePct: -40 });
    expect(res.statusCode, res.body).toBe(200);
    const same = { baselineYear: 2024, targetYear: 2028, changePct: -40, version: 2 };
    expect(res.json()).toEqual({ clients: { [aurora]: same, [brisa]: same } });
    const d = (
      await ctx.get(`/api/v1/dashboard?clients=${aurora},${brisa}&${MARCH_2025}`, { cookie: gerente })
    ).json<Dashboard>();
    // 690 / 1 100 falls 40 % in 4 years: 2025's ceiling is 0.9 of it.
    expect(d.sdg).toMatchObject({ targetYear: 2028, changePct: -40, currentValue: 0.5 });
    expect(d.sdg?.pathValue).toBeCloseTo((690 / 1100) * 0.9, 3);
  });

  it('refuses a hotel outside the list, an operacional, and bad input in the language asked', async () => {
    const body = { clients: [aurora, cais], baselineYear: 2024 };
    expectError(await put(chainUrl, gerente, body), 403, 'permission-denied');
    expectError(await put(chainUrl, operacional, { clients: [aurora], baselineYear: 2024 }), 403, 'permission-denied');
    const bad = await put(`${chainUrl}?lang=en`, gerente, { clients: [], baselineYear: 2024, targetYear: 2020 });
    expectError(bad, 400, 'invalid-argument');
    expect(bad.json().error.message).toBe('Invalid request: check clients, targetYear.');
  });
});
