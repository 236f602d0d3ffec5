import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reductionGoalInputSchema, reductionGoalSchema } from '@ecopeso/shared/reduction-goals';
import { getReductionGoal, saveReductionGoal } from '../domain/reduction-goals/save-reduction-goal.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

/** A client's reduction goal per guest: read with the dashboard, set by its managers (gerente, master). */
export async function reductionGoalRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/clients/:clientId/reduction-goal',
    {
      config: { access: { capability: 'dashboard:read', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: "The client's reduction goal (per guest-night or per meal, against a baseline year), or null",
        params: clientParams,
        response: { 200: reductionGoalSchema.nullable() },
      },
    },
    async (request) => getReductionGoal(db, request.params.clientId),
  );
  r.put(
    '/api/v1/clients/:clientId/reduction-goal',
    {
      config: { access: { capability: 'activity:write', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: "Sets the client's reduction goal (a change carries the version it started from; stale: 409)",
        params: clientParams,
        body: reductionGoalInputSchema,
        response: { 200: reductionGoalSchema },
      },
    },
    async (request) =>
      saveReductionGoal({ db, actor: actorOf(request), clientId: request.params.clientId, input: request.body }),
  );
}
