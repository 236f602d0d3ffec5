import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { can } from '@ecopeso/shared/roles';
import {
  EXPORT_PERIODS,
  RECORDS_PAGE_DEFAULT,
  RECORDS_PAGE_MAX,
  batchResultSchema,
  recordBatchSchema,
  recordChangeReasonBodySchema,
  recordCorrectionSchema,
  recordPageSchema,
  recordSchema,
} from '@ecopeso/shared/records';
import { createRecords } from '../domain/records/create-records.ts';
import { createStationRecords } from '../domain/station/create-station-records.ts';
import { listDeletedRecords, listRecords } from '../domain/records/list-records.ts';
import { deleteRecord } from '../domain/records/delete-record.ts';
import { correctRecord } from '../domain/records/correct-record.ts';
import { restoreRecord } from '../domain/records/restore-record.ts';
import { AppError } from '../domain/app-error.ts';
import { exportRecordsCsv } from '../domain/records/export-records-csv.ts';
import { builtNameDisposition } from '../domain/file-name.ts';
import { CSV_CONTENT_TYPE, sendDownload } from '../http/send-download.ts';
import { clientParams } from './clients.ts';
import { actorOf, readThroughReplica, type RouteContext } from './context.ts';

export async function recordRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/clients/:clientId/records',
    {
      // The access check reads the client's weighing rule too: a weighing costs one statement less.
      config: { access: { capability: 'records:write', client: 'params', reads: 'weighing-client', station: 'also' } },
      schema: {
        tags: ['records'],
        summary: 'Store a batch of weighings (idempotent by record id)',
        description:
          'Each record is validated on its own: valid ones are stored even when others are rejected. A record whose id is already stored is reported under `duplicates` and not stored again, so a retry is always safe.',
        params: clientParams,
        body: recordBatchSchema,
        response: { 200: batchResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { clientId } = request.params;
      if (actor.station) {
        // A kitchen station: each weighing is the cook's of its turn (decision 039).
        const { eventIds, ...result } = await createStationRecords({
          db,
          secret: (await ctx.auth.$context).secret,
          station: actor.station,
          records: request.body.records,
          client: request.weighingClient ?? undefined,
          announce: { numbered: ctx.events.numberInStatement },
        });
        for (const eventId of eventIds) ctx.events.stored(clientId, eventId);
        return result;
      }
      const { eventId, ...result } = await createRecords({
        db,
        actor,
        clientId,
        records: request.body.records,
        client: request.weighingClient ?? undefined,
        announce: { numbered: ctx.events.numberInStatement },
      });
      if (eventId !== undefined) ctx.events.stored(clientId, eventId);
      return result;
    },
  );

  r.get(
    '/api/v1/clients/:clientId/records',
    {
      config: { access: { capability: 'records:read', client: 'params', station: 'also' } },
      schema: {
        tags: ['records'],
        summary: 'Recent records, newest first (keyset pagination)',
        params: clientParams,
        description: '`deleted=true` (master) lists the most recently deleted records instead, to restore one.',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(RECORDS_PAGE_MAX).default(RECORDS_PAGE_DEFAULT),
          cursor: z.string().max(200).optional(),
          deleted: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: recordPageSchema },
      },
    },
    async (request) => {
      const { deleted, ...page } = request.query;
      const { clientId } = request.params;
      if (deleted !== 'true') return listRecords({ db, clientId, ...page });
      if (!can(actorOf(request).role, 'records:deleted')) {
        throw new AppError('permission-denied', 'Only a master sees deleted records.');
      }
      return listDeletedRecords({ db, clientId, limit: page.limit });
    },
  );

  const publish = (request: { log: FastifyInstance['log'] }, event: Parameters<typeof ctx.events.publish>[0]) =>
    ctx.events.publish(event).catch((err: unknown) => request.log.error({ err }, `could not publish ${event.type}`));

  r.patch(
    '/api/v1/clients/:clientId/records/:recordId',
    {
      config: { access: { capability: 'records:write', client: 'params' } },
      schema: {
        tags: ['records'],
        summary: 'Correct a stored record (weight, type, sub-type, area, time), audited',
        description:
          "The operacional corrects only their own records of the current day in the client's time zone (and keeps them within it); gerente and master any record of their clients, with a `reason`. The daily totals follow, both days when the date moves.",
        params: clientParams.extend({ recordId: z.uuid() }),
        body: recordCorrectionSchema,
        response: { 200: recordSchema.pick({ id: true, weightKg: true, recordedAt: true }) },
      },
    },
    async (request) => {
      const { clientId, recordId } = request.params;
      const updated = await correctRecord({
        db,
        actor: actorOf(request),
        clientId,
        recordId,
        correction: request.body,
      });
      await publish(request, { type: 'record.updated', clientId, id: recordId });
      return { id: updated.id, weightKg: updated.weightKg, recordedAt: updated.recordedAt.toISOString() };
    },
  );

  r.post(
    '/api/v1/clients/:clientId/records/:recordId/restore',
    {
      config: { access: { capability: 'master-tools', client: 'params' } },
      schema: {
        tags: ['records'],
        summary: 'Restore a deleted record (master), audited',
        params: clientParams.extend({ recordId: z.uuid() }),
        body: recordChangeReasonBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clientId, recordId } = request.params;
      await restoreRecord({ db, actor: actorOf(request), clientId, recordId, reason: request.body?.reason });
      await publish(request, { type: 'record.restored', clientId, id: recordId });
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/v1/clients/:clientId/records/:recordId',
    {
      config: { access: { capability: 'records:write', client: 'params' } },
      schema: {
        tags: ['records'],
        summary: 'Delete a record (kept for the audit trail; a master can restore it)',
        description:
          "The operacional deletes only their own records of the current day in the client's time zone; gerente and master any record of their clients, with a `reason` in the body.",
        params: clientParams.extend({ recordId: z.uuid() }),
        body: recordChangeReasonBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clientId, recordId } = request.params;
      await deleteRecord({ db, actor: actorOf(request), clientId, recordId, reason: request.body?.reason });
      await ctx.events
        .publish({ type: 'record.deleted', clientId, id: recordId })
        .catch((err: unknown) => request.log.error({ err }, 'could not publish record.deleted'));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v1/clients/:clientId/records.csv',
    {
      config: { access: { capability: 'records:read', client: 'params' } },
      schema: {
        tags: ['records'],
        summary: "CSV of today's, the last 7 or the last 30 days' records, in the client's time zone",
        params: clientParams,
        querystring: z.object({ period: z.enum(EXPORT_PERIODS), lang: z.enum(LANGUAGES).default('pt') }),
      },
    },
    async (request, reply) => {
      const { filename, stream } = await readThroughReplica(ctx, reply, (db) =>
        exportRecordsCsv({ db, clientId: request.params.clientId, ...request.query }),
      );
      return sendDownload(reply, {
        type: CSV_CONTENT_TYPE,
        disposition: builtNameDisposition(filename),
        body: stream,
      });
    },
  );
}
