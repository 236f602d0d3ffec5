import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import { can, mayAccessClient } from '@ecopeso/shared/roles';
import { clients } from '../db/schema.ts';
import type { StoredEvent } from '../events/event-bus.ts';
import { loadActorsBySession, sessionIdOf, sessionTokenOf } from '../http/sessions.ts';
import { clientParams } from './clients.ts';
import type { RouteContext } from './context.ts';

const HEARTBEAT_MS = 25_000;
/** How often open streams are checked against the database: a stream ends within this (plus one query) of its access. */
export const STREAM_ACCESS_CHECK_MS = 500;

/** What a device needs to follow a client's events: checked when the stream opens and while it stays open. */
const STREAM_CAPABILITY = 'records:read';

interface OpenStream {
  sessionId: string;
  clientId: string;
  end(): void;
}

/** The last event id a device saw: EventSource resends it as `Last-Event-ID`; `?lastEventId=` works too. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header) ?? query;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** Server-Sent Events of one client's record changes, for every open device of that client. */
export async function eventRoutes(app: FastifyInstance, ctx: RouteContext) {
  const open = new Set<OpenStream>();
  // Closing the server ends every stream before it waits for its connections to finish (onClose would run only
  // after that wait, which the open streams make endless). The devices reconnect and resume from their last id.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  /**
   * A stream lives as long as the access it was opened with: every STREAM_ACCESS_CHECK_MS the sessions and clients
   * of the open streams are read again (two queries for all of them), and a stream whose session was closed or
   * expired, whose user was deactivated, or whose user lost the role or the client, ends — whichever instance made
   * the change. The same rules as every request (`can`, `mayAccessClient`). A failed check (database down) ends
   * nothing: the next one decides.
   */
  let checking = false;
  const checkAccess = async () => {
    if (checking || !open.size) return;
    checking = true;
    try {
      const streams = [...open];
      const sessions = [...new Set(streams.map((s) => s.sessionId))];
      const clientIds = [...new Set(streams.map((s) => s.clientId))];
      const [actors, clientRows] = await Promise.all([
        loadActorsBySession(ctx.database.db, sessions),
        ctx.database.db
          .select({ id: clients.id, active: clients.active })
          .from(clients)
          .where(inArray(clients.id, clientIds)),
      ]);
      const clientById = new Map(clientRows.map((c) => [c.id, c]));
      for (const stream of streams) {
        const actor = actors.get(stream.sessionId);
        const allowed =
          actor &&
          can(actor.role, STREAM_CAPABILITY) &&
          mayAccessClient(actor, stream.clientId, clientById.get(stream.clientId));
        if (!allowed) stream.end();
      }
    } catch (err) {
      app.log.warn({ err }, 'could not check the access of open event streams');
    } finally {
      checking = false;
    }
  };
  const checker = setInterval(() => void checkAccess(), STREAM_ACCESS_CHECK_MS);
  checker.unref();
  app.addHook('onClose', async () => clearInterval(checker));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/clients/:clientId/events',
    {
      config: { access: { capability: STREAM_CAPABILITY, client: 'params', station: 'also' }, rateLimit: false },
      schema: {
        tags: ['records'],
        summary: 'Server-Sent Events: records.created and record.deleted for this client',
        description:
          'Each event has an `id:`, increasing per client; a reconnection with `Last-Event-ID` (or `?lastEventId=`) receives every event after it first (kept for a day).',
        params: clientParams,
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const sessionId = sessionIdOf(sessionTokenOf(request.headers.cookie) ?? '');
      // Before the stream starts, so a database that is down gets its 503 answer rather than a dead stream.
      const latest = await ctx.events.latestId(clientId);
      const asked = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
      // An id from before a restore (beyond the newest) would hide what comes next: start from the newest then.
      const after = asked === null ? latest : Math.min(asked, latest);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n: connected\n\n');
      const send = ({ id, event }: StoredEvent) =>
        res.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = ctx.events.subscribe(clientId, after, send);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      };
      const stream: OpenStream = {
        sessionId,
        clientId,
        end: () => {
          stop();
          res.end();
        },
      };
      open.add(stream);
      request.raw.on('close', stop);
    },
  );
}
