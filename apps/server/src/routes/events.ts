import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredEvent } from '../events/event-bus.ts';
import { clientParams } from './clients.ts';
import type { RouteContext } from './context.ts';

const HEARTBEAT_MS = 25_000;

/** The last event id a device saw: EventSource resends it as `Last-Event-ID`; `?lastEventId=` works too. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header) ?? query;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** Server-Sent Events of one client's record changes, for every open device of that client. */
export async function eventRoutes(app: FastifyInstance, ctx: RouteContext) {
  const open = new Set<() => void>();
  // Closing the server ends every stream before it waits for its connections to finish (onClose would run only
  // after that wait, which the open streams make endless). The devices reconnect and resume from their last id.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/clients/:clientId/events',
    {
      config: { access: { capability: 'records:read', client: 'params' }, rateLimit: false },
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
        open.delete(end);
      };
      const end = () => {
        stop();
        res.end();
      };
      open.add(end);
      request.raw.on('close', stop);
    },
  );
}
