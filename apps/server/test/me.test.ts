import type { Role } from '@ecopeso/shared/roles';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
let clientIds: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  clientIds = [];
  for (const name of ['Hotel Atlântico', 'Pousada Zéfiro', 'Bistrô Central']) {
    clientIds.push((await createClient(ctx.db, { name })).id);
  }
});
afterAll(() => ctx?.close());

const cases: [Role, (ids: string[]) => string[]][] = [
  ['master', () => []],
  ['gerente', (ids) => [ids[2]!, ids[0]!]],
  ['operacional', (ids) => [ids[1]!]],
];

it.each(cases)('GET /api/v1/me describes a signed-in %s and their allowed clients', async (role, allowed) => {
  const user = await signedInUser(ctx, role, allowed(clientIds));
  const res = await ctx.get('/api/v1/me', { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    id: user.id,
    email: user.email,
    name: user.name,
    role,
    allowedClientIds: [...allowed(clientIds)].sort(),
  });
});
