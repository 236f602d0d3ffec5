import { describe, expect, it } from 'vitest';
import { COOK_TURN_HOURS } from '@ecopeso/shared/station';
import { cookOfWeighing, issueCookTurn, readCookTurn } from './cook-turn.ts';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const station = { sessionId: 'session-1', clientId: '5f7b7a0e-6f0e-4f57-9d3a-1c2b3c4d5e6f' };
const start = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms).toISOString();

describe("a cook's turn", () => {
  it('vouches for weighings of its station and client made within it', async () => {
    const { token, expiresAt } = await issueCookTurn({ ...station, cookId: 'cook-1' }, SECRET, start);
    expect(expiresAt.getTime() - start.getTime()).toBe(COOK_TURN_HOURS * 3_600_000);
    const claims = await readCookTurn(token, SECRET);
    expect(cookOfWeighing(claims, station, at(0))).toBe('cook-1');
    expect(cookOfWeighing(claims, station, at(-59_000))).toBe('cook-1');
    expect(cookOfWeighing(claims, station, at(COOK_TURN_HOURS * 3_600_000))).toBe('cook-1');
  });

  it('vouches for nothing before it, after it, at another station or client', async () => {
    const claims = await readCookTurn((await issueCookTurn({ ...station, cookId: 'c' }, SECRET, start)).token, SECRET);
    expect(cookOfWeighing(claims, station, at(-61_000))).toBeNull();
    expect(cookOfWeighing(claims, station, at(COOK_TURN_HOURS * 3_600_000 + 1000))).toBeNull();
    expect(cookOfWeighing(claims, { ...station, sessionId: 'session-2' }, at(0))).toBeNull();
    expect(cookOfWeighing(claims, { ...station, clientId: 'another' }, at(0))).toBeNull();
  });

  it('is refused when forged, altered or signed with another secret', async () => {
    const { token } = await issueCookTurn({ ...station, cookId: 'c' }, SECRET, start);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([station.sessionId, 'boss', station.clientId, 0, 9e9])).toString(
      'base64url',
    );
    expect(await readCookTurn(`${forged}.${signature}`, SECRET)).toBeNull();
    expect(await readCookTurn(`${payload}.${signature.slice(1)}`, SECRET)).toBeNull();
    expect(await readCookTurn(token, `${SECRET}-other`)).toBeNull();
    for (const bad of [undefined, 42, '', 'no-dot', '.sig']) expect(await readCookTurn(bad, SECRET)).toBeNull();
  });
});
