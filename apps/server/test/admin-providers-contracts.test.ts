import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Provider } from '@ecopeso/shared/providers';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import { globalAuditEvents, auditEvents } from '../src/db/schema.ts';
import { sendLicenceAlerts } from '../src/domain/alerts/send-licence-alerts.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { collectingMailer, patch } from './helpers/users.ts';

/**
 * /app/admin/empresas-coleta and a client's contracts, rule by rule: providers with licences and unit codes,
 * edits from the version read, contracts whose destination the receiver offers and whose periods never overlap,
 * licence alerts (amber within 60 days, red once expired) and the e-mail job that sends each threshold once.
 */
let ctx: TestContext;
let master: { cookie: string };
let hotel: string;
let other: string;

const addDays = (days: number) => {
  const d = new Date(`${dayInZone(DEFAULT_TIMEZONE)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const carrierBody = (over: Record<string, unknown> = {}) => ({
  name: 'Transportes Mata Atlântica',
  cnpj: withCnpjCheckDigits('223334440001'),
  city: 'São José dos Campos',
  state: 'SP',
  contactName: 'Marta',
  contactEmail: 'marta@example.com',
  unitCodes: { SINIR: '120045', SIGOR: '88-12' },
  licences: [{ number: 'LO-77', agency: 'CETESB', expiresOn: addDays(400) }],
  ...over,
});
const receiverBody = (over: Record<string, unknown> = {}) => ({
  ...carrierBody({ name: 'Compostagem Vale', cnpj: withCnpjCheckDigits('334445550001') }),
  destinations: ['composting', 'biomethanization'],
  ...over,
});

async function made<T>(url: string, payload: unknown): Promise<T> {
  const res = await ctx.post(url, { cookie: master.cookie, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

beforeAll(async () => {
  ctx = await createTestContext();
  master = await signedInUser(ctx, 'master');
  hotel = (await createClient(ctx.db, { name: 'Hotel Contratos', types: [{ type: 'organico' }, { type: 'rejeito' }] }))
    .id;
  other = (await createClient(ctx.db, { name: 'Hotel Outro', types: [{ type: 'rejeito' }] })).id;
});
afterAll(() => ctx?.close());

describe('carriers and receivers', () => {
  it('are created with CNPJ, contact, unit codes per MTR system and licences, and audited', async () => {
    const carrier = await made<Provider>('/api/v1/carriers', carrierBody());
    expect(carrier).toMatchObject({
      kind: 'carrier',
      unitCodes: { SINIR: '120045', SIGOR: '88-12' },
      licenceStatus: 'valid',
      licences: [{ number: 'LO-77', agency: 'CETESB', status: 'valid' }],
      version: 1,
    });
    const receiver = await made<Provider>('/api/v1/receivers', receiverBody());
    expect(receiver.destinations).toEqual(['composting', 'biomethanization']);
    const events = await ctx.db.select().from(globalAuditEvents).where(eq(globalAuditEvents.entityId, carrier.id));
    expect(events.map((e) => [e.entity, e.action])).toEqual([['carrier', 'create']]);
  });

  it('refuse a wrong CNPJ, a licence without expiry, a receiver offering nothing', async () => {
    expectError(
      await ctx.post('/api/v1/carriers', { cookie: master.cookie, payload: carrierBody({ cnpj: '11111111111111' }) }),
      400,
      'invalid-argument',
    );
    expectError(
      await ctx.post('/api/v1/carriers', {
        cookie: master.cookie,
        payload: carrierBody({ licences: [{ number: 'x', agency: 'y' }] }),
      }),
      400,
      'invalid-argument',
    );
    expectError(
      await ctx.post('/api/v1/receivers', { cookie: master.cookie, payload: receiverBody({ destinations: [] }) }),
      400,
      'invalid-argument',
    );
  });

  it('are edited from the version read (stale: 409); licences given replace the list; listed by search', async () => {
    const c = await made<Provider>('/api/v1/carriers', carrierBody({ name: 'Coleta Editável' }));
    const res = await patch(ctx, `/api/v1/carriers/${c.id}`, master.cookie, {
      version: 1,
      licences: [
        { id: c.licences[0]!.id, number: 'LO-77', agency: 'CETESB', expiresOn: addDays(20) },
        { number: 'LO-78', agency: 'IBAMA', expiresOn: addDays(-1) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Provider>()).toMatchObject({
      version: 2,
      licenceStatus: 'expired',
      licences: [
        { number: 'LO-78', status: 'expired', daysLeft: -1 },
        { id: c.licences[0]!.id, status: 'expiring', daysLeft: 20 },
      ],
    });
    expectError(await patch(ctx, `/api/v1/carriers/${c.id}`, master.cookie, { version: 1, name: 'x' }), 409, 'aborted');
    const list = await ctx.get('/api/v1/carriers?q=editável', { cookie: master.cookie });
    expect(list.json().items.map((p: Provider) => p.id)).toEqual([c.id]);
  });
});

describe('contracts of a client', () => {
  let carrier: Provider;
  let compost: Provider;
  let landfill: Provider;
  beforeAll(async () => {
    carrier = await made<Provider>('/api/v1/carriers', carrierBody({ name: 'Coleta Contratos' }));
    compost = await made<Provider>('/api/v1/receivers', receiverBody({ name: 'Composteira' }));
    landfill = await made<Provider>(
      '/api/v1/receivers',
      receiverBody({ name: 'Aterro', destinations: ['sanitary_landfill'] }),
    );
  });
  const url = () => `/api/v1/clients/${hotel}/contracts`;
  const contract = (over: Record<string, unknown> = {}) => ({
    carrierId: carrier.id,
    receiverId: compost.id,
    wasteType: 'organico',
    destination: 'composting',
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    pricePerKg: 0.35,
    notes: 'Coleta 3x por semana',
    ...over,
  });
  /** A new receiver offering composting and recycling, and a new organics client's contract with it over these days. */
  async function receiverOfAContract(name: string, clientName: string, validFrom: string, validTo: string | null) {
    const receiver = await made<Provider>(
      '/api/v1/receivers',
      receiverBody({ name, destinations: ['composting', 'recycling'] }),
    );
    const client = (await createClient(ctx.db, { name: clientName, types: [{ type: 'organico' }] })).id;
    await made<Contract>(
      `/api/v1/clients/${client}/contracts`,
      contract({ receiverId: receiver.id, validFrom, validTo }),
    );
    return receiver;
  }

  it('adds organics → composting and rejeito → sanitary landfill, audited with the client', async () => {
    const a = await made<Contract>(url(), contract());
    const b = await made<Contract>(
      url(),
      contract({
        receiverId: landfill.id,
        wasteType: 'rejeito',
        destination: 'sanitary_landfill',
        validTo: null,
        pricePerKg: -0.1,
      }),
    );
    expect(a).toMatchObject({
      carrier: { name: 'Coleta Contratos' },
      receiver: { name: 'Composteira' },
      pricePerKg: 0.35,
      version: 1,
    });
    expect(b).toMatchObject({ validTo: null, pricePerKg: -0.1 });
    const listed = (await ctx.get(url(), { cookie: master.cookie })).json<Contract[]>();
    expect(listed.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'contract'), eq(auditEvents.entityId, a.id)));
    expect(event).toMatchObject({ action: 'create', clientId: hotel });
  });

  it('refuses a destination the receiver does not offer', async () => {
    const res = await ctx.post(url(), {
      cookie: master.cookie,
      payload: contract({ destination: 'incineration', validFrom: '2030-01-01', validTo: null }),
    });
    expectError(res, 400, 'invalid-argument', 'destination-not-offered');
    expect(res.json().error.message).toMatch(/does not offer/);
  });

  it('refuses two contracts of one type and sub-type whose periods overlap, with a clear message', async () => {
    const overlap = await ctx.post(url(), {
      cookie: master.cookie,
      payload: contract({ validFrom: '2025-12-01', validTo: null }),
    });
    expectError(overlap, 400, 'invalid-argument', 'contract-overlap');
    expect(overlap.json().error.message).toMatch(/covers part of this period \(from 2025-01-01 to 2025-12-31\)/);
    // The form says it in the reader's language from these.
    expect(overlap.json().error.params).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    // Open-ended rejeito contract: anything later overlaps too.
    expectError(
      await ctx.post(url(), {
        cookie: master.cookie,
        payload: contract({
          receiverId: landfill.id,
          wasteType: 'rejeito',
          destination: 'sanitary_landfill',
          validFrom: '2031-01-01',
          validTo: null,
        }),
      }),
      400,
      'invalid-argument',
      'contract-overlap',
    );
    // The day after, another sub-type, or another client: no overlap.
    await made<Contract>(url(), contract({ validFrom: '2026-01-01', validTo: null }));
    await made<Contract>(url(), contract({ subType: 'cooking_oil', validFrom: '2025-06-01', validTo: null }));
    await made<Contract>(`/api/v1/clients/${other}/contracts`, contract());
  });

  it('is edited from the version read, and the overlap rule holds against the others', async () => {
    const listed = (await ctx.get(url(), { cookie: master.cookie })).json<Contract[]>();
    const first = listed.find((c) => c.validFrom === '2025-01-01' && c.wasteType === 'organico' && !c.subType)!;
    const body = (version: number, over: Record<string, unknown>) => ({ version, contract: contract(over) });
    const ok = await patch(ctx, `${url()}/${first.id}`, master.cookie, body(first.version, { pricePerKg: 0.4 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ pricePerKg: 0.4, version: first.version + 1 });
    expectError(
      await patch(ctx, `${url()}/${first.id}`, master.cookie, body(first.version, { pricePerKg: 0.5 })),
      409,
      'aborted',
    );
    expectError(
      await patch(ctx, `${url()}/${first.id}`, master.cookie, body(first.version + 1, { validTo: '2026-02-01' })),
      400,
      'invalid-argument',
      'contract-overlap',
    );
  });

  it('keeps a receiver offering every destination a contract in force relies on; an ended one does not hold it', async () => {
    const both = await receiverOfAContract('Recicla e Composta', 'Hotel Destinos', addDays(-30), null);
    const drop = (version: number, destinations: string[]) =>
      patch(ctx, `/api/v1/receivers/${both.id}`, master.cookie, { version, destinations });
    const refused = await drop(both.version, ['recycling']);
    expectError(refused, 400, 'invalid-argument', 'destination-in-use');
    expect(refused.json().error.params).toEqual({ destination: 'composting' });
    // Nothing changed; dropping a destination no contract uses is fine.
    const kept = await drop(both.version, ['composting']);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Provider>().destinations).toEqual(['composting']);

    // A contract that ended yesterday keeps its own destination; the receiver may stop offering it.
    const ended = await receiverOfAContract('Composteira Antiga', 'Hotel Antigo', addDays(-90), addDays(-1));
    const res = await patch(ctx, `/api/v1/receivers/${ended.id}`, master.cookie, {
      version: ended.version,
      destinations: ['recycling'],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("holds a contract ending today until midnight in Brazil, when the server's UTC day is already tomorrow", async () => {
    const today = dayInZone(DEFAULT_TIMEZONE);
    const both = await receiverOfAContract('Composta Até Hoje', 'Hotel Último Dia', addDays(-30), today);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(`${today}T23:30:00-03:00`));
      const refused = await patch(ctx, `/api/v1/receivers/${both.id}`, master.cookie, {
        version: both.version,
        destinations: ['recycling'],
      });
      expectError(refused, 400, 'invalid-argument', 'destination-in-use');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('licence alerts', () => {
  it('lists expiring and expired licences: every one for a master, only their clients’ providers for a gerente', async () => {
    const soon = await made<Provider>(
      '/api/v1/carriers',
      carrierBody({ name: 'Vence Logo', licences: [{ number: 'LO-SOON', agency: 'CETESB', expiresOn: addDays(10) }] }),
    );
    const rec = await made<Provider>('/api/v1/receivers', receiverBody({ name: 'Receptor Alerta', licences: [] }));
    await made<Contract>(`/api/v1/clients/${other}/contracts`, {
      carrierId: soon.id,
      receiverId: rec.id,
      wasteType: 'organico',
      destination: 'composting',
      validFrom: '2040-01-01',
    });
    const all = (await ctx.get('/api/v1/alerts', { cookie: master.cookie })).json();
    const alert = all.licences.find((l: { number: string }) => l.number === 'LO-SOON');
    expect(alert).toMatchObject({
      status: 'expiring',
      daysLeft: 10,
      provider: { kind: 'carrier', name: 'Vence Logo' },
      clientIds: [other],
    });
    const mine = await signedInUser(ctx, 'gerente', [hotel]);
    const theirs = await signedInUser(ctx, 'gerente', [other]);
    const forMine = (await ctx.get('/api/v1/alerts', { cookie: mine.cookie })).json();
    expect(forMine.licences.map((l: { number: string }) => l.number)).not.toContain('LO-SOON');
    const forTheirs = (await ctx.get('/api/v1/alerts', { cookie: theirs.cookie })).json();
    expect(forTheirs.licences.map((l: { number: string }) => l.number)).toContain('LO-SOON');
  });

  it('e-mails the masters once per licence and threshold, however many instances run the job', async () => {
    const mailer = collectingMailer();
    const c = await made<Provider>(
      '/api/v1/carriers',
      carrierBody({ name: 'Job Uma Vez', licences: [{ number: 'LO-JOB', agency: 'CETESB', expiresOn: addDays(25) }] }),
    );
    const mails = () => mailer.sent.filter((m) => m.subject.includes('LO-JOB'));
    await Promise.all([sendLicenceAlerts({ db: ctx.db, mailer }), sendLicenceAlerts({ db: ctx.db, mailer })]);
    const masters = mails().length;
    expect(masters).toBeGreaterThan(0);
    await sendLicenceAlerts({ db: ctx.db, mailer });
    expect(mails().length).toBe(masters);
    // Twenty days later the 7-day threshold is reached: one more e-mail each.
    await sendLicenceAlerts({ db: ctx.db, mailer, now: new Date(Date.now() + 20 * 86_400_000) });
    expect(mails().length).toBe(2 * masters);
    // Without SMTP nothing is claimed.
    expect(await sendLicenceAlerts({ db: ctx.db })).toBe(0);
    expect(c.licences[0]!.status).toBe('expiring');
  });
});
