import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { canManageUser, ROLES, type Role } from '@ecopeso/shared/roles';
import { visibleUsersCondition } from '../src/domain/users/user-scope.ts';
import type { Actor } from '../src/domain/actor.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, createUser } from './helpers/factories.ts';

/**
 * The users list filters in SQL (visibleUsersCondition) what the policy says in TypeScript (canManageUser): the two
 * must agree for every actor and every user. Three clients, so every subset of them; every role on both sides.
 */
let ctx: TestContext;
let subsets: string[][];
const targets: { id: string; role: Role; clientIds: string[] }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const ids: string[] = [];
  for (const name of ['Hotel A', 'Hotel B', 'Hotel C']) ids.push((await createClient(ctx.db, { name })).id);
  subsets = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) => ids.filter((_, i) => mask & (1 << i)));
  for (const role of ROLES) {
    for (const clientIds of subsets)
      targets.push({ id: (await createUser(ctx.db, role, clientIds)).id, role, clientIds });
  }
});
afterAll(() => ctx?.close());

async function visibleTo(actor: Actor): Promise<string[]> {
  const known = sql.join(
    targets.map((t) => sql`${t.id}`),
    sql`, `,
  );
  const { rows } = (await ctx.db.execute(
    sql`select u.id from "user" u where u.id in (${known}) and ${visibleUsersCondition(actor)} order by u.id`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

describe('who may see a user: the SQL filter and the policy', () => {
  it('agree for every role and client list of the actor, over every role and client list of the user', async () => {
    let compared = 0;
    for (const role of ROLES) {
      for (const allowedClientIds of subsets) {
        const actor: Actor = { id: 'actor', email: 'a@example.com', name: 'A', role, allowedClientIds };
        const expected = targets
          .filter((t) => canManageUser(actor, t))
          .map((t) => t.id)
          .sort();
        expect(await visibleTo(actor), `${role} with ${allowedClientIds.length} client(s)`).toEqual(expected);
        compared += targets.length;
      }
    }
    expect(compared).toBe(24 * 24);
  });

  it('is not empty for either side: a master sees all, a gerente of every client sees operacionais only', async () => {
    const everyClient = subsets.at(-1)!;
    const master: Actor = { id: 'm', email: 'm@example.com', name: 'M', role: 'master', allowedClientIds: [] };
    const gerente: Actor = { ...master, role: 'gerente', allowedClientIds: everyClient };
    expect(await visibleTo(master)).toHaveLength(targets.length);
    // An operacional with at least one client: 7 of the 8 client lists.
    expect(await visibleTo(gerente)).toHaveLength(7);
  });
});
