import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  // Created out of name order; one inactive. (Names start with ASCII capitals: the databases collate bytewise.)
  for (const [key, name, active] of [
    ['zefiro', 'Pousada Zefiro', true],
    ['atlantico', 'Hotel Atlantico', true],
    ['closed', 'Casa Fechada', false],
    ['marina', 'Marina Bar', true],
    ['bistro', 'Bistro Central', true],
  ] as const) {
    ids[key] = (await createClient(ctx.db, { name, active })).id;
  }
});
afterAll(() => ctx?.close());

const summary = (key: string, name: string) => ({ id: ids[key], name, active: true });

async function listFor(cookie: string) {
  const res = await ctx.get('/api/v1/clients', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/v1/clients (spec §6 visibility)', () => {
  it('master sees every active client, ordered by name, whatever their own list says', async () => {
    const master = await signedInUser(ctx, 'master', [ids.closed!]);
    expect(await listFor(master.cookie)).toEqual([
      summary('bistro', 'Bistro Central'),
      summary('atlantico', 'Hotel Atlantico'),
      summary('marina', 'Marina Bar'),
      summary('zefiro', 'Pousada Zefiro'),
    ]);
  });

  it('gerente sees only the active clients of their list, ordered by name', async () => {
    const gerente = await signedInUser(ctx, 'gerente', [ids.zefiro!, ids.closed!, ids.bistro!]);
    expect(await listFor(gerente.cookie)).toEqual([
      summary('bistro', 'Bistro Central'),
      summary('zefiro', 'Pousada Zefiro'),
    ]);
  });

  it('operacional sees only the active clients of their list, ordered by name', async () => {
    const operacional = await signedInUser(ctx, 'operacional', [ids.marina!, ids.atlantico!, ids.closed!]);
    expect(await listFor(operacional.cookie)).toEqual([
      summary('atlantico', 'Hotel Atlantico'),
      summary('marina', 'Marina Bar'),
    ]);
  });

  it.each(['gerente', 'operacional'] as const)('a %s with no allowed client gets an empty list', async (role) => {
    const user = await signedInUser(ctx, role, []);
    expect(await listFor(user.cookie)).toEqual([]);
  });

  it('a user whose only client is inactive gets an empty list', async () => {
    const user = await signedInUser(ctx, 'operacional', [ids.closed!]);
    expect(await listFor(user.cookie)).toEqual([]);
  });
});
