import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MtrCredentials } from './state-systems/adapter.ts';
import { maskCpf } from './state-systems/redact.ts';

const VERSION = 'v1';

/**
 * The key that seals MTR credentials: MTR_CREDENTIALS_KEY (32 bytes, base64 or hex), or one generated at first
 * start and kept (mode 600) in the data folder beside the auth secret. Never in the database, so a copy of the
 * database alone opens no state system account.
 */
export function loadCredentialsKey(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) return parseKey(fromEnv);
  const file = join(dataDir, 'mtr-credentials-key');
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
  return key;
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('MTR_CREDENTIALS_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

/** AES-256-GCM with a fresh 12-byte IV; the client id is authenticated data, so sealed credentials cannot move to another client. */
export function sealCredentials(key: Buffer, clientId: string, credentials: MtrCredentials): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(clientId));
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The credentials, or null when they cannot be opened (another key, another client, tampered). */
export function openCredentials(key: Buffer, clientId: string, sealed: string): MtrCredentials | null {
  const [version, payload] = sealed.split(':');
  if (version !== VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(clientId));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as MtrCredentials;
  } catch {
    return null;
  }
}

/** What the page may show of stored credentials: the CPF's last two digits, nothing of a token or a password. */
export function credentialsHint(credentials: MtrCredentials): string {
  return credentials.kind === 'cpf-password' ? maskCpf(credentials.cpf) : 'token';
}
