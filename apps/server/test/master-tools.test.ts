import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { AuditLogPage, EmissionFactors, SiteAnalytics, SystemStatus } from '@ecopeso/shared/master-tools';
import { account, areas, emissionFactors, pageViews, session } from '../src/db/schema.ts';
import { EXPORT_TABLES } from '../src/domain/system/export-allow-list.ts';
import { exportClientRecords } from '../src/domain/records/export-client-records.ts';
import { exportEverything } from '../src/domain/system/export-everything.ts';
import { recordJobRun } from '../src/domain/system/job-runs.ts';
import serverPackage from '../package.json' with { type: 'json' };
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { csvLines } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { patch } from './helpers/users.ts';
import { unzip } from './helpers/zip.ts';

/**
 * /app/admin/master-tools, tools 3–8, through HTTP on a real database: the exports and what they never contain,
 * emission factors by year (and the dashboard's CO2e following them), the audit log's filters, the contact inbox,
 * the page-view analytics and the system status.
 */
let ctx: TestContext;
let master: Awaited<ReturnType<typeof signedInUser>>;
let hotel: string;
let hotelArea: string;
let other: string;
const Y = new Date().getUTCFullYear();

const put = (url: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: master.cookie, origin: WEB_ORIGIN },
    payload: payload as object,
  });

beforeAll(async () => {
  ctx = await createTestContext({ site: { analytics: true } });
  master = await signedInUser(ctx, 'master', [], { name: 'Marta Mestre' });
  const created = await createClient(ctx.db, {
    name: 'Hotel Exportação',
    types: [{ type: 'organico' }, { type: 'rejeito' }],
    areas: [{ name: '=HYPERLINK("http://evil")' }],
  });
  hotel = created.id;
  hotelArea = created.areas[0]!.id;
  other = (await createClient(ctx.db, { name: 'Pousada Outra', types: [{ type: 'rejeito' }] })).id;
});
afterAll(() => ctx?.close());

