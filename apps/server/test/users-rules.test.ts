import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user as userTable } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createUser, signedInUser, type TestUser } from './helpers/factories.ts';
import { hotelsWithMasterAndGerente, listedUser, patch, type UserRowJson } from './helpers/users.ts';
import { createUser as createUserFromCli } from '../src/domain/users/create-user.ts';
import { updateUser } from '../src/domain/users/update-user.ts';

/**
 * The rules of spec §6 and PRODUCT §2 on who manages whom, each on its own: master manages everyone; a gerente
 * sees and manages only operacional users whose clients are all among the gerente's, grants only those clients
 * and never the gerente or master role; nobody changes their own role or deactivates themselves; the last active
 * master stays.
 */
let ctx: TestContext;
let hotelA: string;
let hotelB: string;
let master: TestUser & { cookie: string };
let gerente: TestUser & { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  ({ hotelA, hotelB, master, gerente } = await hotelsWithMasterAndGerente(ctx));
});
afterAll(() => ctx?.close());

const invite = (cookie: string, body: Record<string, unknown>) =>
  ctx.post('/api/v1/users', {
    cookie,
    payload: { name: 'Nova Pessoa', email: `p-${Math.random().toString(36).slice(2)}@example.com`, ...body },
  });

async function rowOf(id: string): Promise<UserRowJson> {
  const res = await ctx.get(`/api/v1/users?pageSize=100`, { cookie: master.cookie });
  const found = res.json<{ items: UserRowJson[] }>().items.find((u) => u.id === id);
  if (!found) throw new Error('user not listed for master');
  return found;
}

