import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sendError } from '../http/errors.ts';
import type { RouteContext } from './context.ts';

export async function healthRoutes(app: FastifyInstance, { database }: RouteContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), node: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, node: process.versions.node };
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        return sendError(reply, 'unavailable', 'Database unavailable.');
      }
    },
  );
}