describe('emission factors by year', () => {
  const co2e = async (year: number) => {
    const res = await ctx.get(`/api/v1/clients/${hotel}/dashboard?years=${year}`, { cookie: master.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>().co2e;
  };

  beforeAll(async () => {
    // Two years back has factors; last year and three years back have none yet.
    await ctx.db.insert(emissionFactors).values([
      { year: Y - 2, wasteType: 'organico', destination: 'sanitary_landfill', kgCo2ePerKg: 0.6, source: 'Fonte A' },
      { year: Y - 2, wasteType: 'organico', destination: 'composting', kgCo2ePerKg: -0.1, source: 'Fonte A' },
    ]);
    // 10 kg of organics each year, composted by default (no contract).
    await postRecordsOk(
      ctx,
      hotel,
      master.cookie,
      [Y - 3, Y - 2, Y - 1].map((year) =>
        newRecord({ areaId: hotelArea, wasteType: 'organico', weightKg: 10, recordedAt: `${year}-03-15T15:00:00Z` }),
      ),
    );
  });

  it("lists the years and the newest year's factors", async () => {
    const res = await ctx.get('/api/v1/master-tools/emission-factors', { cookie: master.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EmissionFactors>();
    expect(body.years).toEqual([Y - 2]);
    expect(body.year).toBe(Y - 2);
    expect(body.factors.map((f) => [f.destination, f.kgCo2ePerKg, f.source, f.version])).toEqual([
      ['composting', -0.1, 'Fonte A', 1],
      ['sanitary_landfill', 0.6, 'Fonte A', 1],
    ]);
  });

  it("copies a year, edits the copy, and the dashboard uses each record's year (the latest where none)", async () => {
    // Before: every year falls back to the only one there is.
    expect((await co2e(Y - 1)).avoidedKg).toBe(7);
    const copied = await ctx.post('/api/v1/master-tools/emission-factors/years', {
      cookie: master.cookie,
      payload: { year: Y - 1, copyFrom: Y - 2 },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json<EmissionFactors>();
    expect(copy.years).toEqual([Y - 1, Y - 2]);
    expect(copy.factors).toHaveLength(2);
    const composting = copy.factors.find((f) => f.destination === 'composting')!;
    const edited = await patch(ctx, `/api/v1/master-tools/emission-factors/${composting.id}`, master.cookie, {
      kgCo2ePerKg: -0.4,
      source: 'Fonte B (revisada)',
      version: composting.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kgCo2ePerKg: -0.4, source: 'Fonte B (revisada)', version: 2 });

    // Last year's record: last year's edited factor, 10 × (0.6 − (−0.4)).
    const last = await co2e(Y - 1);
    expect(last.avoidedKg).toBe(10);
    expect(last.sources).toEqual([
      { year: Y - 1, source: 'Fonte A' },
      { year: Y - 1, source: 'Fonte B (revisada)' },
    ]);
    // Two years back keeps its own factors.
    expect((await co2e(Y - 2)).avoidedKg).toBe(7);
    // Three years back has none: the latest year's apply.
    expect((await co2e(Y - 3)).avoidedKg).toBe(10);
    expect((await co2e(Y - 3)).sources.every((s) => s.year === Y - 1)).toBe(true);
  });

  it('refuses a stale edit, a year that exists, a copy of an empty year and a duplicate factor, saying why', async () => {
    const { factors } = (
      await ctx.get(`/api/v1/master-tools/emission-factors?year=${Y - 1}`, { cookie: master.cookie })
    ).json<EmissionFactors>();
    const edited = factors.find((f) => f.version === 2)!;
    expectError(
      await patch(ctx, `/api/v1/master-tools/emission-factors/${edited.id}`, master.cookie, {
        kgCo2ePerKg: 1,
        source: 'x',
        version: 1,
      }),
      409,
      'aborted',
    );
    const year = (payload: unknown) =>
      ctx.post('/api/v1/master-tools/emission-factors/years', { cookie: master.cookie, payload });
    const exists = await year({ year: Y - 1, copyFrom: Y - 2 });
    expectError(exists, 409, 'aborted', 'factor-year-exists');
    expect(exists.json()).toMatchObject({ error: { params: { year: String(Y - 1) } } });
    const empty = await year({ year: Y + 1, copyFrom: 1999 + 1 });
    expectError(empty, 404, 'not-found', 'factor-year-empty');
    expect(empty.json()).toMatchObject({ error: { params: { year: '2000' } } });
    expectError(await year({ year: 1800 }), 400, 'invalid-argument');
    expectError(await year({ year: 1899 }), 400, 'invalid-argument');
    const add = (payload: unknown) =>
      ctx.post('/api/v1/master-tools/emission-factors', { cookie: master.cookie, payload });
    const row = { year: Y - 1, wasteType: 'organico', destination: 'composting', kgCo2ePerKg: -1, source: 'C' };
    const duplicate = await add(row);
    expectError(duplicate, 409, 'aborted', 'factor-exists');
    expect(duplicate.json()).toMatchObject({ error: { params: { year: String(Y - 1) } } });
    expectError(await add({ ...row, destination: 'the moon' }), 400, 'invalid-argument');
    const added = await add({ ...row, destination: 'biomethanization' });
    expect(added.statusCode, added.body).toBe(201);
    expectError(
      await patch(ctx, `/api/v1/master-tools/emission-factors/${crypto.randomUUID()}`, master.cookie, {
        kgCo2ePerKg: 1,
        source: 'x',
        version: 1,
      }),
      404,
      'not-found',
    );
  });

  it('audits every factor created and changed, with before and after, in the audit log', async () => {
    const res = await ctx.get('/api/v1/master-tools/audit?entity=emission_factor', { cookie: master.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json<AuditLogPage>();
    // Two copied, one edited, one added.
    expect(log.total).toBe(4);
    const change = log.items.find((e) => e.action === 'update')!;
    expect(change.before).toEqual({ kgCo2ePerKg: -0.1, source: 'Fonte A' });
    expect(change.after).toMatchObject({ year: Y - 1, kgCo2ePerKg: -0.4, source: 'Fonte B (revisada)' });
    expect(change.actor).toMatchObject({ name: 'Marta Mestre', email: master.email });
    expect(change.clientId).toBeNull();
  });
});

describe('the audit log', () => {
  it('filters by actor, entity, client and days', async () => {
    const otherMaster = await signedInUser(ctx, 'master', [], { name: 'Outro Mestre' });
    const saved = await patch(ctx, `/api/v1/clients/${other}`, otherMaster.cookie, { name: 'Pousada Renomeada' });
    // A client edit needs its version; whatever the answer, the filters below are checked against what is stored.
    const log = async (query: string) => {
      const res = await ctx.get(`/api/v1/master-tools/audit?${query}`, { cookie: master.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditLogPage>();
    };
    const all = await log('');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.items.map((e) => e.at)).toEqual([...all.items.map((e) => e.at)].sort().reverse());
    const byMarta = await log(`actor=${encodeURIComponent('marta mestre')}`);
    expect(byMarta.total).toBeGreaterThan(0);
    expect(byMarta.items.every((e) => e.actor.name === 'Marta Mestre')).toBe(true);
    expect((await log(`actor=${master.id}`)).total).toBe(byMarta.total);
    expect((await log(`actor=${encodeURIComponent(master.email)}`)).total).toBe(byMarta.total);
    const forOther = await log(`clientId=${other}`);
    expect(forOther.items.every((e) => e.clientId === other)).toBe(true);
    if (saved.statusCode === 200) expect(forOther.items[0]).toMatchObject({ clientName: 'Pousada Renomeada' });
    expect((await log(`clientId=${hotel}`)).items.every((e) => e.clientId === hotel)).toBe(true);
    expect((await log(`from=${Y + 1}-01-01`)).total).toBe(0);
    expect((await log(`to=${Y - 5}-12-31`)).total).toBe(0);
    const today = dayInZone(DEFAULT_TIMEZONE);
    expect((await log(`from=${today}&to=${today}`)).total).toBe(all.total);
    expectError(
      await ctx.get('/api/v1/master-tools/audit?from=yesterday', { cookie: master.cookie }),
      400,
      'invalid-argument',
    );
  });
});

describe('exports', () => {
  it("exports every live record of a client, all time, with typed text neutralised and the client's columns", async () => {
    const [area] = await ctx.db.select().from(areas).where(eq(areas.clientId, hotel));
    await postRecordsOk(ctx, hotel, master.cookie, [
      newRecord({ areaId: area!.id, weightKg: 2.5, recordedAt: '2019-06-01T12:00:00Z' }),
    ]);
    const res = await ctx.get(`/api/v1/master-tools/clients/${hotel}/records.csv?lang=en`, { cookie: master.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="ecopeso-hotel-exportacao-all-.*\.csv"/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      'Date,Time,Area,Type,Sub-type,Weight (kg),User,Container,Gross weight (kg),Tare (kg),Loss reason,Food item,id',
    );
    // The three organics of the factor tests and the 2019 one, oldest first.
    expect(lines).toHaveLength(1 + 4);
    expect(lines[1]).toMatch(
      /^2019-06-01,09:00,"'=HYPERLINK\(""http:\/\/evil""\)",Landfill waste,,2.5,Marta Mestre,,,,,,/,
    );
    const pt = await ctx.get(`/api/v1/master-tools/clients/${hotel}/records.csv`, { cookie: master.cookie });
    expect(csvLines(pt.body)[0]).toBe(
      'Data;Hora;Área;Tipo;Subtipo;Peso (kg);Usuário;Recipiente;Peso bruto (kg);Tara (kg);Motivo do descarte;Alimento;id',
    );
  });

  it("names an export by the day on the client's clock, or Brazil's for the whole base, not by the UTC day", async () => {
    const lateEvening = new Date('2026-01-01T01:30:00Z'); // 31 December, 22:30 in São Paulo
    const records = await exportClientRecords({ db: ctx.db, clientId: hotel, lang: 'pt', now: lateEvening });
    records.stream.resume();
    expect(records.filename).toBe('ecopeso-hotel-exportacao-all-2025-12-31.csv');
    const everything = exportEverything(ctx.db, lateEvening);
    everything.stream.resume();
    expect(everything.filename).toBe('ecopeso-export-2025-12-31.zip');
    await Promise.all(
      [records.stream, everything.stream].map((s) => new Promise((done) => s.on('end', done).on('close', done))),
    );
  });

  it('exports everything as a ZIP of one CSV per allowed table, with exactly the allowed columns and no secret', async () => {
    const res = await ctx.get('/api/v1/master-tools/export.zip', { cookie: master.cookie });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    const allowed = Object.entries(EXPORT_TABLES).filter(([, spec]) => !('excluded' in spec));
    expect([...files.keys()].sort()).toEqual(allowed.map(([t]) => `${t}.csv`).sort());
    for (const [table, spec] of allowed) {
      const lines = csvLines(files.get(`${table}.csv`)!);
      expect(lines[0], table).toBe(('columns' in spec ? spec.columns : []).join(','));
    }
    for (const gone of ['account', 'session', 'verification', 'login_failures'])
      expect(files.has(`${gone}.csv`)).toBe(false);
    expect(csvLines(files.get('user.csv')!).length).toBeGreaterThan(1);
    expect(files.get('clients.csv')).toContain('Hotel Exportação');
    expect(files.get('areas.csv')).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Only typed text is neutralised: a negative factor stays a number.
    expect(files.get('emission_factors.csv')).toMatch(/,-0\.1000,/);
    expect(files.get('emission_factors.csv')).not.toContain("'-");

    // The secrets that exist in the database appear in no file.
    const [hash] = await ctx.db.select({ password: account.password }).from(account).limit(1);
    const [live] = await ctx.db.select({ token: session.token }).from(session).limit(1);
    const token = live!.token;
    expect(hash?.password).toBeTruthy();
    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(hash!.password!);
    expect(everything).not.toContain(token);
    expect(everything).not.toMatch(/\$argon2/);
  });

  it('classifies every table of the database: a new table must be allowed (with its columns) or excluded', async () => {
    const { rows } = (await ctx.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(EXPORT_TABLES).sort());
    for (const [table, spec] of Object.entries(EXPORT_TABLES)) {
      if ('excluded' in spec) continue;
      for (const column of spec.columns)
        expect(column, `${table}.${column}`).not.toMatch(/password|token|secret|hash|value/);
    }
  });

  it('answers HEAD with the same access check and no body, so the page can ask before the browser downloads', async () => {
    const head = (cookie?: string) =>
      ctx.app.inject({ method: 'HEAD', url: '/api/v1/master-tools/export.zip', headers: cookie ? { cookie } : {} });
    const allowed = await head(master.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/zip');
    expect(allowed.rawPayload.length).toBe(0);
    const gerente = await signedInUser(ctx, 'gerente', [hotel]);
    expect((await head(gerente.cookie)).statusCode).toBe(403);
    expect((await head()).statusCode).toBe(401);
  });

  it('reads a table of more than one page in full', async () => {
    await ctx.db.insert(pageViews).values(Array.from({ length: 2100 }, (_v, i) => ({ path: `/p${i}` })));
    const files = await unzip((await ctx.get('/api/v1/master-tools/export.zip', { cookie: master.cookie })).rawPayload);
    const lines = csvLines(files.get('page_views.csv')!);
    expect(lines.length - 1).toBeGreaterThanOrEqual(2100);
    expect(new Set(lines).size).toBe(lines.length);
    await ctx.db.delete(pageViews);
  });
});

describe('the contact inbox', () => {
  it('lists messages newest first as sent, marks them handled (audited) and open again', async () => {
    const send = (message: string, fullName = 'Visitante') =>
      ctx.post('/api/v1/contact', { payload: { fullName, email: 'v@example.com', message } });
    expect((await send('Primeira mensagem')).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    const markup = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    expect((await send(markup, '<b>Nome</b>')).statusCode).toBe(201);
    const inbox = async (status = 'open') =>
      (await ctx.get(`/api/v1/master-tools/contact-messages?status=${status}`, { cookie: master.cookie })).json<{
        items: { id: string; message: string; fullName: string; handledBy: string | null }[];
        open: number;
        total: number;
      }>();
    const open = await inbox();
    expect(open.items.map((m) => m.message)).toEqual([markup, 'Primeira mensagem']);
    expect(open.items[0]!.fullName).toBe('<b>Nome</b>');
    expect(open.open).toBe(2);

    const first = open.items[1]!.id;
    const handled = await put(`/api/v1/master-tools/contact-messages/${first}/handled`, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ handledBy: 'Marta Mestre' });
    expect((await inbox()).items.map((m) => m.id)).not.toContain(first);
    expect((await inbox('handled')).items.map((m) => m.id)).toEqual([first]);
    expect((await inbox('all')).total).toBe(2);
    expect((await inbox()).open).toBe(1);
    const audit = (
      await ctx.get('/api/v1/master-tools/audit?entity=contact_message', { cookie: master.cookie })
    ).json<AuditLogPage>();
    expect(audit.items[0]).toMatchObject({ entityId: first, before: { handled: false }, after: { handled: true } });

    expect((await put(`/api/v1/master-tools/contact-messages/${first}/handled`, { handled: false })).statusCode).toBe(
      200,
    );
    expect((await inbox()).open).toBe(2);
    expectError(
      await put(`/api/v1/master-tools/contact-messages/${crypto.randomUUID()}/handled`, { handled: true }),
      404,
      'not-found',
    );
  });
});

describe('site analytics', () => {
  it('counts public page views per day (zeros included), per path and per language over 30 or 90 days', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await ctx.db.insert(pageViews).values([
      { path: '/', createdAt: daysAgo(0) },
      { path: '/', createdAt: daysAgo(1) },
      { path: '/en/', createdAt: daysAgo(1) },
      { path: '/es/contato', createdAt: daysAgo(2) },
      { path: '/produto', createdAt: daysAgo(60) },
      { path: '/', createdAt: daysAgo(200) },
      // Not visits of the site: the signed-in app (its home and pages, in any language, the Portuguese-only SIGOR
      // panel's notice under /en included) and paths with no page.
      { path: '/app/dashboard', query: 'client=x', createdAt: daysAgo(0) },
      { path: '/app/dashboard', createdAt: daysAgo(1) },
      { path: '/en/app', createdAt: daysAgo(0) },
      { path: '/app/nao-existe', createdAt: daysAgo(0) },
      { path: '/wp-login.php', createdAt: daysAgo(1) },
      { path: '/en/app/painelsigor', createdAt: daysAgo(1) },
      { path: '/en/app/nao-existe', createdAt: daysAgo(1) },
    ]);
    const get = async (days: number) => {
      const res = await ctx.get(`/api/v1/master-tools/site-analytics?days=${days}`, { cookie: master.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SiteAnalytics>();
    };
    const month = await get(30);
    expect(month.perDay).toHaveLength(30);
    expect(month.perDay.at(-1)!.day).toBe(month.to);
    expect(month.total).toBe(4);
    expect(month.topPages[0]).toEqual({ path: '/', views: 2 });
    expect(month.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(4);
    expect(month.topPages.map((p) => p.path).sort()).toEqual(['/', '/en/', '/es/contato']);
    expect(month.languages).toEqual([
      { language: 'pt', views: 2 },
      { language: 'en', views: 1 },
      { language: 'es', views: 1 },
    ]);
    // Said apart, never as visits.
    expect(month.notCounted).toEqual({ app: 4, unknown: 3 });
    const quarter = await get(90);
    expect(quarter.perDay).toHaveLength(90);
    expect(quarter.total).toBe(5);
    expectError(
      await ctx.get('/api/v1/master-tools/site-analytics?days=7', { cookie: master.cookie }),
      400,
      'invalid-argument',
    );
  });
});

describe('system', () => {
  it('shows versions, the database, counts and the last run of each job', async () => {
    const get = async () =>
      (await ctx.get('/api/v1/master-tools/system', { cookie: master.cookie })).json<SystemStatus>();
    const before = await get();
    expect(before.node).toBe(process.version);
    expect(before.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(before.version).toBe(serverPackage.version);
    expect(before.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(before.counts.clients).toBe(2);
    expect(before.counts.records).toBe(4);
    expect(before.jobs.map((j) => j.job)).toEqual(expect.arrayContaining(['licence-alerts', 'backup']));
    expect(before.jobs.find((j) => j.job === 'backup')!.lastRun).toBeNull();

    await recordJobRun(
      ctx.db,
      'backup',
      async () => ({ bytes: 1234 }),
      (s) => ({ bytes: s.bytes }),
    );
    await expect(
      recordJobRun(ctx.db, 'licence-alerts', async () => {
        throw new Error('SMTP refused');
      }),
    ).rejects.toThrow('SMTP refused');
    const after = await get();
    expect(after.jobs.find((j) => j.job === 'backup')!.lastRun).toMatchObject({ ok: true, detail: { bytes: 1234 } });
    expect(after.jobs.find((j) => j.job === 'licence-alerts')!.lastRun).toMatchObject({
      ok: false,
      detail: { error: 'SMTP refused' },
    });
  });
});