describe('a master', () => {
  it('invites every role, with any clients', async () => {
    for (const role of ['master', 'gerente', 'operacional']) {
      const res = await invite(master.cookie, { role, clientIds: [hotelA, hotelB] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user).toMatchObject({ role, status: 'invited', clientIds: [hotelA, hotelB].sort() });
    }
  });

  it('gives a gerente or an operacional at least one client, a master none needed (needsClients)', async () => {
    for (const role of ['gerente', 'operacional']) {
      const res = await invite(master.cookie, { role, clientIds: [] });
      expectError(res, 400, 'invalid-argument');
    }
    const boss = await invite(master.cookie, { role: 'master', clientIds: [] });
    expect(boss.statusCode, boss.body).toBe(201);
    // An edit may not leave one without clients either: taking them all away, or a master made gerente without any.
    const op = await createUser(ctx.db, 'operacional', [hotelA]);
    const opRow = await rowOf(op.id);
    expectError(
      await patch(ctx, `/api/v1/users/${op.id}`, master.cookie, { version: opRow.version, clientIds: [] }),
      400,
      'invalid-argument',
    );
    const other = await createUser(ctx.db, 'master');
    const otherRow = await rowOf(other.id);
    expectError(
      await patch(ctx, `/api/v1/users/${other.id}`, master.cookie, { version: otherRow.version, role: 'gerente' }),
      400,
      'invalid-argument',
    );
    expect((await rowOf(other.id)).role).toBe('master');
    expect((await rowOf(op.id)).clientIds).toEqual([hotelA]);
  });

  it('edits a gerente: name, role, clients', async () => {
    const other = await createUser(ctx.db, 'gerente', [hotelA]);
    const { version } = await rowOf(other.id);
    const res = await patch(ctx, `/api/v1/users/${other.id}`, master.cookie, {
      version,
      name: 'Renamed',
      role: 'operacional',
      clientIds: [hotelB],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      role: 'operacional',
      clientIds: [hotelB],
      version: version + 1,
    });
  });

  it('sees users of every role in the list', async () => {
    const res = await ctx.get('/api/v1/users?pageSize=100', { cookie: master.cookie });
    const roles = new Set(res.json<{ items: UserRowJson[] }>().items.map((u) => u.role));
    expect(roles).toEqual(new Set(['master', 'gerente', 'operacional']));
  });
});

describe('a gerente', () => {
  it('sees only operacional users whose clients are all among their own', async () => {
    const mine = await createUser(ctx.db, 'operacional', [hotelA]);
    const mixed = await createUser(ctx.db, 'operacional', [hotelA, hotelB]);
    const foreign = await createUser(ctx.db, 'operacional', [hotelB]);
    const none = await createUser(ctx.db, 'operacional', []);
    const peer = await createUser(ctx.db, 'gerente', [hotelA]);
    expect(await listedUser(ctx, gerente.cookie, mine.email)).toBeDefined();
    for (const hidden of [mixed, foreign, none, peer, master]) {
      expect(await listedUser(ctx, gerente.cookie, hidden.email), hidden.email).toBeUndefined();
    }
  });

  it('cannot edit or send a link to a user outside their sight (404, as if unknown)', async () => {
    const mixed = await createUser(ctx.db, 'operacional', [hotelA, hotelB]);
    const peer = await createUser(ctx.db, 'gerente', [hotelA]);
    for (const target of [mixed, peer, master]) {
      const { version } = await rowOf(target.id);
      expectError(
        await patch(ctx, `/api/v1/users/${target.id}`, gerente.cookie, { version, name: 'X' }),
        404,
        'not-found',
      );
      expectError(
        await ctx.post(`/api/v1/users/${target.id}/password-link`, { cookie: gerente.cookie, payload: {} }),
        404,
        'not-found',
      );
    }
    const [still] = await ctx.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, peer.id));
    expect(still?.name).not.toBe('X');
  });

  it('invites an operacional with their own clients', async () => {
    const res = await invite(gerente.cookie, { role: 'operacional', clientIds: [hotelA] });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('never creates a gerente or a master', async () => {
    for (const role of ['gerente', 'master']) {
      expectError(await invite(gerente.cookie, { role, clientIds: [hotelA] }), 403, 'permission-denied');
    }
  });

  it('grants only their own clients, and at least one', async () => {
    expectError(await invite(gerente.cookie, { role: 'operacional', clientIds: [hotelB] }), 403, 'permission-denied');
    expectError(
      await invite(gerente.cookie, { role: 'operacional', clientIds: [hotelA, hotelB] }),
      403,
      'permission-denied',
    );
    // No client at all is bad input for anybody giving it (needsClients), a gerente included.
    expectError(await invite(gerente.cookie, { role: 'operacional', clientIds: [] }), 400, 'invalid-argument');
    const mine = await createUser(ctx.db, 'operacional', [hotelA]);
    const { version } = await rowOf(mine.id);
    expectError(
      await patch(ctx, `/api/v1/users/${mine.id}`, gerente.cookie, { version, clientIds: [hotelA, hotelB] }),
      403,
      'permission-denied',
    );
  });

  it('cannot promote an operacional to gerente or master', async () => {
    const mine = await createUser(ctx.db, 'operacional', [hotelA]);
    const { version } = await rowOf(mine.id);
    for (const role of ['gerente', 'master']) {
      expectError(
        await patch(ctx, `/api/v1/users/${mine.id}`, gerente.cookie, { version, role }),
        403,
        'permission-denied',
      );
    }
  });

  it('edits, deactivates and reactivates an operacional they manage', async () => {
    const mine = await createUser(ctx.db, 'operacional', [hotelA]);
    let { version } = await rowOf(mine.id);
    let res = await patch(ctx, `/api/v1/users/${mine.id}`, gerente.cookie, { version, name: 'Cozinha 2' });
    expect(res.json()).toMatchObject({ name: 'Cozinha 2' });
    ({ version } = res.json<UserRowJson>());
    res = await patch(ctx, `/api/v1/users/${mine.id}`, gerente.cookie, { version, active: false });
    expect(res.json()).toMatchObject({ status: 'deactivated' });
    ({ version } = res.json<UserRowJson>());
    res = await patch(ctx, `/api/v1/users/${mine.id}`, gerente.cookie, { version, active: true });
    expect(res.json()).toMatchObject({ status: 'active' });
  });
});

describe('nobody', () => {
  it('changes their own role', async () => {
    const other = await signedInUser(ctx, 'master');
    const { version } = await rowOf(other.id);
    expectError(
      await patch(ctx, `/api/v1/users/${other.id}`, other.cookie, { version, role: 'gerente' }),
      403,
      'permission-denied',
    );
  });

  it('deactivates themselves', async () => {
    const other = await signedInUser(ctx, 'master');
    const { version } = await rowOf(other.id);
    expectError(
      await patch(ctx, `/api/v1/users/${other.id}`, other.cookie, { version, active: false }),
      403,
      'permission-denied',
    );
  });

  it('saves an edit started from an older version (409 aborted)', async () => {
    const target = await createUser(ctx.db, 'operacional', [hotelA]);
    const { version } = await rowOf(target.id);
    expect((await patch(ctx, `/api/v1/users/${target.id}`, master.cookie, { version, name: 'First' })).statusCode).toBe(
      200,
    );
    const stale = await patch(ctx, `/api/v1/users/${target.id}`, gerente.cookie, { version, name: 'Second' });
    expectError(stale, 409, 'aborted');
    expect((await rowOf(target.id)).name).toBe('First');
  });

  it('invites an e-mail that already has an account (409)', async () => {
    const res = await ctx.post('/api/v1/users', {
      cookie: master.cookie,
      payload: { name: 'Dup', email: gerente.email.toUpperCase(), role: 'operacional', clientIds: [hotelA] },
    });
    expectError(res, 409, 'aborted');
  });
});

describe('the last active master', () => {
  // Through the API only another master can touch a master, and then there are two; the rule guards the race of two
  // masters demoting each other, and any caller that is not a signed-in master (a job, the CLI, a stale actor).
  it('cannot be demoted or deactivated', async () => {
    const solo = await createTestContext();
    try {
      const only = await createUser(solo.db, 'master');
      const hotel = (await createClient(solo.db, { name: 'Hotel Solo' })).id;
      const [row] = await solo.db.select({ v: userTable.version }).from(userTable).where(eq(userTable.id, only.id));
      const caller = {
        id: 'someone-else',
        email: 'x@example.com',
        name: 'X',
        role: 'master' as const,
        allowedClientIds: [],
      };
      for (const input of [
        { role: 'gerente' as const, clientIds: [hotel] },
        { role: 'operacional' as const, clientIds: [hotel] },
        { active: false },
      ]) {
        await expect(
          updateUser({ db: solo.db, actor: caller, userId: only.id, input: { version: row!.v, ...input } }),
        ).rejects.toMatchObject({ code: 'permission-denied' });
      }
      const [after] = await solo.db.select().from(userTable).where(eq(userTable.id, only.id));
      expect(after).toMatchObject({ role: 'master', active: true });
    } finally {
      await solo.close();
    }
  });

  it('of two masters demoting each other at once, only one demotion passes', async () => {
    const solo = await createTestContext();
    try {
      const a = await signedInUser(solo, 'master');
      const b = await signedInUser(solo, 'master');
      const hotel = (await createClient(solo.db, { name: 'Hotel Solo' })).id;
      const versions = Object.fromEntries(
        (await solo.get('/api/v1/users?role=master', { cookie: a.cookie }))
          .json<{ items: UserRowJson[] }>()
          .items.map((u) => [u.id, u.version]),
      );
      const demote = (by: { cookie: string }, target: { id: string }) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/v1/users/${target.id}`,
          headers: { cookie: by.cookie, origin: 'http://localhost:3000' },
          payload: { version: versions[target.id], role: 'gerente', clientIds: [hotel] },
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const masters = await solo.db.select().from(userTable).where(eq(userTable.role, 'master'));
      expect(masters.filter((m) => m.active)).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('a user made by an operator (the CLI)', () => {
  it.each(['short-pw', 'password123'])('gets no password the app itself would refuse (%s)', async (password) => {
    const email = `cli-${password}@example.com`;
    await expect(createUserFromCli(ctx.db, { email, name: 'CLI', role: 'master', password })).rejects.toThrow(
      /10 to 128 characters, not a common one/,
    );
    expect(await ctx.db.select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
  });
});
