import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RecordEvent } from '@ecopeso/shared/records';
import { clientParams } from './clients.ts';
import type { RouteContext } from './context.ts';

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events of one client's record changes, for every open device of that client. */
export async function eventRoutes(app: FastifyInstance, ctx: RouteContext) {
  const open = new Set<() => void>();
  // Closing the server ends every stream, or it would wait for the browsers to hang up.
  app.addHook('onClose', async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/clients/:clientId/events',
    {
      config: { access: { capability: 'records:read', client: 'params' }, rateLimit: false },
      schema: {
        tags: ['records'],
        summary: 'Server-Sent Events: records.created and record.deleted for this client',
        params: clientParams,
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n: connected\n\n');
      const send = (event: RecordEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = ctx.events.subscribe(clientId, send);
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
