import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialsHint, loadCredentialsKey, openCredentials, sealCredentials } from './credentials-crypto.ts';

const SIGOR = { kind: 'cpf-password', cpf: '52998224725', password: 'segredo-forte' } as const;

describe('MTR credentials at rest', () => {
  it('seal and open with the key and the client they were sealed for, and only then', () => {
    const key = randomBytes(32);
    const client = randomUUID();
    const sealed = sealCredentials(key, client, SIGOR);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('segredo');
    expect(openCredentials(key, client, sealed)).toEqual(SIGOR);
    expect(openCredentials(randomBytes(32), client, sealed)).toBeNull();
    expect(openCredentials(key, randomUUID(), sealed)).toBeNull();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(openCredentials(key, client, `v1:${raw.toString('base64')}`)).toBeNull();
    // A fresh IV each time: the same credentials never seal to the same text.
    expect(sealCredentials(key, client, SIGOR)).not.toBe(sealed);
  });

  it('take the key from the environment, or generate it once into the data folder (mode 600)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtr-key-'));
    const first = loadCredentialsKey(dir);
    expect(first).toHaveLength(32);
    expect(loadCredentialsKey(dir)).toEqual(first);
    expect(statSync(join(dir, 'mtr-credentials-key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'mtr-credentials-key'), 'utf8').trim()).toBe(first.toString('base64'));
    const hex = randomBytes(32).toString('hex');
    expect(loadCredentialsKey(dir, hex)).toEqual(Buffer.from(hex, 'hex'));
    expect(() => loadCredentialsKey(dir, 'too-short-key-too-short-key-1234')).toThrow(/32 bytes/);
  });

  it('show a hint that reveals nothing secret', () => {
    expect(credentialsHint(SIGOR)).toBe('***.***.*47-25');
    expect(credentialsHint({ kind: 'integration-token', integrationToken: 'SIM-abc-123456' })).toBe('token');
  });
});
