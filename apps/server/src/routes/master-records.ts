import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  masterRecordPageSchema,
  masterRecordsQuerySchema,
  undoOperationResultSchema,
} from '@ecopeso/shared/master-records';
import {
  importRefusedSchema,
  importRequestSchema,
  importResultSchema,
  importSummarySchema,
} from '@ecopeso/shared/record-import';
import { recordChangeReasonBodySchema } from '@ecopeso/shared/records';
import { bulkDeleteRecords, undoBulkDelete } from '../domain/records/bulk-delete-records.ts';
import { listMasterRecords } from '../domain/records/list-master-records.ts';
import { importRecords, listImports, undoImport } from '../domain/imports/import-records.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const MASTER = { capability: 'master-tools', client: 'none' } as const;
const MASTER_OF_CLIENT = { capability: 'master-tools', client: 'params' } as const;

/**
 * A history import of 100 000 rows is about 13 MB of JSON: this route alone takes up to 40 MB, every other keeps
 * the app's 2 MB (docs/decisions/016-history-import-in-one-request.md).
 */
export const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

/** Master tools over records: the record editor across clients, bulk delete and its undo, history imports. */
export async function masterRecordRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publishAll = async (
    request: { log: FastifyInstance['log'] },
    events: Parameters<typeof ctx.events.publish>[0][],
  ) => {
    for (const event of events) {
      await ctx.events
        .publish(event)
        .catch((err: unknown) => request.log.error({ err }, `could not publish ${event.type}`));
    }
  };

  r.get(
    '/api/v1/admin/records',
    {
      config: { access: MASTER },
      schema: {
        tags: ['master tools'],
        summary: 'Records of every client, filtered, newest first (keyset pagination)',
        description:
          "Filters: client, local days `from`–`to` of each record's client, area, type, user (who weighed), weight range; `deleted=true` lists deleted records.",
        querystring: masterRecordsQuerySchema,
        response: { 200: masterRecordPageSchema },
      },
    },
    async (request) => listMasterRecords({ db, query: request.query }),
  );

  r.post(
    '/api/v1/admin/records/bulk-delete',
    {
      config: { access: MASTER },
      schema: {
        tags: ['master tools'],
        summary: 'Delete a selection of records under one operation id (all or none), audited per record',
        body: bulkDeleteSchema,
        response: { 200: bulkDeleteResultSchema },
      },
    },
    async (request) => {
      const { records, ...result } = await bulkDeleteRecords({ db, actor: actorOf(request), request: request.body });
      await publishAll(
        request,
        records.map((k) => ({ type: 'record.deleted', clientId: k.clientId, id: k.id })),
      );
      return result;
    },
  );

  r.post(
    '/api/v1/admin/record-operations/:operationId/undo',
    {
      config: { access: MASTER },
      schema: {
        tags: ['master tools'],
        summary: 'Undo a bulk delete: restore every record it deleted, audited per record',
        params: z.object({ operationId: z.uuid() }),
        body: recordChangeReasonBodySchema,
        response: { 200: undoOperationResultSchema },
      },
    },
    async (request) => {
      const { records, restored } = await undoBulkDelete({
        db,
        actor: actorOf(request),
        operationId: request.params.operationId,
        reason: request.body?.reason,
      });
      await publishAll(
        request,
        records.map((k) => ({ type: 'record.restored', clientId: k.clientId, id: k.id })),
      );
      return { restored };
    },
  );

  r.get(
    '/api/v1/clients/:clientId/imports',
    {
      config: { access: MASTER_OF_CLIENT },
      schema: {
        tags: ['master tools'],
        summary: "The client's history imports, newest first",
        params: clientParams,
        response: { 200: z.array(importSummarySchema) },
      },
    },
    async (request) => listImports({ db, clientId: request.params.clientId }),
  );

  r.post(
    '/api/v1/clients/:clientId/imports',
    {
      config: { access: MASTER_OF_CLIENT },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['master tools'],
        summary: 'Import past weighings (all or nothing; the same rows imported again add nothing)',
        description:
          'Rows as the browser read them from a CSV: local date and time of the client, area and type matched. Every row is checked before anything is written; a refusal lists each bad row (line, column, reason).',
        params: clientParams,
        body: importRequestSchema,
        response: { 200: importResultSchema, 400: importRefusedSchema },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const outcome = await importRecords({ db, actor: actorOf(request), clientId, request: request.body });
      if (!outcome.ok) {
        return reply.code(400).send({
          error: {
            code: 'invalid-argument',
            message: `${outcome.errors.length} rows are invalid; nothing was imported.`,
          },
          errors: outcome.errors,
        });
      }
      if (outcome.result.inserted > 0) await publishAll(request, [{ type: 'records.changed', clientId }]);
      return outcome.result;
    },
  );

  r.post(
    '/api/v1/clients/:clientId/imports/:importId/undo',
    {
      config: { access: MASTER_OF_CLIENT },
      schema: {
        tags: ['master tools'],
        summary: 'Undo a history import as one action (its records are deleted, the totals follow)',
        params: clientParams.extend({ importId: z.uuid() }),
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => {
      const { clientId, importId } = request.params;
      const result = await undoImport({ db, actor: actorOf(request), clientId, importId });
      await publishAll(request, [{ type: 'records.changed', clientId }]);
      return result;
    },
  );
}
