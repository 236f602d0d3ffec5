import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** Where the plugin's endpoint lives under /api/auth; listed in disabledPaths, so only our route calls it in-process. */
export const STATION_START_PATH = '/station/start';

/**
 * Turns the caller's session into a kitchen station's (decision 039) the way better-auth makes any session: a new one
 * for the same user, created by its internal adapter (our session hooks run: an inactive user gets none) with
 * `stationClientId` set, its cookie set by better-auth's own setSessionCookie, and the old session deleted — so the
 * manager's own session never stays on a shared tablet. Who may do it for which client is checked by our route
 * (routes/station.ts), which alone calls this.
 */
export const stationPlugin = () =>
  ({
    id: 'ecopeso-station',
    endpoints: {
      startStation: createAuthEndpoint(
        STATION_START_PATH,
        { method: 'POST', body: z.object({ clientId: z.uuid() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const created = await ctx.context.internalAdapter.createSession(user.id, false, {
            stationClientId: ctx.body.clientId,
          });
          await setSessionCookie(ctx, { session: created, user });
          await ctx.context.internalAdapter.deleteSession(session.token);
          return ctx.json({ sessionId: created.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
