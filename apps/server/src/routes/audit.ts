import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@ecopeso/shared/audit';
import { listAuditEvents } from '../domain/audit/list-audit-events.ts';
import { actorOf, type RouteContext } from './context.ts';

/** The "Histórico" of a user, client, provider or contract. */
export async function auditRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/audit',
    {
      config: { access: { capability: 'audit:read', client: 'none' } },
      schema: {
        tags: ['audit'],
        summary: 'Audit events of one entity, newest first',
        description:
          'A master reads every history; a gerente those of the users they manage and of their own clients and what belongs to them.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAuditEvents({ db: ctx.database.db, actor: actorOf(request), ...request.query }),
  );
}
