import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDelivery } from '@ecopeso/shared/report-subscriptions';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { user, userClients } from '../src/db/schema.ts';
import { firstWorkingDay, sendMonthlyReports } from '../src/domain/report-subscriptions/send-monthly-reports.ts';
import type { MailMessage, Mailer } from '../src/mail/mailer.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { zonedInstant } from './helpers/time.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';

/**
 * Monthly management reports by e-mail (issue 13): a gerente or master subscribes to clients of theirs; from the
 * first working day of a month one e-mail per subscriber and month carries last month's PDFs — once, even with two
 * server instances on one database running the job at the same moment — and the subscriber sees what was sent.
 */
const TZ = 'America/Sao_Paulo';
let ctx: TestContext;
/** A second instance: its own app and, on PostgreSQL, its own connections to the same database. */
let second: { app: FastifyInstance; database: Database };
let atlantico: string;
let zefiro: string;
let foreign: string;
let gerente: { id: string; cookie: string; email: string };
let master: { id: string; cookie: string; email: string };

function collecting(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      // As an SMTP server would, answer a little later: both instances are mid-job at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(message);
    },
  };
}

const subscribe = (cookie: string, clientIds: string[], on: FastifyInstance = ctx.app) =>
  on.inject({
    method: 'PUT',
    url: '/api/v1/me/report-subscriptions',
    headers: { cookie, origin: WEB_ORIGIN },
    payload: { clientIds },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  const url = (ctx.database as Database & { url?: string }).url;
  const database = url ? await openDatabase({ url }, { poolSize: 2 }) : { ...ctx.database, close: async () => {} };
  const app = await buildApp({
    database,
    auth: ctx.auth,
    trustedOrigins: [WEB_ORIGIN],
    rateLimits: { ...DEFAULT_RATE_LIMITS, perAddressPerMinute: 100_000, perAccountPerMinute: 100_000 },
  });
  await app.ready();
  second = { app, database };
  const types = [{ type: 'rejeito' as const }];
  atlantico = (await createClient(ctx.db, { name: 'Hotel Atlântico', types })).id;
  zefiro = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types })).id;
  foreign = (await createClient(ctx.db, { name: 'Resort Alheio', types })).id;
  gerente = await signedInUser(ctx, 'gerente', [atlantico, zefiro]);
  await ctx.db.update(user).set({ language: 'en' }).where(eq(user.id, gerente.id));
  master = await signedInUser(ctx, 'master');
  const operacional = await signedInUser(ctx, 'operacional', [atlantico]);
  await postRecordsOk(ctx, atlantico, operacional.cookie, [
    newRecord({ weightKg: 42, recordedAt: zonedInstant(TZ, '2026-10-14', '12:00').toISOString() }),
  ]);
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await ctx?.close();
});

describe('subscribing', () => {
  it('takes only clients of the user’s list, refusing a list with any other whole', async () => {
    expectError(await subscribe(gerente.cookie, [atlantico, foreign]), 403, 'permission-denied');
    const res = await subscribe(gerente.cookie, [atlantico, zefiro]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ clientIds: string[] }>().clientIds.sort()).toEqual([atlantico, zefiro].sort());
    expect((await subscribe(master.cookie, [foreign], second.app)).statusCode).toBe(200);
    const mine = await ctx.get('/api/v1/me/report-subscriptions', { cookie: master.cookie });
    expect(mine.json()).toEqual({ clientIds: [foreign] });
  });
});

describe('the monthly job', () => {
  it('knows the first working day: weekends and national holidays are not', () => {
    expect(firstWorkingDay('2026-11-20')).toBe('2026-11-03'); // 1 Nov a Sunday, 2 Nov Finados
    expect(firstWorkingDay('2027-01-10')).toBe('2027-01-04'); // 1 Jan a Friday holiday, then a weekend
    expect(firstWorkingDay('2026-05-31')).toBe('2026-05-04');
    expect(firstWorkingDay('2026-12-15')).toBe('2026-12-01');
  });

  it('sends nothing before the first working day, nor without SMTP', async () => {
    const mailer = collecting();
    expect(await sendMonthlyReports({ db: ctx.db, mailer, now: zonedInstant(TZ, '2026-11-02', '12:00') })).toBe(0);
    expect(await sendMonthlyReports({ db: ctx.db, now: zonedInstant(TZ, '2026-11-03', '12:00') })).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('sends each subscriber one e-mail for the month with two instances running at once, and never again', async () => {
    // Zéfiro leaves the gerente's list after they subscribed: it is not sent to them.
    await ctx.db.delete(userClients).where(and(eq(userClients.userId, gerente.id), eq(userClients.clientId, zefiro)));
    const now = zonedInstant(TZ, '2026-11-03', '08:00');
    const [a, b] = [collecting(), collecting()];
    const counts = await Promise.all([
      sendMonthlyReports({ db: ctx.db, mailer: a, now }),
      sendMonthlyReports({ db: second.database.db, mailer: b, now }),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    const sent = [...a.sent, ...b.sent];
    expect(sent.map((m) => m.to).sort()).toEqual([gerente.email, master.email].sort());
    const toGerente = sent.find((m) => m.to === gerente.email)!;
    expect(toGerente.subject).toBe('Ecopeso: management report for October 2026');
    expect(toGerente.text).toContain('of: Hotel Atlântico.');
    expect(toGerente.attachments).toHaveLength(1);
    const pdf = await pdfText(toGerente.attachments![0]!.content);
    expect(pdf).toContain('Hotel Atlântico');
    expect(pdf).toContain('October 2026');
    expect(pdf).toContain('42.0 kg');

    const later = zonedInstant(TZ, '2026-11-20', '08:00');
    expect(await sendMonthlyReports({ db: ctx.db, mailer: a, now: later })).toBe(0);
    expect(await sendMonthlyReports({ db: second.database.db, mailer: b, now: later })).toBe(0);
    expect(a.sent.length + b.sent.length).toBe(2);
  });

  it('shows the subscriber the reports sent, on any instance', async () => {
    const res = await second.app.inject({
      method: 'GET',
      url: '/api/v1/me/report-deliveries',
      headers: { cookie: gerente.cookie },
    });
    const deliveries = res.json<ReportDelivery[]>();
    expect(deliveries).toEqual([
      {
        month: '2026-10',
        clients: [{ id: atlantico, name: 'Hotel Atlântico' }],
        status: 'sent',
        sentAt: expect.any(String),
      },
    ]);
    const others = await ctx.get('/api/v1/me/report-deliveries', { cookie: master.cookie });
    expect(others.json<ReportDelivery[]>().map((d) => d.clients.map((c) => c.name))).toEqual([['Resort Alheio']]);
  });

  it('gives the claim back when the e-mail fails, so a later run sends it', async () => {
    const now = zonedInstant(TZ, '2026-12-01', '09:00');
    const failing: Mailer = {
      async send() {
        throw new Error('SMTP down');
      },
    };
    await expect(sendMonthlyReports({ db: ctx.db, mailer: failing, now })).rejects.toThrow('failed');
    const mailer = collecting();
    expect(await sendMonthlyReports({ db: second.database.db, mailer, now })).toBe(2);
    expect(mailer.sent.map((m) => m.subject)).toContain('Ecopeso: management report for November 2026');
  });
});
