import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageOf } from '@ecopeso/shared/languages';
import { sustainabilityMonths, sustainabilityParamsSchema } from '@ecopeso/shared/sustainability';
import {
  fillReport,
  sustainabilityCellQuerySchema,
  sustainabilityExportQuerySchema,
} from '@ecopeso/shared/sustainability-tables';
import { attachmentDisposition } from '../domain/file-name.ts';
import { cellRecordsCsv, cellRecordsPage } from '../domain/sustainability/cell-records.ts';
import {
  loadSustainabilityFile,
  sustainabilityPdf,
  sustainabilityXlsx,
} from '../domain/sustainability/sustainability-files.ts';
import { resolveDashboardClients } from '../domain/dashboard/resolve-dashboard-clients.ts';
import { getSustainability, type SustainabilityTables } from '../domain/sustainability/get-sustainability.ts';
import { errorHandler, sendError } from '../http/errors.ts';
import { CSV_CONTENT_TYPE, sendDownload } from '../http/send-download.ts';
import { wordsFor } from '../i18n/translator.ts';
import { actorOf, type RouteContext } from './context.ts';

/**
 * Bad input to the sustainability routes, refused in the reader's language (`?lang=`, Portuguese otherwise, as
 * Documentação does) and naming what is wrong: the framework, the period, the clients or the cell; every other
 * failure goes to the app's handler.
 */
function refuseInReadersLanguage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorHandler(error, request, reply);
  const words = wordsFor(languageOf((request.query as { lang?: unknown } | undefined)?.lang));
  const fields = error.validation.map((v) => v.instancePath.replace(/^\//, '').split('/')[0] ?? '');
  const has = (...names: string[]) => fields.some((f) => names.includes(f));
  const what =
    error.validationContext === 'params'
      ? 'framework'
      : has('year', 'from', 'to')
        ? 'period'
        : has('clients')
          ? 'clients'
          : has('table', 'row', 'column')
            ? 'cell'
            : 'input';
  return sendError(reply, 'invalid-argument', words.sustainability(`errors.${what}`));
}

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
      errorHandler: refuseInReadersLanguage,
      schema: {
        tags: ['sustainability'],
        summary:
          'The tables of a sustainability framework (GRI 306, ESRS E5-5, FLW Standard) for a year or range of months, summed over the clients, with the comparison period (master and gerente)',
        params: sustainabilityParamsSchema,
        // format=json (default) | xlsx | pdf, lang=pt|en|es for the files (issue 27 item 2).
        querystring: sustainabilityExportQuerySchema,
      },
    },
    async (request, reply) => {
      const clientIds = await resolveDashboardClients({
        db,
        actor: actorOf(request),
        selection: request.query.clients,
      });
      const months = sustainabilityMonths(request.query);
      const { framework } = request.params;
      const { format, lang } = request.query;
      if (format !== 'json') {
        const file = await loadSustainabilityFile({ db, framework, clientIds, months, lang });
        if (format === 'pdf')
          return sendDownload(reply, {
            type: 'application/pdf',
            disposition: attachmentDisposition(`${file.filename}.pdf`),
            body: sustainabilityPdf(file),
          });
        return sendDownload(reply, {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          disposition: attachmentDisposition(`${file.filename}.xlsx`),
          body: await sustainabilityXlsx(file),
        });
      }
      const { current, previous, methodology, groups } = await getSustainability({ db, clientIds, months });
      return {
        framework,
        clients: clientIds,
        months,
        current: tablesOf(framework, current),
        previous: tablesOf(framework, previous),
        methodology,
        // The tables as laid out for the screen and the files (sustainability-tables.ts); cells drill down below.
        tables: fillReport(framework, groups),
      };
    },
  );

  // Every figure traceable (issue 27 item 3): the records behind one cell of the laid-out tables.
  r.get(
    '/api/v1/sustainability/:framework/records',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      errorHandler: refuseInReadersLanguage,
      schema: {
        tags: ['sustainability'],
        summary:
          'The records behind one cell (table, row, column) of a framework table, oldest first: JSON pages with a cursor, or all of them as CSV (master and gerente)',
        params: sustainabilityParamsSchema,
        querystring: sustainabilityCellQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const clientIds = await resolveDashboardClients({ db, actor: actorOf(request), selection: q.clients });
      const selection = {
        framework: request.params.framework,
        table: q.table,
        row: q.row,
        column: q.column,
        clientIds,
        months: sustainabilityMonths(q),
        lang: q.lang,
      };
      if (q.format === 'csv') {
        const { filename, stream } = await cellRecordsCsv(db, selection);
        return sendDownload(reply, {
          type: CSV_CONTENT_TYPE,
          disposition: attachmentDisposition(filename),
          body: stream,
        });
      }
      return cellRecordsPage(db, { ...selection, cursor: q.cursor, limit: q.limit });
    },
  );
}
