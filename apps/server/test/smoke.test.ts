import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createUser } from './helpers/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it('smoke', async () => {
  const u = await createUser(ctx.db, 'master', []);
  for (const url of ['/api/auth/Sign-In/Email', '/api/auth/sign-in/email;x', '/api/auth/sign-in/email%2F', '/api/auth/%2E/sign-in/email', '/api/auth/%2e%2e/auth/sign-in/email', '/api/auth/sign-in/email/.', '/api/auth/sign-in/email?', '/api/auth/sign-in/email%3F', '/api/auth/sign-in/email\\', '/api/auth/sign-in/./email']) {
    const r = await ctx.post(url, { payload: { email: u.email, password: 'wrong-password' }, origin: 'https://evil.example' });
    const r2 = await ctx.post(url, { payload: { email: u.email, password: u.password }, origin: 'https://evil.example' });
    const r3 = await ctx.post(url, { payload: { email: u.email, password: u.password }, origin: null });
    console.log(url, r.statusCode, r.body.slice(0, 80), '|', r2.statusCode, r2.body.slice(0, 60), '|', r3.statusCode, r3.body.slice(0, 40));
  }
  const rows = await ctx.db.execute('select * from login_failures' as never);
  console.log(JSON.stringify(rows));
  expect(1).toBe(1);
});
