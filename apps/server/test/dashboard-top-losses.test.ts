import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { KitchenLists } from '@ecopeso/shared/kitchen-lists';
import { lossReasons } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { patch } from './helpers/users.ts';
import { middayInBrazil as noon } from './helpers/time.ts';

/**
 * What the chef reads (issue 26 item 6): the period's organic weight by food item and by loss reason, with its cost at
 * the client's price per kg of food (a kitchen setting), its share of the organic weight and its change against the
 * previous period of as many days — on the dashboard, by area, to who may read the dashboard, and in the management PDF.
 */
let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let pousada: Awaited<ReturnType<typeof createClient>>;
let master: string;
let gerente: string;
let operacional: string;
let outsider: string;

const ZONE = 'America/Sao_Paulo';
// March 2025, a whole month past: 31 days; the previous period is the 31 days before, 29 January to 28 February.
const FILTER = 'years=2025&months=2';
const dashboard = async (clientId: string, rest = '') => {
  const res = await ctx.get(`/api/v1/clients/${clientId}/dashboard?${FILTER}${rest}`, { cookie: gerente });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>().topLosses;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'organico' as const }, { type: 'rejeito' as const }];
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: ZONE,
    types,
    areas: [{ name: 'Cozinha' }, { name: 'Salão' }],
  });
  pousada = await createClient(ctx.db, { name: 'Pousada Zéfiro', timezone: ZONE, types });
  master = (await signedInUser(ctx, 'master')).cookie;
  gerente = (await signedInUser(ctx, 'gerente', [hotel.id, pousada.id])).cookie;
  operacional = (await signedInUser(ctx, 'operacional', [hotel.id])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [pousada.id])).cookie;
  const [leftovers, expired] = await ctx.db
    .insert(lossReasons)
    .values([
      { clientId: hotel.id, kind: 'buffet_leftovers' },
      { clientId: hotel.id, kind: 'expiry' },
    ])
    .returning({ id: lossReasons.id });
  const item = async (name: string) => {
    const res = await ctx.post(`/api/v1/clients/${hotel.id}/food-items`, { cookie: master, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const rice = await item('Arroz');
  const bread = await item('Pão');
  const [kitchen, hall] = hotel.areas.map((a) => a.id);
  const food = (recordedAt: string, weightKg: number, areaId: string, more: Record<string, string> = {}) =>
    newRecord({ wasteType: 'organico', areaId, weightKg, recordedAt, ...more });
  await postRecordsOk(ctx, hotel.id, master, [
    food(noon('2025-03-05'), 30, kitchen!, { lossReasonId: leftovers!.id, foodItemId: rice }),
    food(noon('2025-03-06'), 10, hall!, { lossReasonId: expired!.id, foodItemId: bread }),
    food(noon('2025-03-07'), 20, kitchen!),
    // 23:30 on 31 March in São Paulo is 1 April in UTC: the client's day counts, so it is in March.
    food('2025-04-01T02:30:00.000Z', 5, kitchen!, { lossReasonId: leftovers!.id, foodItemId: rice }),
    // Not food: no item, no reason, not in the top losses.
    newRecord({ wasteType: 'rejeito', areaId: kitchen!, weightKg: 50, recordedAt: noon('2025-03-05') }),
    // The previous period: 15 kg of rice as leftovers; 20 January is before it.
    food(noon('2025-02-10'), 15, kitchen!, { lossReasonId: leftovers!.id, foodItemId: rice }),
    food(noon('2025-01-20'), 100, kitchen!, { lossReasonId: leftovers!.id, foodItemId: rice }),
  ]);
  await postRecordsOk(ctx, pousada.id, gerente, [
    newRecord({ wasteType: 'organico', weightKg: 8, recordedAt: noon('2025-03-05') }),
  ]);
});
afterAll(() => ctx?.close());

describe('the top losses on the dashboard', () => {
  it('without a price per kg of food: weights, shares and trend, no cost', async () => {
    const top = await dashboard(hotel.id);
    expect(top.window).toEqual({ from: '2025-03-01', until: '2025-04-01' });
    expect(top.previousWindow).toEqual({ from: '2025-01-29', until: '2025-03-01' });
    expect([top.organicKg, top.previousOrganicKg, top.costBrl, top.unpricedKg]).toEqual([65, 15, null, 65]);
    expect([top.withoutItemKg, top.withoutReasonKg]).toEqual([20, 20]);
    // Rice 35 kg of 65 = 53.85 %, against 15 kg: (35 − 15) / 15 = +133.33 %.
    expect(top.byItem).toEqual([
      { kind: null, name: 'Arroz', kg: 35, costBrl: null, pct: 53.85, previousKg: 15, changePct: 133.33 },
      { kind: null, name: 'Pão', kg: 10, costBrl: null, pct: 15.38, previousKg: 0, changePct: null },
    ]);
    expect(top.byReason.map((r) => [r.kind, r.name, r.kg, r.pct, r.changePct])).toEqual([
      ['buffet_leftovers', null, 35, 53.85, 133.33],
      ['expiry', null, 10, 15.38, null],
    ]);
  });

  it('the master sets the price per kg of food in the kitchen settings; bad input is refused', async () => {
    const url = `/api/v1/clients/${hotel.id}/kitchen-settings`;
    expectError(await patch(ctx, url, master, { foodCostPerKg: -1 }), 400, 'invalid-argument');
    expectError(await patch(ctx, url, master, { foodCostPerKg: 'doze' }), 400, 'invalid-argument');
    expectError(await patch(ctx, url, gerente, { foodCostPerKg: 12.5 }), 403, 'permission-denied');
    const res = await patch(ctx, url, master, { foodCostPerKg: 12.5 });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const lists = await ctx.get(`/api/v1/clients/${hotel.id}/kitchen`, { cookie: master });
    expect(lists.json<KitchenLists>().foodCostPerKg).toBe(12.5);
  });

  it('with the price: each loss costs its kilos × R$ 12.50', async () => {
    const top = await dashboard(hotel.id);
    expect([top.costBrl, top.unpricedKg]).toEqual([812.5, 0]);
    expect(top.byItem.map((i) => [i.name, i.costBrl])).toEqual([
      ['Arroz', 437.5],
      ['Pão', 125],
    ]);
    expect(top.byReason.map((r) => [r.kind, r.costBrl])).toEqual([
      ['buffet_leftovers', 437.5],
      ['expiry', 125],
    ]);
  });

  it('follows the area filter: the hall threw away the bread only', async () => {
    const top = await dashboard(hotel.id, `&areas=${hotel.areas[1]!.id}`);
    expect(top.organicKg).toBe(10);
    expect(top.byItem.map((i) => [i.name, i.kg, i.pct])).toEqual([['Pão', 10, 100]]);
  });

  it('over several clients, each weight at its own client’s price (the pousada set none)', async () => {
    const res = await ctx.get(`/api/v1/dashboard?clients=${hotel.id},${pousada.id}&${FILTER}`, { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    const top = res.json<Dashboard>().topLosses;
    expect([top.organicKg, top.costBrl, top.unpricedKg, top.withoutItemKg]).toEqual([73, 812.5, 8, 28]);
    expect(top.byItem[0]).toMatchObject({ name: 'Arroz', kg: 35, pct: 47.95 });
  });

  it('is read by who reads the dashboard only', async () => {
    const url = `/api/v1/clients/${hotel.id}/dashboard?${FILTER}`;
    expectError(await ctx.get(url, { cookie: operacional }), 403, 'permission-denied');
    expectError(await ctx.get(url, { cookie: outsider }), 403, 'permission-denied');
    expect((await ctx.get(url)).statusCode).toBe(401);
  });

  it('prints the section in the management PDF, in the language asked', async () => {
    const pdf = async (lang: string) =>
      pdfText(
        (
          await ctx.get(`/api/v1/clients/${hotel.id}/reports/management.pdf?${FILTER}&lang=${lang}`, {
            cookie: gerente,
          })
        ).rawPayload,
      );
    const pt = await pdf('pt');
    for (const text of ['Principais perdas de alimentos', 'Arroz', 'R$ 437,50', 'Sobra de buffet', '53,9%', '+133'])
      expect(pt).toContain(text);
    const en = await pdf('en');
    for (const text of ['Top losses of food', 'Buffet leftovers', 'R$437.50', 'Expired']) expect(en).toContain(text);
  });
});
