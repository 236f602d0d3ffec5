import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientsDashboardQuerySchema,
  dashboardExportQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '@ecopeso/shared/dashboard';
import { exportDashboardCsv } from '../domain/dashboard/export-dashboard-csv.ts';
import { getClientsDashboard, getDashboard } from '../domain/dashboard/get-dashboard.ts';
import { resolveDashboardClients } from '../domain/dashboard/resolve-dashboard-clients.ts';
import { builtNameDisposition } from '../domain/file-name.ts';
import { CSV_CONTENT_TYPE, sendDownload } from '../http/send-download.ts';
import { clientParams } from './clients.ts';
import { actorOf, readThroughReplica, type RouteContext } from './context.ts';

export async function dashboardRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/clients/:clientId/dashboard',
    {
      config: { access: { capability: 'dashboard:read', client: 'params' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Every dashboard series for the filter, in one answer (master and gerente)',
        params: clientParams,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply) =>
      readThroughReplica(ctx, reply, (db) =>
        getDashboard({ db, clientId: request.params.clientId, query: request.query }),
      ),
  );

  // Several clients: no :clientId in the path, so the domain resolves the selection against the actor's list.
  r.get(
    '/api/v1/dashboard',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['dashboard'],
        summary:
          "Every dashboard series summed over several clients ('all' = every client the user may see), with a row per client",
        querystring: clientsDashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply) =>
      readThroughReplica(ctx, reply, async (db) => {
        const clientIds = await resolveDashboardClients({
          db,
          actor: actorOf(request),
          selection: request.query.clients,
        });
        return getClientsDashboard({ db, clientIds, query: request.query });
      }),
  );

  r.get(
    '/api/v1/dashboard.csv',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['dashboard'],
        summary:
          "CSV of the records of the dashboard's selection (clients, years, months, areas) or of a from–to range, with a client column",
        querystring: dashboardExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, stream } = await readThroughReplica(ctx, reply, async (db) => {
        const clientIds = await resolveDashboardClients({
          db,
          actor: actorOf(request),
          selection: request.query.clients,
        });
        return exportDashboardCsv({ db, clientIds, query: request.query });
      });
      return sendDownload(reply, {
        type: CSV_CONTENT_TYPE,
        disposition: builtNameDisposition(filename),
        body: stream,
      });
    },
  );
}
