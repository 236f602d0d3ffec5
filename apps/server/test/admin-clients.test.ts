import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import type { ClientAdmin, CreateClientInput } from '@ecopeso/shared/admin-clients';
import { auditEvents, dailyTotals } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { signedInUser } from './helpers/factories.ts';
import { expectDailyTotalsExact, newRecord, newRecordIn, postRecords } from './helpers/records.ts';
import { patch } from './helpers/users.ts';

/**
 * /app/admin/clientes, rule by rule: a master creates a client (CNPJ checked, at least one type), lists every
 * client with search, status and pages, edits from the version read (stale: 409), arranges areas (an area with
 * records is never deleted), and a new time zone re-buckets the daily totals so the dashboard stays exact.
 */
let ctx: TestContext;
let master: { cookie: string; id: string };
let gerente: { cookie: string };

const CNPJ = withCnpjCheckDigits('112223330001');
const body = (over: Partial<CreateClientInput> = {}): CreateClientInput => ({
  name: 'Pousada Serra Verde',
  chain: 'Rede Serra',
  cnpj: CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  category: 'pousada',
  cep: '12460-000',
  street: 'Estrada do Alto',
  number: '1200',
  city: 'Campos do Jordão',
  state: 'SP',
  timezone: 'America/Sao_Paulo',
  diversionGoalPct: 90,
  types: [
    { type: 'organico', limitKg: 40, subTypes: ['pre_service', 'post_service'] },
    { type: 'rejeito', limitKg: 20, subTypes: [] },
  ],
  areas: [{ name: 'Cozinha' }, { name: 'Restaurante' }, { name: 'Bar' }, { name: 'Governança' }],
  ...over,
});

const create = async (over: Partial<CreateClientInput> = {}) => {
  const res = await ctx.post('/api/v1/clients', { cookie: master.cookie, payload: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ClientAdmin>();
};
const edit = (id: string, payload: unknown) => patch(ctx, `/api/v1/clients/${id}`, master.cookie, payload);

beforeAll(async () => {
  ctx = await createTestContext();
  master = await signedInUser(ctx, 'master');
  gerente = await signedInUser(ctx, 'gerente');
});
afterAll(() => ctx?.close());

describe('creating a client', () => {
  it('stores identification, address, time zone, goal, types with sub-types and limits, and areas in order', async () => {
    const client = await create();
    expect(client).toMatchObject({
      name: 'Pousada Serra Verde',
      chain: 'Rede Serra',
      cnpj: CNPJ,
      category: 'pousada',
      cep: '12460000',
      city: 'Campos do Jordão',
      state: 'SP',
      timezone: 'America/Sao_Paulo',
      diversionGoalPct: 90,
      active: true,
      version: 1,
      types: [
        { type: 'organico', limitKg: 40, subTypes: ['pre_service', 'post_service'] },
        { type: 'rejeito', limitKg: 20, subTypes: [] },
      ],
    });
    expect(client.areas.map((a) => a.name)).toEqual(['Cozinha', 'Restaurante', 'Bar', 'Governança']);
    // The entry form sees it with the same areas in the same order.
    const entry = await ctx.get(`/api/v1/clients/${client.id}`, { cookie: master.cookie });
    expect(entry.json()).toMatchObject({
      wasteTypes: ['organico', 'rejeito'],
      limitsKg: { organico: 40, rejeito: 20 },
    });
    expect(entry.json().areas.map((a: { name: string }) => a.name)).toEqual([
      'Cozinha',
      'Restaurante',
      'Bar',
      'Governança',
    ]);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entityId, client.id));
    expect(event).toMatchObject({ action: 'create', entity: 'client', actorId: master.id, clientId: client.id });
  });

  it('refuses a CNPJ with wrong check digits, no waste type, a sub-type of another type, a goal over 100', async () => {
    for (const over of [
      { cnpj: '11.222.333/0001-00' },
      { types: [] },
      { types: [{ type: 'rejeito' as const, limitKg: 10, subTypes: ['paper'] }] },
      { diversionGoalPct: 120 },
      { timezone: 'Mars/Olympus' },
      { areas: [{ name: 'Bar' }, { name: 'bar' }] },
    ]) {
      const res = await ctx.post('/api/v1/clients', { cookie: master.cookie, payload: body(over) });
      expectError(res, 400, 'invalid-argument');
    }
  });

  it('is master only', async () => {
    expectError(
      await ctx.post('/api/v1/clients', { cookie: gerente.cookie, payload: body() }),
      403,
      'permission-denied',
    );
  });
});

