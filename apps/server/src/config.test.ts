import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// The photo store the environment names (decision 040): disk unless PHOTOS_S3_* are set; half a set stops the server.

const S3 = {
  PHOTOS_S3_ENDPOINT: 'https://minio.hotel.example:9000',
  PHOTOS_S3_BUCKET: 'ecopeso-photos',
  PHOTOS_S3_REGION: 'sa-east-1',
  PHOTOS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  PHOTOS_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret-value',
};

describe('the photo store of the environment', () => {
  it('is the disk when no PHOTOS_S3_ variable is set', () => {
    expect(loadConfig({}).photos).toEqual({ store: 'disk' });
  });

  it('is the bucket when the four it needs are set; virtual-host style and a 10 s timeout unless told', () => {
    expect(loadConfig(S3).photos).toEqual({
      store: 's3',
      endpoint: 'https://minio.hotel.example:9000',
      bucket: 'ecopeso-photos',
      region: 'sa-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI-secret-value',
      forcePathStyle: false,
      timeoutMs: 10_000,
    });
    const { PHOTOS_S3_ENDPOINT: _, ...aws } = S3;
    expect(loadConfig({ ...aws, PHOTOS_S3_PATH_STYLE: 'true', PHOTOS_S3_TIMEOUT_MS: '3000' }).photos).toMatchObject({
      store: 's3',
      endpoint: undefined,
      forcePathStyle: true,
      timeoutMs: 3000,
    });
  });

  it('stops the server at start when half configured, naming what is missing and never a value', () => {
    const { PHOTOS_S3_SECRET_ACCESS_KEY: _, PHOTOS_S3_REGION: __, ...half } = S3;
    expect(() => loadConfig(half)).toThrow(/PHOTOS_S3_REGION, PHOTOS_S3_SECRET_ACCESS_KEY: the S3 photo store needs/);
    try {
      loadConfig({ PHOTOS_S3_SECRET_ACCESS_KEY: S3.PHOTOS_S3_SECRET_ACCESS_KEY });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PHOTOS_S3_BUCKET, PHOTOS_S3_REGION, PHOTOS_S3_ACCESS_KEY_ID:/);
      expect((err as Error).message).not.toContain(S3.PHOTOS_S3_SECRET_ACCESS_KEY);
    }
  });

  it('refuses an endpoint that is not an http(s) URL, an unknown path style and an empty bucket', () => {
    expect(() => loadConfig({ ...S3, PHOTOS_S3_ENDPOINT: 'minio:9000' })).toThrow(/PHOTOS_S3_ENDPOINT/);
    expect(() => loadConfig({ ...S3, PHOTOS_S3_PATH_STYLE: 'yes' })).toThrow(/PHOTOS_S3_PATH_STYLE/);
    expect(() => loadConfig({ ...S3, PHOTOS_S3_BUCKET: ' ' })).toThrow(/PHOTOS_S3_BUCKET/);
    expect(() => loadConfig({ ...S3, PHOTOS_S3_TIMEOUT_MS: '50' })).toThrow(/PHOTOS_S3_TIMEOUT_MS/);
  });
});

// The demo sign-ins' password from the environment follows the rule every other password follows (shared/users.ts).
describe('DEMO_PASSWORD', () => {
  it('is taken when it is a new password the app would accept', () => {
    expect(loadConfig({ DEMO_PASSWORD: 'e2e-demo-password' }).demoPassword).toBe('e2e-demo-password');
  });

  it.each(['short-pw', 'password123'])('stops the server at start for %s, saying the rule and not the value', (pw) => {
    let message = '';
    try {
      loadConfig({ DEMO_PASSWORD: pw });
    } catch (err) {
      message = String(err);
    }
    expect(message).toMatch(/DEMO_PASSWORD/);
    expect(message).toMatch(/10 to 128 characters, not a common one/);
    expect(message).not.toContain(pw);
  });
});
