import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sustainabilityMonths,
  sustainabilityParamsSchema,
  sustainabilityQuerySchema,
} from '@ecopeso/shared/sustainability';
import { resolveDashboardClients } from '../domain/dashboard/resolve-dashboard-clients.ts';
import { getSustainability, type SustainabilityTables } from '../domain/sustainability/get-sustainability.ts';
import { actorOf, type RouteContext } from './context.ts';

/** The part of the tables each framework publishes; the unclassified weight goes with every one. */
function tablesOf(framework: 'gri-306' | 'esrs-e5' | 'flw', t: SustainabilityTables) {
  const common = { unclassified: t.unclassified, records: t.records };
  if (framework === 'gri-306') return { ...common, gri3063: t.gri3063, gri3064: t.gri3064, gri3065: t.gri3065 };
  if (framework === 'esrs-e5') return { ...common, esrsE55: t.esrsE55 };
  return { ...common, flw: t.flw };
}

export async function sustainabilityRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Several clients (a chain): the domain resolves the selection against the actor's list, as the dashboard does.
  r.get(
    '/api/v1/sustainability/:framework',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['sustainability'],
        summary:
          'The tables of a sustainability framework (GRI 306, ESRS E5-5, FLW Standard) for a year or range of months, summed over the clients, with the comparison period (master and gerente)',
        params: sustainabilityParamsSchema,
        querystring: sustainabilityQuerySchema,
      },
    },
    async (request) => {
      const clientIds = await resolveDashboardClients({
        db,
        actor: actorOf(request),
        selection: request.query.clients,
      });
      const months = sustainabilityMonths(request.query);
      const { current, previous, methodology } = await getSustainability({ db, clientIds, months });
      const { framework } = request.params;
      return {
        framework,
        clients: clientIds,
        months,
        current: tablesOf(framework, current),
        previous: tablesOf(framework, previous),
        methodology,
      };
    },
  );
}
