import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { signedInUser } from './helpers/factories.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await signedInUser(ctx, 'master')).cookie;
});
afterAll(() => ctx?.close());

describe('error answers', () => {
  it('an unknown /api route answers 404 not-found in the error envelope, signed in or not', async () => {
    for (const res of [
      await ctx.get('/api/v1/nothing-here'),
      await ctx.get('/api/v1/nothing-here', { cookie }),
      await ctx.get('/api/unknown'),
      await ctx.post('/api/v2/clients', { payload: {} }),
    ]) {
      expectError(res, 404, 'not-found');
    }
  });

  it('a malformed JSON body answers 400 invalid-argument', async () => {
    const res = await ctx.post('/api/auth/sign-in/email', { payload: '{"email": "a@example.com", "password": ' });
    expectError(res, 400, 'invalid-argument');
    expect(res.json().error.message).toBe('Malformed JSON body.');
  });

  it('a body that is not JSON answers 415 invalid-argument', async () => {
    const res = await ctx.post('/api/auth/sign-in/email', {
      payload: 'email=a@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415, 'invalid-argument');
  });

  it('a body over 2 MiB answers 413 invalid-argument', async () => {
    const res = await ctx.post('/api/auth/sign-in/email', {
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, 'invalid-argument');
  });
});
