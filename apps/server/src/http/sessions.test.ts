import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionDueForExtension, signedSessionToken, type SessionSettings } from './sessions.ts';

const settings: SessionSettings = {
  cookieName: 'ecopeso.session_token',
  secret: 'a-test-secret-of-at-least-32-characters!',
  expiresInSec: 30 * 86_400,
  updateAgeSec: 86_400,
};
// As better-call signs a cookie value: `<value>.<base64 HMAC-SHA256>`, URL-encoded.
const signed = (token: string, secret = settings.secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('signedSessionToken', () => {
  it('answers the token of a cookie signed with the secret, wherever it stands in the header', () => {
    expect(signedSessionToken(`ecopeso.session_token=${signed('abc123')}`, settings)).toBe('abc123');
    expect(signedSessionToken(`theme=dark; ecopeso.session_token="${signed('abc123')}"; x=1`, settings)).toBe('abc123');
  });

  it('refuses another secret, a changed token, a cut signature, another cookie name or no cookie', () => {
    const good = signed('abc123');
    expect(signedSessionToken(`ecopeso.session_token=${signed('abc123', 'another-secret')}`, settings)).toBeNull();
    expect(signedSessionToken(`ecopeso.session_token=${good.replace('abc123', 'abc124')}`, settings)).toBeNull();
    expect(signedSessionToken(`ecopeso.session_token=${good.slice(0, -4)}`, settings)).toBeNull();
    expect(signedSessionToken(`ecopeso.session=${good}`, settings)).toBeNull();
    expect(signedSessionToken('ecopeso.session_token=abc123', settings)).toBeNull();
    expect(signedSessionToken(undefined, settings)).toBeNull();
  });

  it('reads the first of two session cookies, as better-call does', () => {
    expect(
      signedSessionToken(
        `ecopeso.session_token=${signed('first')}; ecopeso.session_token=${signed('second')}`,
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
