import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { ClientAdmin } from '@ecopeso/shared/admin-clients';
import { dayInZone } from '@ecopeso/shared/dates';
import { LOSS_REASON_KINDS, type KitchenLists } from '@ecopeso/shared/kitchen-lists';
import type { RecordPage, RejectionReason } from '@ecopeso/shared/records';
import { containerTares } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInStaff, signedInUser, type SignedInUser, type Staff } from './helpers/factories.ts';
import {
  expectDailyTotalsExact,
  listPage,
  newRecordIn,
  postRecordsOk,
  storedRecords,
  type RecordInput,
} from './helpers/records.ts';
import { csvLines } from './helpers/documents.ts';
import { patch } from './helpers/users.ts';

/**
 * Issue 26 items 2 and 3 through the API: a client's containers (a tare that changes forward only), loss reasons
 * (pre-filled with the food-loss stages) and food items, edited by who manages the client's areas (`kitchen:manage`);
 * a weighing in a container stores its net with gross and tare; an organic weighing names a reason and an item.
 */
let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
let users: Staff & { outsider: SignedInUser };

const ZONE = 'America/Sao_Paulo';
const kitchenUrl = (clientId: string, path = '') => `/api/v1/clients/${clientId}${path}`;

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    timezone: ZONE,
    types: [{ type: 'organico' }, { type: 'rejeito' }],
    areas: [{ name: 'Cozinha' }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] });
  users = {
    ...(await signedInStaff(ctx, hotel.id)),
    outsider: await signedInUser(ctx, 'operacional', [other.id]),
  };
});
afterAll(() => ctx?.close());

