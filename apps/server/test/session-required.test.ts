import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, SESSION_COOKIE, signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
let endpoints: string[];
let forgedCookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const client = await createClient(ctx.db, { name: 'Hotel Atlântico' });
  // A client that exists, one that does not and an id that is not even a uuid: all 401, never 200/403/404/400.
  endpoints = [
    '/api/v1/me',
    '/api/v1/clients',
    `/api/v1/clients/${client.id}`,
    `/api/v1/clients/${randomUUID()}`,
    '/api/v1/clients/not-a-uuid',
  ];
  const { cookie } = await signedInUser(ctx, 'master', [client.id]);
  const token = cookie.slice(`${SESSION_COOKIE}=`.length).split('.')[0]!;
  forgedCookie = `${SESSION_COOKIE}=${token}.${'A'.repeat(43)}%3D`;
});
afterAll(() => ctx?.close());

describe.each([
  ['no cookie', () => undefined],
  ['a garbage session cookie', () => `${SESSION_COOKIE}=garbage`],
  ['an unrelated cookie', () => 'theme=dark; session=1'],
  ['a real session token with a forged signature', () => forgedCookie],
])('with %s', (_label, cookie) => {
  it('every /api/v1 endpoint but health answers 401 unauthenticated', async () => {
    for (const url of endpoints) expectError(await ctx.get(url, { cookie: cookie() }), 401, 'unauthenticated');
  });
});
