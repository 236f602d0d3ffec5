import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  clientExportQuerySchema,
  contactInboxQuerySchema,
  contactInboxSchema,
  contactMessageSchema,
  createEmissionFactorSchema,
  createFactorYearSchema,
  emissionFactorSchema,
  emissionFactorsQuerySchema,
  emissionFactorsSchema,
  markHandledSchema,
  siteAnalyticsQuerySchema,
  siteAnalyticsSchema,
  systemStatusSchema,
  updateEmissionFactorSchema,
} from '@ecopeso/shared/master-tools';
import { listAuditLog } from '../domain/audit/audit-log.ts';
import { listContactMessages, markContactMessage } from '../domain/site/contact-inbox.ts';
import {
  createEmissionFactor,
  createFactorYear,
  listEmissionFactors,
  updateEmissionFactor,
} from '../domain/impact/emission-factors.ts';
import { exportClientRecords } from '../domain/records/export-client-records.ts';
import { exportEverything } from '../domain/system/export-everything.ts';
import { getSiteAnalytics } from '../domain/site/site-analytics.ts';
import { getSystemStatus } from '../domain/system/system-status.ts';
import { builtNameDisposition } from '../domain/file-name.ts';
import { CSV_CONTENT_TYPE, sendDownload } from '../http/send-download.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const MASTER = { capability: 'master-tools', client: 'none' } as const;
const idParams = z.object({ id: z.uuid() });
const tags = ['master-tools'];

/** /app/admin/master-tools, tools 3–8 (master only): exports, emission factors, audit log, inbox, analytics, system. */
export async function masterToolRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/master-tools/clients/:clientId/records.csv',
    {
      config: { access: { capability: 'master-tools', client: 'params' } },
      schema: {
        tags,
        summary: "Every live record of a client, all time, as CSV in the reader's language",
        params: clientParams,
        querystring: clientExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, stream } = await exportClientRecords({
        db,
        clientId: request.params.clientId,
        lang: request.query.lang,
      });
      return sendDownload(reply, {
        type: CSV_CONTENT_TYPE,
        disposition: builtNameDisposition(filename),
        body: stream,
      });
    },
  );

  r.get(
    '/api/v1/master-tools/export.zip',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Everything as a ZIP of one CSV per table, streamed; secrets never included',
        description:
          'Columns come from an allow-list per table (domain/system/export-allow-list.ts): no password hashes, sessions, tokens, verification values or credentials.',
      },
    },
    async (request, reply) => {
      reply.type('application/zip').header('cache-control', 'no-store');
      // HEAD (Fastify's twin of this route, with the same access check): the page asks first whether the download
      // would be refused, so a refusal shows on the page instead of being saved as the file. Nothing is read.
      if (request.method === 'HEAD') return reply.send();
      const { filename, stream } = exportEverything(db);
      return reply.header('content-disposition', `attachment; filename="${filename}"`).send(stream);
    },
  );

  r.get(
    '/api/v1/master-tools/emission-factors',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: "The years with emission factors and one year's factors (the newest unless asked)",
        querystring: emissionFactorsQuerySchema,
        response: { 200: emissionFactorsSchema },
      },
    },
    async (request) => listEmissionFactors(db, request.query.year),
  );

  r.post(
    '/api/v1/master-tools/emission-factors/years',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: "Open a year of emission factors, empty or as a copy of another year's",
        body: createFactorYearSchema,
        response: { 201: emissionFactorsSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createFactorYear({ db, actor: actorOf(request), ...request.body })),
  );

  r.post(
    '/api/v1/master-tools/emission-factors',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Add an emission factor to a year, with its source',
        body: createEmissionFactorSchema,
        response: { 201: emissionFactorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEmissionFactor({ db, actor: actorOf(request), input: request.body })),
  );

  r.patch(
    '/api/v1/master-tools/emission-factors/:id',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: "Change a factor's value and source, from the version read (409 when stale)",
        params: idParams,
        body: updateEmissionFactorSchema,
        response: { 200: emissionFactorSchema },
      },
    },
    async (request) =>
      updateEmissionFactor({ db, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  r.get(
    '/api/v1/master-tools/audit',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Every audit event, newest first, filtered by actor, entity, client and days',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );

  r.get(
    '/api/v1/master-tools/contact-messages',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: "The public contact form's messages, newest first",
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxSchema },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );

  r.put(
    '/api/v1/master-tools/contact-messages/:id/handled',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Mark a contact message handled, or open again',
        params: idParams,
        body: markHandledSchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) =>
      markContactMessage({ db, actor: actorOf(request), id: request.params.id, handled: request.body.handled }),
  );

  r.get(
    '/api/v1/master-tools/site-analytics',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Page views per day, top paths and languages over the last 30 or 90 days',
        querystring: siteAnalyticsQuerySchema,
        response: { 200: siteAnalyticsSchema },
      },
    },
    async (request) => getSiteAnalytics(db, request.query.days),
  );

  r.get(
    '/api/v1/master-tools/system',
    {
      config: { access: MASTER },
      schema: {
        tags,
        summary: 'Version, Node, database kind and size, row counts, and the last run of each background job',
        response: { 200: systemStatusSchema },
      },
    },
    async () => getSystemStatus(ctx.database),
  );
}
