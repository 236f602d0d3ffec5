import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from '../src/domain/auth/login-throttle.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createUser, sessionSetCookie, signInRequest } from './helpers/factories.ts';
import { postRawPath } from './helpers/raw-http.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// Every test signs in from its own addresses, so the per-IP count of one never reaches another.
let nextHost = 1;
const newIp = () => `10.0.0.${nextHost++}`;

function expectThrottled(res: LightMyRequestResponse) {
  expectError(res, 429, 'resource-exhausted');
  expect(res.json().error.message).toBe('Too many login attempts. Please try again later.');
  expect(sessionSetCookie(res)).toBeUndefined();
}

async function fail(times: number, email: string, ip: string) {
  for (let i = 0; i < times; i++) {
    const res = await ctx.post('/api/auth/sign-in/email', {
      payload: { email, password: 'not-the-password' },
      remoteAddress: ip,
    });
    expectError(res, 401, 'unauthenticated');
  }
}

describe('failed sign-ins per account', () => {
  it(`after ${MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS} failures from one address, that address is refused with 429 even with the right password; the owner elsewhere is not locked out`, async () => {
    expect(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).toBe(5);
    const victim = await createUser(ctx.db, 'gerente');
    const attacker = newIp();
    await fail(5, victim.email, attacker);
    expectThrottled(await signInRequest(ctx, victim.email, victim.password, attacker));
    expect((await signInRequest(ctx, victim.email, victim.password, newIp())).statusCode).toBe(200);
  });

  it(`after ${MAX_FAILURES_PER_ACCOUNT} failures spread over many addresses, the account is refused from any address`, async () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(20);
    const victim = await createUser(ctx.db, 'master');
    for (let i = 0; i < 20; i++) await fail(1, victim.email, newIp());
    expectThrottled(await signInRequest(ctx, victim.email, victim.password, newIp()));
  });

  it('does not block another account signing in from another IP', async () => {
    const victim = await createUser(ctx.db, 'gerente');
    const colleague = await createUser(ctx.db, 'operacional');
    await fail(5, victim.email, newIp());
    const res = await signInRequest(ctx, colleague.email, colleague.password, newIp());
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toBeDefined();
  });

  it('counts the e-mail whatever its letter case', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const ip = newIp();
    await fail(3, user.email.toUpperCase(), ip);
    await fail(
      2,
      user.email.replace(/^./, (c) => c.toUpperCase()),
      ip,
    );
    expectThrottled(await signInRequest(ctx, user.email, user.password, ip));
  });

  it('a successful sign-in starts the account count again', async () => {
    const user = await createUser(ctx.db, 'operacional');
    const ip = newIp();
    await fail(4, user.email, ip);
    expect((await signInRequest(ctx, user.email, user.password, ip)).statusCode).toBe(200);
    await fail(4, user.email, ip);
    expect((await signInRequest(ctx, user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('cannot be dodged by writing the sign-in path differently (dot segments reach the same endpoint)', async () => {
    const user = await createUser(ctx.db, 'gerente');
    for (let i = 0; i < 5; i++) {
      const res = await postRawPath(ctx, '/api/auth/./sign-in/email', {
        email: user.email,
        password: 'not-the-password',
      });
      expect(res.statusCode).toBe(401);
    }
    const viaDots = await postRawPath(ctx, '/api/auth/x/../sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(viaDots.statusCode).toBe(429);
    expectThrottled(await signInRequest(ctx, user.email, user.password, '127.0.0.1'));
  });
});

describe('failed sign-ins per address', () => {
  it(`after ${MAX_FAILURES_PER_ADDRESS} failures across e-mails, the address is refused for a new e-mail; other addresses are not`, async () => {
    expect(MAX_FAILURES_PER_ADDRESS).toBe(100);
    const ip = newIp();
    for (let i = 0; i < 100; i++) await fail(1, `guess-${randomBytes(4).toString('hex')}@example.com`, ip);
    const user = await createUser(ctx.db, 'master');
    expectThrottled(await signInRequest(ctx, user.email, user.password, ip));
    expect((await signInRequest(ctx, user.email, user.password, newIp())).statusCode).toBe(200);
  });

  it('a kitchen sharing one address signs in after a few colleagues mistyped (30 failures of 10 people)', async () => {
    const ip = newIp();
    const staff = await Promise.all(Array.from({ length: 10 }, () => createUser(ctx.db, 'operacional')));
    for (const person of staff) await fail(3, person.email, ip);
    for (const person of staff)
      expect((await signInRequest(ctx, person.email, person.password, ip)).statusCode).toBe(200);
  });
});
