import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { sdgTargetInputSchema } from '@ecopeso/shared/sdg-12-3';
import { sdgTargetSchema } from '@ecopeso/shared/sdg-12-3-schema';
import { getSdgTargets, saveSdgTarget } from '../domain/sdg/save-sdg-target.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';
import { refuseInReadersLanguage } from './localized-validation.ts';

/**
 * A client's SDG 12.3 target (baseline year, target year, change): read with the dashboard, set by whoever may set
 * its reduction goal (the same capability, roles.ts). The progress travels in the dashboard's answer (`sdg`).
 */
export async function sdgTargetRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/clients/:clientId/sdg-target',
    {
      config: { access: { capability: 'dashboard:read', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: "The client's SDG 12.3 target (food waste per guest-night against a baseline year), or null",
        params: clientParams,
        response: { 200: sdgTargetSchema.nullable() },
      },
    },
    async (request) => (await getSdgTargets(db, [request.params.clientId])).get(request.params.clientId) ?? null,
  );
  r.put(
    '/api/v1/clients/:clientId/sdg-target',
    {
      config: { access: { capability: 'activity:write', client: 'params' } },
      errorHandler: refuseInReadersLanguage,
      schema: {
        tags: ['activity'],
        summary:
          "Sets the client's SDG 12.3 target (default −50 % by 2030; a change carries the version it started from; stale: 409)",
        params: clientParams,
        // The language a refusal is written in.
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pt') }),
        body: sdgTargetInputSchema,
        response: { 200: sdgTargetSchema },
      },
    },
    async (request) =>
      saveSdgTarget({ db, actor: actorOf(request), clientId: request.params.clientId, input: request.body }),
  );
}