async function created(res: { statusCode: number; body: string; json<T>(): T }): Promise<string> {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const addContainer = (clientId: string, name: string, tareKg: number, cookie = users.master.cookie) =>
  ctx.post(kitchenUrl(clientId, '/containers'), { cookie, payload: { name, tareKg } });
const addTare = (clientId: string, containerId: string, tareKg: number, fromDay: string) =>
  ctx.post(kitchenUrl(clientId, `/containers/${containerId}/tares`), {
    cookie: users.master.cookie,
    payload: { tareKg, fromDay },
  });
const detail = async (clientId: string, cookie = users.operacional.cookie) => {
  const res = await ctx.get(kitchenUrl(clientId), { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientDetail>();
};
const today = () => dayInZone(ZONE);
const dayOffset = (days: number) => dayInZone(ZONE, new Date(Date.now() + days * 86_400_000));
/** A weighing of the hotel in its kitchen; with a container, what the scale read as `grossKg`. */
const weighing = (overrides: Partial<RecordInput> & Record<string, unknown> = {}) => newRecordIn(hotel, overrides);

describe('who edits the kitchen lists', () => {
  it('the master (who manages areas) does; a gerente and an operacional are refused, and nobody without a session', async () => {
    for (const role of ['gerente', 'operacional'] as const) {
      expectError(await addContainer(hotel.id, 'Balde', 1, users[role].cookie), 403, 'permission-denied');
      expectError(
        await ctx.get(kitchenUrl(hotel.id, '/kitchen'), { cookie: users[role].cookie }),
        403,
        'permission-denied',
      );
      expectError(
        await patch(ctx, kitchenUrl(hotel.id, '/kitchen-settings'), users[role].cookie, { requireLossReason: true }),
        403,
        'permission-denied',
      );
    }
    expectError(await addContainer(hotel.id, 'Balde', 1, ''), 401, 'unauthenticated');
    const res = await ctx.get(kitchenUrl(hotel.id, '/kitchen'), { cookie: users.master.cookie });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a client created by a master starts with the food-loss stages as its loss reasons', async () => {
    const res = await ctx.post('/api/v1/clients', {
      cookie: users.master.cookie,
      payload: {
        name: 'Resort Maré Alta',
        chain: '',
        cnpj: withCnpjCheckDigits('445556660001'),
        category: 'resort',
        cep: '',
        street: '',
        number: '',
        city: 'Ilhabela',
        state: 'SP',
        timezone: ZONE,
        diversionGoalPct: 80,
        types: [{ type: 'organico', limitKg: 40, subTypes: [] }],
        areas: [],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const client = res.json<ClientAdmin>();
    const lists = (
      await ctx.get(kitchenUrl(client.id, '/kitchen'), { cookie: users.master.cookie })
    ).json<KitchenLists>();
    expect(lists.lossReasons.map((r) => r.kind)).toEqual([...LOSS_REASON_KINDS]);
    expect(lists).toMatchObject({ containers: [], foodItems: [], requireLossReason: false, requireFoodItem: false });
  });
});

describe('containers and their tare', () => {
  let bucket: string;

  beforeAll(async () => {
    bucket = await created(await addContainer(hotel.id, 'Balde 20 L', 1.2));
  });

  it('a new container weighs from today with its tare, and the entry form reads it', async () => {
    const client = await detail(hotel.id);
    expect(client.containers).toEqual([
      { id: bucket, name: 'Balde 20 L', tares: [{ fromDay: today(), tareKg: 1.2 }], photo: null },
    ]);
  });

  it('a weighing in it stores the net, with gross and tare; the device’s own net is not taken', async () => {
    const record = weighing({ containerId: bucket, grossKg: 13.7, weightKg: 99 });
    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    expect(result).toEqual({ inserted: [record.id], duplicates: [], rejected: [] });
    const [stored] = await storedRecords(ctx.db, [record.id]);
    expect(stored).toMatchObject({ containerId: bucket, grossKg: 13.7, tareKg: 1.2, weightKg: 12.5 });
    await expectDailyTotalsExact(ctx.db, hotel.id);
    const page = await listPage(ctx, hotel.id, users.operacional.cookie);
    expect(page.items.find((r) => r.id === record.id)).toMatchObject({
      containerName: 'Balde 20 L',
      grossKg: 13.7,
      tareKg: 1.2,
      weightKg: 12.5,
    });
    // Sent again (a lost answer): stored once.
    expect(await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record])).toEqual({
      inserted: [],
      duplicates: [record.id],
      rejected: [],
    });
  });

  it('refuses a net of zero or less, and a container of another client, each for its reason', async () => {
    const foreign = await created(await addContainer(other.id, 'Contentor 120 L', 9.8));
    const light = weighing({ containerId: bucket, grossKg: 1.2 });
    const elsewhere = weighing({ containerId: foreign, grossKg: 20 });
    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [light, elsewhere]);
    expect(result.rejected.map((r) => [r.id, r.reason])).toEqual([
      [light.id, 'net-not-positive'],
      [elsewhere.id, 'container-invalid'],
    ]);
    expect(await storedRecords(ctx.db, [light.id, elsewhere.id])).toEqual([]);
  });

  it('a tare changes forward only, and a record keeps the tare it was weighed with', async () => {
    expectError(await addTare(hotel.id, bucket, 1.5, dayOffset(-1)), 400, 'invalid-argument', 'tare-in-past');
    // Today's tare was set today: a second one today is refused too; tomorrow's is taken.
    expectError(await addTare(hotel.id, bucket, 1.5, today()), 400, 'invalid-argument', 'tare-in-past');
    expect((await addTare(hotel.id, bucket, 1.4, dayOffset(1))).statusCode).toBe(204);
    const before = weighing({ containerId: bucket, grossKg: 10 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [before]);
    expect((await storedRecords(ctx.db, [before.id]))[0]).toMatchObject({ tareKg: 1.2, weightKg: 8.8 });

    // A container in use for weeks gets a new tare from today: today's weighings take it, earlier ones keep theirs.
    const aged = await created(await addContainer(hotel.id, 'Contentor 120 L', 9.8));
    const old = weighing({ containerId: aged, grossKg: 30 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [old]);
    await ctx.db
      .update(containerTares)
      .set({ fromDay: dayOffset(-30) })
      .where(and(eq(containerTares.clientId, hotel.id), eq(containerTares.containerId, aged)));
    expect((await addTare(hotel.id, aged, 10.1, today())).statusCode).toBe(204);
    const now = weighing({ containerId: aged, grossKg: 30 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [now]);
    const stored = await storedRecords(ctx.db, [old.id, now.id]);
    expect(stored.find((r) => r.id === old.id)).toMatchObject({ tareKg: 9.8, weightKg: 20.2 });
    expect(stored.find((r) => r.id === now.id)).toMatchObject({ tareKg: 10.1, weightKg: 19.9 });
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('a correction changes the gross, keeping the tare; the net of a record in a container is not corrected directly', async () => {
    const record = weighing({ containerId: bucket, grossKg: 5 });
    await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [record]);
    const url = kitchenUrl(hotel.id, `/records/${record.id}`);
    expectError(await patch(ctx, url, users.operacional.cookie, { weightKg: 3 }), 400, 'invalid-argument');
    expectError(await patch(ctx, url, users.operacional.cookie, { grossKg: 1 }), 400, 'invalid-argument');
    const res = await patch(ctx, url, users.operacional.cookie, { grossKg: 6.25 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedRecords(ctx.db, [record.id]))[0]).toMatchObject({ grossKg: 6.25, tareKg: 1.2, weightKg: 5.05 });
    await expectDailyTotalsExact(ctx.db, hotel.id);
  });

  it('names a list’s entries once, and refuses bad input with 4xx', async () => {
    expectError(await addContainer(hotel.id, 'Balde 20 L', 2), 400, 'invalid-argument', 'kitchen-name-taken');
    expectError(await addContainer(hotel.id, 'Balde 50 L', -1), 400, 'invalid-argument');
    expectError(await addContainer(hotel.id, '', 1), 400, 'invalid-argument');
    expectError(await addTare(hotel.id, randomUUID(), 1, dayOffset(2)), 404, 'not-found');
    expectError(await addTare(hotel.id, bucket, 1, '2025-02-30'), 400, 'invalid-argument');
  });

  it('a deactivated container leaves the form and refuses new weighings', async () => {
    const spare = await created(await addContainer(hotel.id, 'Caixa', 0.5));
    const res = await patch(ctx, kitchenUrl(hotel.id, `/containers/${spare}`), users.master.cookie, { active: false });
    expect(res.statusCode, res.body).toBe(204);
    expect((await detail(hotel.id)).containers.map((c) => c.name)).not.toContain('Caixa');
    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, [
      weighing({ containerId: spare, grossKg: 3 }),
    ]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['container-invalid']);
  });
});

describe('why food was wasted', () => {
  let spoiled: string;
  let rice: string;
  let bread: string;

  beforeAll(async () => {
    // The factory's client has no reasons yet: the master adds one of its own, and two food items.
    spoiled = await created(
      await ctx.post(kitchenUrl(hotel.id, '/loss-reasons'), {
        cookie: users.master.cookie,
        payload: { name: 'Estragou' },
      }),
    );
    rice = await created(
      await ctx.post(kitchenUrl(hotel.id, '/food-items'), { cookie: users.master.cookie, payload: { name: 'Arroz' } }),
    );
    bread = await created(
      await ctx.post(kitchenUrl(hotel.id, '/food-items'), { cookie: users.master.cookie, payload: { name: 'Pão' } }),
    );
  });

  /** Posts these weighings as the operacional: the first are stored, each of the others refused for its reason. */
  async function expectVerdicts(stored: RecordInput[], refused: [RecordInput, RejectionReason][]) {
    const batch = [...stored, ...refused.map(([record]) => record)];
    const result = await postRecordsOk(ctx, hotel.id, users.operacional.cookie, batch);
    expect(result.inserted.sort()).toEqual(stored.map((r) => r.id).sort());
    expect(result.rejected.map((r) => [r.id, r.reason])).toEqual(
      expect.arrayContaining(refused.map(([record, reason]) => [record.id, reason])),
    );
  }

  it('an organic weighing names a reason and an item of the client; another type names neither', async () => {
    const organic = weighing({ wasteType: 'organico', lossReasonId: spoiled, foodItemId: bread });
    const plain = weighing({ wasteType: 'organico' });
    const notFood = weighing({ wasteType: 'rejeito', lossReasonId: spoiled });
    const foreign = weighing({ wasteType: 'organico', foodItemId: randomUUID() });
    await expectVerdicts(
      [organic, plain],
      [
        [notFood, 'loss-reason-invalid'],
        [foreign, 'food-item-invalid'],
      ],
    );
    const page = await listPage(ctx, hotel.id, users.gerente.cookie);
    expect(page.items.find((r) => r.id === organic.id)).toMatchObject({
      lossReasonName: 'Estragou',
      lossReasonKind: null,
      foodItemName: 'Pão',
    });
  });

  it('lists food items most used first', async () => {
    expect((await detail(hotel.id)).foodItems.map((f) => f.name)).toEqual(['Pão', 'Arroz']);
    expect(rice).toBeTruthy();
  });

  it('a client that requires them refuses an organic weighing without, and still takes other types', async () => {
    const res = await patch(ctx, kitchenUrl(hotel.id, '/kitchen-settings'), users.master.cookie, {
      requireLossReason: true,
      requireFoodItem: true,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await detail(hotel.id)).toMatchObject({ requireLossReason: true, requireFoodItem: true });
    const without = weighing({ wasteType: 'organico' });
    const half = weighing({ wasteType: 'organico', lossReasonId: spoiled });
    const whole = weighing({ wasteType: 'organico', lossReasonId: spoiled, foodItemId: rice });
    const other = weighing({ wasteType: 'rejeito' });
    await expectVerdicts(
      [whole, other],
      [
        [without, 'loss-reason-required'],
        [half, 'food-item-required'],
      ],
    );
    await patch(ctx, kitchenUrl(hotel.id, '/kitchen-settings'), users.master.cookie, {
      requireLossReason: false,
      requireFoodItem: false,
    });
  });

  it('a stage’s reason keeps its name; one of the client’s own is renamed and deactivated', async () => {
    const [stage] = await ctx.db
      .execute<{ id: string }>(
        sql`insert into loss_reasons (client_id, kind) values (${hotel.id}::uuid, 'plate_waste') returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const url = (id: string) => kitchenUrl(hotel.id, `/loss-reasons/${id}`);
    expectError(await patch(ctx, url(stage!.id), users.master.cookie, { name: 'Resto' }), 400, 'invalid-argument');
    expect((await patch(ctx, url(spoiled), users.master.cookie, { name: 'Estragado' })).statusCode).toBe(204);
    expect((await patch(ctx, url(spoiled), users.master.cookie, { active: false })).statusCode).toBe(204);
    const reasons = (await detail(hotel.id)).lossReasons;
    expect(reasons).toEqual([{ id: stage!.id, kind: 'plate_waste', name: null }]);
    // The records that named it keep it.
    const page: RecordPage = await listPage(ctx, hotel.id, users.gerente.cookie);
    expect(page.items.some((r) => r.lossReasonName === 'Estragado')).toBe(true);
  });

  it('the records CSV has the container, gross, tare, reason and item columns, filled where a record has them', async () => {
    const res = await ctx.get(kitchenUrl(hotel.id, '/records.csv?period=today&lang=pt'), {
      cookie: users.gerente.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = csvLines(res.body).map((line) => line.split(';'));
    expect(header!.slice(5)).toEqual([
      'Peso (kg)',
      'Usuário',
      'Recipiente',
      'Peso bruto (kg)',
      'Tara (kg)',
      'Motivo do descarte',
      'Alimento',
    ]);
    const cells = rows.map((r) => r.slice(5).filter((_, i) => i !== 1));
    expect(cells).toContainEqual(['12,5', 'Balde 20 L', '13,7', '1,2', '', '']);
    expect(cells).toContainEqual(['1,5', '', '', '', 'Estragado', 'Pão']);
  });

  it('an operacional of another client reaches none of this', async () => {
    expectError(await ctx.get(kitchenUrl(hotel.id), { cookie: users.outsider.cookie }), 403, 'permission-denied');
    const res = await ctx.post(kitchenUrl(hotel.id, '/records'), {
      cookie: users.outsider.cookie,
      payload: { records: [weighing({ wasteType: 'organico', foodItemId: rice })] },
    });
    expect(res.statusCode).toBe(403);
  });
});
