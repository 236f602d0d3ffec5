import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardQuerySchema } from '@ecopeso/shared/dashboard';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { buildManagementReport } from '../domain/reports/build-management-report.ts';
import { buildTechnicalReport } from '../domain/reports/build-technical-report.ts';
import { builtNameDisposition } from '../domain/file-name.ts';
import { sendDownload } from '../http/send-download.ts';
import { clientParams } from './clients.ts';
import { readThroughReplica, type RouteContext } from './context.ts';

/** The dashboard's filter plus the report's language. */
const reportQuerySchema = dashboardQuerySchema.extend({ lang: z.enum(LANGUAGES).default('pt') });

const REPORTS = {
  management: {
    build: buildManagementReport,
    summary: 'Management report (PDF) for the dashboard filter: KPIs, trend, diversion vs goal, destinations, CO2e',
  },
  technical: {
    build: buildTechnicalReport,
    summary: 'Technical report (PDF): month × type × sub-type × area tables, contracts, carriers and receivers',
  },
} as const;

export async function reportRoutes(app: FastifyInstance, ctx: RouteContext) {
  for (const [name, report] of Object.entries(REPORTS)) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `/api/v1/clients/:clientId/reports/${name}.pdf`,
      {
        config: { access: { capability: 'dashboard:read', client: 'params' } },
        schema: {
          tags: ['reports'],
          summary: report.summary,
          params: clientParams,
          querystring: reportQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const { filename, stream } = await readThroughReplica(ctx, reply, (db) =>
          report.build({ db, clientId: request.params.clientId, query: request.query }),
        );
        return sendDownload(reply, {
          type: 'application/pdf',
          disposition: builtNameDisposition(filename),
          body: stream,
        });
      },
    );
  }
}
