import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { verification } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createUser, signIn, type TestUser } from './helpers/factories.ts';
import { collectingMailer, hotelsWithMasterAndGerente, listedUser, tokenOf } from './helpers/users.ts';

/**
 * A gerente who invites an e-mail that already has an account they cannot see (another chain's manager, a master)
 * must not learn that it exists: the answer is a new invitation's, in the same time, and nothing of the account
 * changes. Its owner is told, and the masters see the attempt.
 */
let ctx: TestContext;
const mailer = collectingMailer();
let hotelA: string;
let hotelB: string;
let master: TestUser & { cookie: string };
let gerente: TestUser & { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ mailer });
  ({ hotelA, hotelB, master, gerente } = await hotelsWithMasterAndGerente(ctx));
});
afterAll(() => ctx?.close());

const invite = (email: string) =>
  ctx.post('/api/v1/users', {
    cookie: gerente.cookie,
    payload: { name: 'Nova Pessoa', email, role: 'operacional', clientIds: [hotelA], language: 'pt' },
  });

/** The answer with what differs between any two invitations (ids, times, the token) blanked out. */
function shapeOf(body: string) {
  const { user, link } = JSON.parse(body) as {
    user: Record<string, unknown>;
    link: { url: string; expiresAt: string; emailed: boolean };
  };
  return {
    user: { ...user, id: typeof user.id, email: typeof user.email, createdAt: typeof user.createdAt },
    link: { ...link, url: link.url.replace(/#token=[\w-]+$/, '#token=…'), expiresAt: typeof link.expiresAt },
    tokenLength: tokenOf(link.url).length,
    hours: Math.round((Date.parse(link.expiresAt) - Date.now()) / 3600_000),
  };
}

describe('a gerente inviting an e-mail whose account they cannot see', () => {
  it('gets the answer a new e-mail gets, and the account is left exactly as it was', async () => {
    const other = await createUser(ctx.db, 'gerente', [hotelB], { name: 'Gerente de Outra Rede' });
    const fresh = await invite(`nova-${Date.now()}@example.com`);
    const taken = await invite(other.email.toUpperCase());
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));

    // Nothing of the account changed: still a gerente of B, signs in with their password, no link made for it.
    const row = await listedUser(ctx, master.cookie, other.email);
    expect(row).toMatchObject({
      role: 'gerente',
      clientIds: [hotelB],
      status: 'active',
      name: 'Gerente de Outra Rede',
    });
    await signIn(ctx, other.email, other.password);
    const links = await ctx.db.select().from(verification).where(eq(verification.value, other.id));
    expect(links).toEqual([]);
    // The link shown opens nothing.
    const { link } = taken.json<{ link: { url: string } }>();
    const res = await ctx.post('/api/v1/password/reset', {
      payload: { token: tokenOf(link.url), password: 'horta-de-tomates-42', confirm: 'horta-de-tomates-42' },
    });
    expectError(res, 400, 'invalid-argument');
    // No stray account under the made-up address either.
    expect(await ctx.db.select().from(verification).where(like(verification.value, '%invitation.invalid'))).toEqual([]);
    expect((await ctx.get('/api/v1/users?q=invitation.invalid', { cookie: master.cookie })).json()).toMatchObject({
      items: [],
    });
  });

  it("tells the account's owner by e-mail, and the masters in the account's history", async () => {
    const other = await createUser(ctx.db, 'master', [], { name: 'Marta Master' });
    const before = mailer.sent.length;
    expect((await invite(other.email)).statusCode).toBe(201);
    const mail = mailer.sent.slice(before).find((m) => m.to === other.email)!;
    expect(mail.subject).toBe('Alguém tentou convidar você para o Ecopeso');
    expect(mail.text).toContain(gerente.email);
    expect(mail.text).not.toMatch(/redefinir-senha/);
    const history = await ctx.get(`/api/v1/audit?entity=user&id=${other.id}`, { cookie: master.cookie });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ items: { action: string; actor: { email: string } }[] }>().items).toEqual([
      expect.objectContaining({ action: 'invite_existing', actor: expect.objectContaining({ email: gerente.email }) }),
    ]);
  });

  it('is still told 409 for an account they manage (they see it in their list anyway), as a master always is', async () => {
    const own = await createUser(ctx.db, 'operacional', [hotelA]);
    expectError(await invite(own.email), 409, 'aborted');
  });

  it('answers in the same time as for a new e-mail, over many tries', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const tries = 20;
    const others = await Promise.all(Array.from({ length: tries }, () => createUser(ctx.db, 'gerente', [hotelB])));
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await invite(email);
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(201);
      return ms;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < tries; i++) {
      fresh.push(await timed(`timing-${i}-${Date.now()}@example.com`));
      taken.push(await timed(others[i]!.email));
    }
    const [f, t] = [median(fresh), median(taken)];
    expect(Math.abs(f - t), `medians ${f.toFixed(2)} ms (new) and ${t.toFixed(2)} ms (taken)`).toBeLessThan(
      Math.max(f, t) * 0.35 + 1,
    );
  });
});
