import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { FORGOT_LINK_MINUTES } from '@ecopeso/shared/users';
import { deliverResetToken } from './reset-tokens.ts';
import { STATION_START_PATH, stationPlugin } from './station-plugin.ts';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
}

// OWASP's argon2id minimum (19 MiB, 2 passes): strong, and quick enough that tests sign in often.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);
/** Whether `password` is the one `stored` was hashed from (a password, or a station PIN: decision 039). */
export const verifyPassword = (stored: string, password: string) => verify(stored, password);

/** better-auth configured for Ecopeso: e-mail + password, database sessions, no public sign-up. */
export function createAuth({ db, secret, baseUrl, trustedOrigins }: AuthOptions) {
  return betterAuth({
    appName: 'Ecopeso',
    // better-auth's own error log would print a failed query with its parameters (a session token among them);
    // its warnings ('Invalid password') repeat what the sign-in throttle already counts.
    logger: {
      log: (level, message) => {
        if (level === 'error') console.error(`[auth] ${level}: ${message.split('\n')[0]}`);
      },
    },
    secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    // The configured origins, plus the one the request came to (a tablet on the hotel's network reaches us by IP).
    trustedOrigins: (request) => (request ? [...trustedOrigins, new URL(request.url).origin] : trustedOrigins),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    // Our own routes (routes/users.ts, routes/password.ts) call these in-process with our password rules, audit
    // and throttle; from outside they would bypass all three.
    disabledPaths: [
      '/request-password-reset',
      '/reset-password',
      '/change-password',
      '/update-user',
      '/set-password',
      STATION_START_PATH,
    ],
    plugins: [stationPlugin()],
    emailAndPassword: {
      enabled: true,
      // The token goes to our own code, which builds the link and sends the e-mail (auth/reset-tokens.ts).
      sendResetPassword: async ({ user, token }) => deliverResetToken(user.id, token),
      resetPasswordTokenExpiresIn: FORGOT_LINK_MINUTES * 60,
      // A password set through a link ends every open session of the account.
      revokeSessionsOnPasswordReset: true,
      // Accounts are created by an administrator or the CLI, never by a visitor.
      disableSignUp: true,
      minPasswordLength: 8,
      password: {
        hash: hashPassword,
        verify: ({ hash: stored, password }) => verifyPassword(stored, password),
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false, defaultValue: 'operacional' },
        active: { type: 'boolean', required: true, input: false, defaultValue: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // A kitchen station's session (decision 039): set only by the station plugin, never from a request body.
        stationClientId: { type: 'string', required: false, input: false },
      },
    },
    // Failed sign-ins are limited per account and per IP by our own database-backed throttle (login-throttle.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'ecopeso',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ active: schema.user.active })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (!row?.active) throw new APIError('UNAUTHORIZED', { message: 'Invalid email or password' });
          },
          after: async (session) => {
            await db.update(schema.user).set({ lastSignInAt: new Date() }).where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
