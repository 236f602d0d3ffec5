import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Availability } from '../http/availability.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, sendError } from '../http/errors.ts';
import type { RouteContext } from './context.ts';

/** A database that takes longer than this to answer `select 1` counts as down for readiness. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    const check = database.db.execute(sql`select 1`).then(() => true);
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const okSchema = z.object({ status: z.literal('ok'), node: z.string() });
const ok = () => ({ status: 'ok' as const, node: process.versions.node });

/**
 * Health for people and probes: `/health/live` says the process answers (restart it when it does not);
 * `/health/ready` says it should get traffic — database answering, not closing, not shedding load;
 * `/health` is the database check the e2e setup and existing monitors wait on.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, availability }: RouteContext & { availability: Availability },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const, rateLimit: false as const };

  r.get(
    '/api/v1/health',
    {
      config,
      schema: { tags: ['system'], summary: 'Database check', response: { 200: okSchema } },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return ok();
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        return sendError(reply, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
      }
    },
  );

  r.get(
    '/api/v1/health/live',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no database involved)',
        response: { 200: okSchema },
      },
    },
    async () => ok(),
  );

  r.get(
    '/api/v1/health/ready',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Readiness: database answering, not closing, not shedding load',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      if (availability.isClosing()) return sendError(reply, 'unavailable', 'The server is closing.');
      if (availability.isUnderPressure()) return sendError(reply, 'unavailable', 'The server is overloaded.');
      if (!(await databaseAnswers(database).catch(() => false))) {
        request.log.warn('readiness: database unavailable');
        return sendError(reply, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE);
      }
      return ok();
    },
  );
}
