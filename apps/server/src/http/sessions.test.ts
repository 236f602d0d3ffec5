import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { sessionDueForExtension, signedSessionToken, type SessionSettings } from './sessions.ts';

const settings: SessionSettings = {
  cookieName: 'ecopeso.session_token',
  secret: 'a-test-secret-of-at-least-32-characters!',
  expiresInSec: 30 * 86_400,
  updateAgeSec: 86_400,
};
// A cookie value as better-auth's cookies are made (better-call's serializeSignedCookie), URL-encoded.
const signed = async (token: string, secret = settings.secret) =>
  (await serializeSignedCookie('x', token, secret)).split(';')[0]!.slice('x='.length);

describe('signedSessionToken', () => {
  it('answers the token of a cookie signed with the secret, wherever it stands in the header', async () => {
    expect(await signedSessionToken(`ecopeso.session_token=${await signed('abc123')}`, settings)).toBe('abc123');
    expect(
      await signedSessionToken(`theme=dark; ecopeso.session_token="${await signed('abc123')}"; x=1`, settings),
    ).toBe('abc123');
  });

  it('refuses another secret, a changed token, a cut signature, another cookie name or no cookie', async () => {
    const good = await signed('abc123');
    expect(
      await signedSessionToken(`ecopeso.session_token=${await signed('abc123', 'another-secret')}`, settings),
    ).toBeNull();
    expect(await signedSessionToken(`ecopeso.session_token=${good.replace('abc123', 'abc124')}`, settings)).toBeNull();
    expect(await signedSessionToken(`ecopeso.session_token=${good.slice(0, -4)}`, settings)).toBeNull();
    expect(await signedSessionToken(`ecopeso.session=${good}`, settings)).toBeNull();
    expect(await signedSessionToken('ecopeso.session_token=abc123', settings)).toBeNull();
    expect(await signedSessionToken(undefined, settings)).toBeNull();
  });

  it('reads the first of two session cookies, as better-call does', async () => {
    expect(
      await signedSessionToken(
        `ecopeso.session_token=${await signed('first')}; ecopeso.session_token=${await signed('second')}`,
        settings,
      ),
    ).toBe('first');
  });
});

describe('sessionDueForExtension', () => {
  const now = Date.UTC(2026, 0, 10);
  it('is due once a day has passed since the session was last extended to 30 days', () => {
    expect(sessionDueForExtension(now + 30 * 86_400_000, settings, now)).toBe(false);
    expect(sessionDueForExtension(now + 29 * 86_400_000 + 1, settings, now)).toBe(false);
    expect(sessionDueForExtension(now + 29 * 86_400_000, settings, now)).toBe(true);
  });
});
