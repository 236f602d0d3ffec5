import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { sdgChainTargetInputSchema, sdgTargetInputSchema } from '@ecopeso/shared/sdg-12-3';
import { sdgTargetSchema } from '@ecopeso/shared/sdg-12-3-schema';
import { resolveDashboardClients } from '../domain/dashboard/resolve-dashboard-clients.ts';
import { getSdgTargets, saveChainSdgTarget, saveSdgTarget } from '../domain/sdg/save-sdg-target.ts';
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
  // A chain's baseline: the same target for each hotel of the selection, which the actor must all be allowed to see.
  r.put(
    '/api/v1/sdg-targets',
    {
      config: { access: { capability: 'activity:write', client: 'none' } },
      errorHandler: refuseInReadersLanguage,
      schema: {
        tags: ['activity'],
        summary:
          "Sets one SDG 12.3 target for several clients at once ('all' = every client the user may see): each client's own target, audited",
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pt') }),
        body: sdgChainTargetInputSchema,
        response: { 200: z.object({ clients: z.record(z.string(), sdgTargetSchema) }) },
      },
    },
    async (request) => {
      const { clients, ...input } = request.body;
      const actor = actorOf(request);
      const clientIds = await resolveDashboardClients({ db, actor, selection: clients });
      const saved = await saveChainSdgTarget({ db, actor, clientIds, input });
      return { clients: Object.fromEntries(saved) };
    },
  );
}