describe('the admin list', () => {
  it('searches by name, CNPJ or city, filters by status, sorts and pages on the server', async () => {
    const a = await create({ name: 'Hotel Alfa Lista', city: 'Ubatuba', cnpj: withCnpjCheckDigits('998887770001') });
    const b = await create({ name: 'Hotel Beta Lista', city: 'Paraty' });
    expect((await edit(b.id, { version: b.version, active: false })).statusCode).toBe(200);
    const list = async (q: string) => (await ctx.get(`/api/v1/admin/clients?${q}`, { cookie: master.cookie })).json();
    expect((await list('q=alfa lista')).items.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await list('q=ubatuba')).items.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await list('q=99.888.777')).items.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await list('q=lista&status=inactive')).items.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect((await list('q=lista&status=active')).items.map((c: { id: string }) => c.id)).toEqual([a.id]);
    const page = await list('q=lista&sort=name&dir=desc&pageSize=1&page=2');
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.items[0]).toMatchObject({ id: a.id, areas: 4, active: true, city: 'Ubatuba' });
    // The user's own list keeps its meaning: active clients only.
    const mine = (await ctx.get('/api/v1/clients', { cookie: master.cookie })).json<{ id: string }[]>();
    expect(mine.map((c) => c.id)).not.toContain(b.id);
  });
});

describe('editing a client', () => {
  it('refuses an edit started from an older version with 409, and keeps the newer change', async () => {
    const c = await create({ name: 'Versões' });
    expect((await edit(c.id, { version: 1, diversionGoalPct: 80 })).statusCode).toBe(200);
    const stale = await edit(c.id, { version: 1, diversionGoalPct: 70 });
    expectError(stale, 409, 'aborted');
    const now = (await ctx.get(`/api/v1/admin/clients/${c.id}`, { cookie: master.cookie })).json<ClientAdmin>();
    expect(now).toMatchObject({ diversionGoalPct: 80, version: 2 });
  });

  it('renames, reorders, deactivates and adds areas; deletes one without records; never one with records', async () => {
    const c = await create({ name: 'Áreas' });
    const [cozinha, restaurante, bar, governanca] = c.areas;
    const rec = await postRecords(ctx, c.id, master.cookie, [newRecord({ areaId: bar!.id })]);
    expect(rec.statusCode, rec.body).toBe(200);

    const refused = await edit(c.id, {
      version: c.version,
      areas: [cozinha, restaurante, governanca].map((a) => ({ id: a!.id, name: a!.name, active: true })),
    });
    expectError(refused, 400, 'invalid-argument', 'area-has-records');

    const res = await edit(c.id, {
      version: c.version,
      areas: [
        { id: restaurante!.id, name: 'Salão', active: true },
        { id: cozinha!.id, name: 'Cozinha', active: true },
        { id: bar!.id, name: 'Bar', active: false },
        { name: 'Piscina', active: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ClientAdmin>();
    expect(after.areas.map((a) => [a.name, a.active, a.hasRecords])).toEqual([
      ['Salão', true, false],
      ['Cozinha', true, false],
      ['Bar', false, true],
      ['Piscina', true, false],
    ]);
    expect(after.areas.find((a) => a.id === governanca!.id)).toBeUndefined();
    const entry = (await ctx.get(`/api/v1/clients/${c.id}`, { cookie: master.cookie })).json();
    expect(entry.areas.map((a: { name: string }) => a.name)).toEqual(['Salão', 'Cozinha', 'Piscina']);
    // Two areas may swap names in one edit.
    const swapped = await edit(c.id, {
      version: after.version,
      areas: after.areas.map((a, i) => ({
        id: a.id,
        name: i === 0 ? 'Cozinha' : i === 1 ? 'Salão' : a.name,
        active: a.active,
      })),
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
  });

  it('re-buckets daily totals when the time zone changes, so the dashboard stays exact', async () => {
    const c = await create({ name: 'Fuso' });
    // 02:00 UTC on 1 March is 28 February in São Paulo (UTC−3), 1 March in Lisbon (UTC+0).
    const at = '2025-03-01T02:00:00.000Z';
    await postRecords(ctx, c.id, master.cookie, [newRecordIn(c, { recordedAt: at, weightKg: 7 })]);
    const days = async () =>
      (await ctx.db.select().from(dailyTotals).where(eq(dailyTotals.clientId, c.id))).map((d) => [d.day, d.weightKg]);
    expect(await days()).toEqual([['2025-02-28', 7]]);
    const dash = async (month: number) => {
      const res = await ctx.get(`/api/v1/clients/${c.id}/dashboard?years=2025&months=${month}`, {
        cookie: master.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ summary: { totalKg: number } }>().summary.totalKg;
    };
    expect([await dash(1), await dash(2)]).toEqual([7, 0]);

    const res = await edit(c.id, { version: c.version, timezone: 'Europe/Lisbon' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await days()).toEqual([['2025-03-01', 7]]);
    await expectDailyTotalsExact(ctx.db, c.id); // and the months: 7 kg moved from February to March
    expect([await dash(1), await dash(2)]).toEqual([0, 7]);
  });

  it('audits the change with before and after, and a deactivation as such', async () => {
    const c = await create({ name: 'Auditado' });
    await edit(c.id, { version: 1, name: 'Auditado 2' });
    await edit(c.id, { version: 2, active: false });
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'client'), eq(auditEvents.entityId, c.id)))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update', 'deactivate']);
    expect(events[1]).toMatchObject({ before: { name: 'Auditado' }, after: { name: 'Auditado 2' } });
  });
});
