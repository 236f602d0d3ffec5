import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { globalAuditEvents } from '../src/db/schema.ts';
import { writeAuditEvent } from '../src/domain/audit/write-audit-event.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createUser, signedInUser, type TestUser } from './helpers/factories.ts';
import { hotelsWithMasterAndGerente, listedUser, patch, tokenOf } from './helpers/users.ts';

/** The audit trail: every user change writes its event with the actor's snapshot, never a secret; who reads which history. */
let ctx: TestContext;
let hotelA: string;
let hotelB: string;
let master: TestUser & { cookie: string };
let gerente: TestUser & { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  ({ hotelA, hotelB, master, gerente } = await hotelsWithMasterAndGerente(ctx, {
    master: 'Marta Master',
    gerente: 'Gil Gerente',
  }));
});
afterAll(() => ctx?.close());

interface EventJson {
  action: string;
  actor: { id: string | null; name: string | null; email: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const history = (cookie: string, entity: string, id: string) =>
  ctx.get(`/api/v1/audit?entity=${entity}&id=${id}`, { cookie });

describe('a user history', () => {
  it('lists invite, link, edit, deactivation and the password set, newest first, with who did each', async () => {
    const invited = await ctx.post('/api/v1/users', {
      cookie: gerente.cookie,
      payload: { name: 'Ana', email: 'ana@example.com', role: 'operacional', clientIds: [hotelA] },
    });
    const { user, link } = invited.json<{ user: { id: string; version: number }; link: { url: string } }>();
    const edited = await patch(ctx, `/api/v1/users/${user.id}`, master.cookie, {
      version: user.version,
      name: 'Ana Paula',
    });
    await patch(ctx, `/api/v1/users/${user.id}`, master.cookie, {
      version: edited.json<{ version: number }>().version,
      active: false,
    });
    const res = await history(master.cookie, 'user', user.id);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json<{ items: EventJson[]; total: number }>();
    expect(events.items.map((e) => e.action)).toEqual(['deactivate', 'update', 'link_issued', 'create']);
    expect(events.total).toBe(4);
    expect(events.items[0]).toMatchObject({
      actor: { id: master.id, name: 'Marta Master', email: master.email },
      before: { active: true },
      after: { active: false },
    });
    expect(events.items[1]).toMatchObject({ before: { name: 'Ana' }, after: { name: 'Ana Paula' } });
    expect(events.items[3]).toMatchObject({
      actor: { name: 'Gil Gerente' },
      after: { name: 'Ana', email: 'ana@example.com', role: 'operacional', clientIds: [hotelA] },
    });
    // The token is nowhere in the trail.
    expect(res.body).not.toContain(tokenOf(link.url));
  });

  it('never keeps a password, token or secret, whatever the caller passes', async () => {
    const id = randomUUID();
    await writeAuditEvent(ctx.db, {
      actor: null,
      entity: 'user',
      entityId: id,
      action: 'update',
      before: { name: 'a', password: 'p', nested: { apiKey: 'k', sessionToken: 't', ok: 1 } },
      after: { name: 'b', passwordHash: 'h', secret: 's' },
    });
    const [row] = await ctx.db
      .select()
      .from(globalAuditEvents)
      .where((await import('drizzle-orm')).eq(globalAuditEvents.entityId, id));
    expect(row!.before).toEqual({ name: 'a', nested: { ok: 1 } });
    expect(row!.after).toEqual({ name: 'b' });
  });

  it('paginates', async () => {
    const op = await createUser(ctx.db, 'operacional', [hotelA]);
    let version = (await listedUser(ctx, master.cookie, op.email))!.version;
    for (let i = 0; i < 5; i++) {
      version = (await patch(ctx, `/api/v1/users/${op.id}`, master.cookie, { version, name: `N${i}` })).json<{
        version: number;
      }>().version;
    }
    const page = await ctx.get(`/api/v1/audit?entity=user&id=${op.id}&page=2&pageSize=2`, { cookie: master.cookie });
    const body = page.json<{ items: EventJson[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.items.map((e) => e.after?.name)).toEqual(['N2', 'N1']);
  });
});

describe('who reads which history', () => {
  it('a gerente reads the users they manage and themselves, not others', async () => {
    const mine = await createUser(ctx.db, 'operacional', [hotelA]);
    const foreign = await createUser(ctx.db, 'operacional', [hotelB]);
    expect((await history(gerente.cookie, 'user', mine.id)).statusCode).toBe(200);
    expect((await history(gerente.cookie, 'user', gerente.id)).statusCode).toBe(200);
    expectError(await history(gerente.cookie, 'user', foreign.id), 403, 'permission-denied');
    expectError(await history(gerente.cookie, 'user', master.id), 403, 'permission-denied');
  });

  it("a gerente reads their own clients' histories, not another's, and no provider's", async () => {
    expect((await history(gerente.cookie, 'client', hotelA)).statusCode).toBe(200);
    expectError(await history(gerente.cookie, 'client', hotelB), 403, 'permission-denied');
    expectError(await history(gerente.cookie, 'carrier', randomUUID()), 403, 'permission-denied');
  });

  it("tenant events are read within the client's scope", async () => {
    await writeAuditEvent(ctx.db, {
      actor: master,
      entity: 'client',
      entityId: hotelB,
      action: 'update',
      clientId: hotelB,
      after: { name: 'Hotel B2' },
    });
    const res = await history(master.cookie, 'client', hotelB);
    expect(res.json<{ items: EventJson[] }>().items).toHaveLength(1);
  });

  it('an operacional reads none', async () => {
    const op = await signedInUser(ctx, 'operacional', [hotelA]);
    expectError(await history(op.cookie, 'user', op.id), 403, 'permission-denied');
  });
});
