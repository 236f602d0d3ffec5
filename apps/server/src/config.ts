import { resolve } from 'node:path';
import { z } from 'zod';
import { operatorPasswordSchema } from '@ecopeso/shared/users';
import { DEFAULT_LOAD_SHEDDING, type LoadShedding } from './http/availability.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits.ts';
import type { SinirRoutes, StateBaseUrls } from './domain/mtr/runtime.ts';
import { FAMILY_B_SYSTEMS, type FamilyBSystem } from './domain/mtr/state-systems/family-b.ts';
import type { S3PhotoStoreSettings } from './domain/records/s3-photo-store.ts';

/** The S3 photo store's settings (decision 040): set one, set the four it cannot work without. */
const S3_REQUIRED = [
  'PHOTOS_S3_BUCKET',
  'PHOTOS_S3_REGION',
  'PHOTOS_S3_ACCESS_KEY_ID',
  'PHOTOS_S3_SECRET_ACCESS_KEY',
] as const;
const S3_OPTIONAL = ['PHOTOS_S3_ENDPOINT', 'PHOTOS_S3_PATH_STYLE', 'PHOTOS_S3_TIMEOUT_MS'] as const;
const setting = z.string().trim().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for dashboards, reports and exports (db/read-replica.ts). */
  DATABASE_READ_URL: z.string().url().optional(),
  BASE_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  DEMO_PASSWORD: operatorPasswordSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMITS.perAddressPerMinute),
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_RATE_LIMITS.perAccountPerMinute),
  RATE_LIMIT_CONTACT_PER_10_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_RATE_LIMITS.contactPerAddressPer10Minutes),
  RATE_LIMIT_PAGE_VIEWS_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_RATE_LIMITS.pageViewsPerAddressPerMinute),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
  MTR_CREDENTIALS_KEY: z.string().min(32).optional(),
  MTR_SIMULATOR_URL: z.string().url().optional(),
  MTR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  MTR_SINIR_ROUTES: z.enum(['api', 'apiws']).default('api'),
  /** Weighings' photos in an S3-compatible bucket instead of DATA_DIR/photos (decision 040, s3-photo-store.ts). */
  PHOTOS_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  PHOTOS_S3_BUCKET: setting,
  PHOTOS_S3_REGION: setting,
  PHOTOS_S3_ACCESS_KEY_ID: setting,
  PHOTOS_S3_SECRET_ACCESS_KEY: setting,
  PHOTOS_S3_PATH_STYLE: z.enum(['true', 'false']).optional(),
  PHOTOS_S3_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).optional(),
  /**
   * Addresses of the second family's systems that override their table (mtr/family-b.ts), for a service that moved
   * or a homologation address an agency gave: `INEA=https://…;FEAM:homologation=https://…`.
   */
  MTR_STATE_BASE_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const overrides: StateBaseUrls = {};
      for (const pair of (v ?? '')
        .split(';')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^([A-Z]+)(?::(production|homologation))?=(https:\/\/\S+)$/.exec(pair);
        const system = m?.[1] as FamilyBSystem | undefined;
        if (!m || !system || !(FAMILY_B_SYSTEMS as readonly string[]).includes(system)) {
          ctx.addIssue({
            code: 'custom',
            message: `expected SYSTEM[:environment]=https://… (one of ${FAMILY_B_SYSTEMS.join(', ')}), got "${pair}"`,
          });
          return z.NEVER;
        }
        overrides[system] = { ...overrides[system], [m[2] ?? 'production']: m[3]!.replace(/\/$/, '') };
      }
      return overrides;
    }),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_READ_URL: the replica long reads go to when it is caught up (db/read-replica.ts). */
  databaseReadUrl?: string;
  baseUrl: string;
  trustedOrigins: string[];
  authSecret?: string;
  demoPassword?: string;
  logLevel: string;
  rateLimits: RateLimits;
  webDist: string;
  /** Fastify's trustProxy: `true`, or the addresses/CIDRs of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: boolean | string;
  analytics: boolean;
  /** 503 with Retry-After while the event loop lags more than this on average (MAX_EVENT_LOOP_DELAY_MS; 0 = off). */
  loadShedding: LoadShedding;
  /**
   * MTR credentials key (else generated into the data folder), the simulator's URL (else in-process), call timeout,
   * and which of SINIR's two route families to call (MTR_SINIR_ROUTES, domain/mtr/runtime.ts).
   */
  mtr: {
    credentialsKey?: string;
    simulatorUrl?: string;
    timeoutMs: number;
    sinirRoutes: SinirRoutes;
    /** MTR_STATE_BASE_URLS: family-B addresses that override the table. */
    stateBaseUrls: StateBaseUrls;
  };
  /** Where weighings' photos go: files under DATA_DIR/photos, or an S3-compatible bucket when PHOTOS_S3_* are set. */
  photos: { store: 'disk' } | ({ store: 's3' } & S3PhotoStoreSettings);
}

/** Reads the environment once; an invalid value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error('Invalid environment: DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates)');
  }
  const baseUrl = e.BASE_URL ?? `http://localhost:${e.PORT}`;
  return {
    photos: photoStoreConfig(e),
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    baseUrl,
    trustedOrigins: [
      baseUrl,
      ...(e.TRUSTED_ORIGINS?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? []),
    ],
    authSecret: e.BETTER_AUTH_SECRET,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      perAddressPerMinute: e.RATE_LIMIT_PER_MINUTE,
      perAccountPerMinute: e.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
      contactPerAddressPer10Minutes: e.RATE_LIMIT_CONTACT_PER_10_MINUTES,
      pageViewsPerAddressPerMinute: e.RATE_LIMIT_PAGE_VIEWS_PER_MINUTE,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    analytics: e.ANALYTICS === 'on',
    loadShedding: { ...DEFAULT_LOAD_SHEDDING, maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS },
    mtr: {
      credentialsKey: e.MTR_CREDENTIALS_KEY,
      simulatorUrl: e.MTR_SIMULATOR_URL,
      timeoutMs: e.MTR_TIMEOUT_MS,
      sinirRoutes: e.MTR_SINIR_ROUTES,
      stateBaseUrls: e.MTR_STATE_BASE_URLS,
    },
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/**
 * The photo store the environment names. A half-configured S3 store stops the server at start, naming what is missing
 * (never the values: one of them is a secret), rather than failing at the first upload.
 */
function photoStoreConfig(e: z.infer<typeof envSchema>): Config['photos'] {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => e[name] !== undefined);
  if (given.length === 0) return { store: 'disk' };
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment: ${missing.join(', ')}: the S3 photo store needs ${S3_REQUIRED.join(', ')} ` +
        `(${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set); unset them all to keep photos in DATA_DIR/photos`,
    );
  }
  return {
    store: 's3',
    endpoint: e.PHOTOS_S3_ENDPOINT,
    bucket: e.PHOTOS_S3_BUCKET!,
    region: e.PHOTOS_S3_REGION!,
    accessKeyId: e.PHOTOS_S3_ACCESS_KEY_ID!,
    secretAccessKey: e.PHOTOS_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.PHOTOS_S3_PATH_STYLE === 'true',
    timeoutMs: e.PHOTOS_S3_TIMEOUT_MS ?? 10_000,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
