import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MTR_LOOKUP_KINDS,
  MTR_STATUSES,
  mtrCancelInputSchema,
  mtrDiscardInputSchema,
  mtrDraftInputSchema,
  mtrDraftUpdateSchema,
  mtrExchangeListSchema,
  mtrListQuerySchema,
  mtrPageSchema,
  mtrProposalSchema,
  mtrReissueInputSchema,
  mtrSchema,
  mtrSimulateInputSchema,
} from '@ecopeso/shared/mtr';
import { mtrMappingInputSchema, mtrMappingSchema } from '@ecopeso/shared/mtr-mapping';
import {
  dmrQuerySchema,
  dmrSchema,
  weighedVsDeclaredQuerySchema,
  weighedVsDeclaredSchema,
} from '@ecopeso/shared/mtr-reports';
import {
  mtrConnectionTestSchema,
  mtrLookupsSchema,
  mtrLookupSyncResultSchema,
  mtrSettingsInputSchema,
  mtrSettingsSchema,
} from '@ecopeso/shared/mtr-settings';
import { can, type Role } from '@ecopeso/shared/roles';
import { buildDmr, dmrCsv, dmrPdf } from '../domain/mtr/dmr.ts';
import { EXCHANGES_LIST_DEFAULT, EXCHANGES_LIST_MAX, listExchanges } from '../domain/mtr/exchanges.ts';
import { cancelMtr, mtrPdf, refreshMtr, simulateReceiver } from '../domain/mtr/follow-mtr.ts';
import { discardMtr, issueMtr } from '../domain/mtr/issue-mtr.ts';
import { issueTestMtr } from '../domain/mtr/issue-test-mtr.ts';
import { reconcileIssue } from '../domain/mtr/reconcile-issue.ts';
import { getMtrLookups, syncMtrLookups } from '../domain/mtr/lookups.ts';
import { getMtrMapping, saveMtrMapping } from '../domain/mtr/mapping.ts';
import { countMtrs, getMtr, listMtrs } from '../domain/mtr/mtr-store.ts';
import { proposeMtrDraft } from '../domain/mtr/propose-draft.ts';
import type { MtrRuntime } from '../domain/mtr/runtime.ts';
import { createMtrDraft, updateMtrDraft } from '../domain/mtr/save-draft.ts';
import { getMtrSettings, saveMtrSettings } from '../domain/mtr/settings.ts';
import { testMtrConnection } from '../domain/mtr/test-connection.ts';
import { weighedVsDeclared } from '../domain/mtr/weighed-vs-declared.ts';
import { AppError } from '../domain/app-error.ts';
import { builtNameDisposition } from '../domain/file-name.ts';
import { CSV_CONTENT_TYPE, sendDownload } from '../http/send-download.ts';
import { clientParams } from './clients.ts';
import { actorOf, readThroughReplica, type RouteContext } from './context.ts';

/** MTR management is the master's; the MTRs and their PDFs are read by master and gerente (Documentação). */
const MANAGE = { capability: 'mtr:manage', client: 'params' } as const;
const READ = { capability: 'info:read', client: 'params' } as const;
const mtrParams = clientParams.extend({ mtrId: z.uuid() });
const contractParams = clientParams.extend({ contractId: z.uuid() });
const TAGS = ['mtr'];
/** The statuses one who does not see drafts (mtr:drafts) sees. */
const ISSUED_STATUSES = MTR_STATUSES.filter((s) => s !== 'draft');

/** Settings, lookup lists, mapping, drafts and MTRs of a client's state MTR system, and the DMR helper. */
export async function mtrRoutes(app: FastifyInstance, { ctx, mtr: runtime }: { ctx: RouteContext; mtr: MtrRuntime }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- settings ----
  r.get(
    '/api/v1/clients/:clientId/mtr/settings',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: "The client's MTR system, environment, unit and responsible person; credentials only as 'stored'",
        params: clientParams,
        response: { 200: mtrSettingsSchema },
      },
    },
    async (request) => getMtrSettings(db, request.params.clientId),
  );

  r.put(
    '/api/v1/clients/:clientId/mtr/settings',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Save the MTR settings from the version read; credentials are write-only, sealed with AES-256-GCM',
        params: clientParams,
        body: mtrSettingsInputSchema,
        response: { 200: mtrSettingsSchema },
      },
    },
    async (request) =>
      saveMtrSettings({ db, runtime, actor: actorOf(request), clientId: request.params.clientId, input: request.body }),
  );

  r.post(
    '/api/v1/clients/:clientId/mtr/settings/test',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: '"Testar conexão": sign in and read a list; each step with its outcome and the system’s words',
        params: clientParams,
        response: { 200: mtrConnectionTestSchema },
      },
    },
    async (request) => testMtrConnection(db, runtime, request.params.clientId),
  );

  // ---- lookup lists ----
  r.get(
    '/api/v1/clients/:clientId/mtr/lookups',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: "The lookup lists of the client's system and environment, with their sync times",
        params: clientParams,
        response: { 200: mtrLookupsSchema },
      },
    },
    async (request) => getMtrLookups(db, request.params.clientId),
  );

  r.post(
    '/api/v1/clients/:clientId/mtr/lookups/sync',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          "Read the lookup lists (all six, or the kinds named) from the client's system and keep them with their sync time",
        params: clientParams,
        body: z.strictObject({ kinds: z.array(z.enum(MTR_LOOKUP_KINDS)).optional() }),
        response: { 200: mtrLookupSyncResultSchema },
      },
    },
    async (request) => syncMtrLookups(db, runtime, request.params.clientId, request.body.kinds),
  );

  // ---- mapping ----
  r.get(
    '/api/v1/clients/:clientId/mtr/mapping',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Waste type and sub-type → IBAMA code, NBR 10004 class and the system’s codes (hotel defaults)',
        params: clientParams,
        response: { 200: mtrMappingSchema },
      },
    },
    async (request) => ({ rows: await getMtrMapping(db, request.params.clientId) }),
  );

  r.put(
    '/api/v1/clients/:clientId/mtr/mapping',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Save mapping lines, each from the version read (0 for a default)',
        params: clientParams,
        body: mtrMappingInputSchema,
        response: { 200: mtrMappingSchema },
      },
    },
    async (request) => ({
      rows: await saveMtrMapping({
        db,
        actor: actorOf(request),
        clientId: request.params.clientId,
        input: request.body,
      }),
    }),
  );

  // ---- drafts and MTRs ----
  r.get(
    '/api/v1/clients/:clientId/mtr/contracts/:contractId/proposal',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: '"Nova coleta": kilos weighed for the contract since its last MTR, by IBAMA code',
        params: contractParams,
        response: { 200: mtrProposalSchema },
      },
    },
    async (request) => proposeMtrDraft(db, request.params.clientId, request.params.contractId),
  );

  r.get(
    '/api/v1/clients/:clientId/mtrs',
    {
      config: { access: READ },
      schema: {
        tags: TAGS,
        summary: "The client's MTRs, newest shipment first (a gerente sees no drafts)",
        params: clientParams,
        querystring: mtrListQuerySchema,
        response: { 200: mtrPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const drafts = can(actorOf(request).role, 'mtr:drafts');
      if (!drafts && filter.status === 'draft') return { items: [], total: 0, page, pageSize };
      const scoped = { ...filter, statuses: drafts ? undefined : ISSUED_STATUSES };
      const clientId = request.params.clientId;
      const [items, total] = await Promise.all([
        listMtrs(db, clientId, { ...scoped, limit: pageSize, offset: (page - 1) * pageSize }),
        countMtrs(db, clientId, scoped),
      ]);
      return { items, total, page, pageSize };
    },
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Save a draft MTR for a contract (from the proposal, quantities as the truck weighed them)',
        params: clientParams,
        body: mtrDraftInputSchema,
        response: { 201: mtrSchema },
      },
    },
    async (request, reply) => {
      const mtr = await createMtrDraft({
        db,
        actor: actorOf(request),
        clientId: request.params.clientId,
        input: request.body,
      });
      return reply.code(201).send(mtr);
    },
  );

  /** A person's action on one MTR: who acts, on which MTR of which client, with the database and the MTR systems. */
  const actionOn = (request: FastifyRequest & { params: { clientId: string; mtrId: string } }) => ({
    db,
    runtime,
    actor: actorOf(request),
    clientId: request.params.clientId,
    mtrId: request.params.mtrId,
  });

  /** One MTR; one who does not see drafts is told a draft does not exist. */
  const readable = async (request: { params: { clientId: string; mtrId: string } }, role: Role) => {
    const mtr = await getMtr(db, request.params.clientId, request.params.mtrId);
    if (!can(role, 'mtr:drafts') && mtr.status === 'draft') throw new AppError('not-found', 'MTR not found.');
    return mtr;
  };

  r.get(
    '/api/v1/clients/:clientId/mtrs/:mtrId',
    {
      config: { access: READ },
      schema: { tags: TAGS, summary: 'One MTR', params: mtrParams, response: { 200: mtrSchema } },
    },
    async (request) => readable(request, actorOf(request).role),
  );

  r.patch(
    '/api/v1/clients/:clientId/mtrs/:mtrId',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Restate a draft from the version read (stale: 409; not a draft: 400)',
        params: mtrParams,
        body: mtrDraftUpdateSchema,
        response: { 200: mtrSchema },
      },
    },
    async (request) =>
      updateMtrDraft({
        ...actionOn(request),
        input: request.body,
      }),
  );

  /** An MTR whose issue is still being confirmed is answered 202: accepted, its number not known yet. */
  const issuing = <T extends { status: string }>(reply: { code(n: number): unknown }, mtr: T): T => {
    if (mtr.status === 'issuing') reply.code(202);
    return mtr;
  };

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/issue',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          'Issue a draft in the system: at most one attempt at a time; a lost answer leaves it issuing (202) until reconciled, never resent',
        params: mtrParams,
        response: { 200: mtrSchema, 202: mtrSchema },
      },
    },
    async (request, reply) => issuing(reply, await issueMtr(actionOn(request))),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/reconcile',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          'Ask the system whether an issue whose answer was lost made an MTR (SIGOR by our reference, SINIR by listing); never sends',
        params: mtrParams,
        response: { 200: mtrSchema },
      },
    },
    async (request) => reconcileIssue(actionOn(request)),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/reissue',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          'A person’s audited decision to send again an MTR that reconciliation found nowhere (from the version read)',
        params: mtrParams,
        body: mtrReissueInputSchema,
        response: { 200: mtrSchema, 202: mtrSchema },
      },
    },
    async (request, reply) =>
      issuing(
        reply,
        await issueMtr({
          ...actionOn(request),
          reissue: { version: request.body.version },
        }),
      ),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/discard',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Discard a draft (it never went to the system), from the version read',
        params: mtrParams,
        body: mtrDiscardInputSchema,
        response: { 200: mtrSchema },
      },
    },
    async (request) =>
      discardMtr({
        ...actionOn(request),
        version: request.body.version,
      }),
  );

  r.post(
    '/api/v1/clients/:clientId/mtr/contracts/:contractId/test-mtr',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          'The SIGOR panel’s test MTR (homologation or simulator): a fixed small quantity, marked as a test, never counted',
        params: contractParams,
        body: z.strictObject({ today: z.iso.date() }),
        response: { 200: mtrSchema, 202: mtrSchema },
      },
    },
    async (request, reply) =>
      issuing(
        reply,
        await issueTestMtr({
          db,
          runtime,
          actor: actorOf(request),
          clientId: request.params.clientId,
          contractId: request.params.contractId,
          today: request.body.today,
        }),
      ),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/cancel',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Cancel an MTR with a justification (in the system first when issued)',
        params: mtrParams,
        body: mtrCancelInputSchema,
        response: { 200: mtrSchema },
      },
    },
    async (request) =>
      cancelMtr({
        ...actionOn(request),
        version: request.body.version,
        justification: request.body.justification,
      }),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/refresh',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Ask the system now for the MTR’s status and CDF number',
        params: mtrParams,
        response: { 200: mtrSchema },
      },
    },
    async (request) => refreshMtr(db, runtime, request.params.clientId, request.params.mtrId),
  );

  r.post(
    '/api/v1/clients/:clientId/mtrs/:mtrId/simulate',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary:
          'Simulator environment only: the simulated receiver receives the MTR or issues its CDF; or the next issue of this MTR is answered late, lost or with a 500',
        params: mtrParams,
        body: mtrSimulateInputSchema,
        response: { 200: mtrSchema },
      },
    },
    async (request) => simulateReceiver(db, runtime, request.params.clientId, request.params.mtrId, request.body.step),
  );

  for (const which of ['mtr', 'cdf'] as const) {
    r.get(
      `/api/v1/clients/:clientId/mtrs/:mtrId/${which}.pdf`,
      {
        config: { access: READ },
        schema: {
          tags: TAGS,
          summary: which === 'mtr' ? "The system's PDF of the MTR" : "The system's PDF of the MTR's CDF",
          params: mtrParams,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        await readable(request, actorOf(request).role);
        const { pdf, name } = await mtrPdf(db, runtime, request.params.clientId, request.params.mtrId, which);
        return sendDownload(reply, { type: 'application/pdf', disposition: builtNameDisposition(name), body: pdf });
      },
    );
  }

  r.get(
    '/api/v1/clients/:clientId/mtrs/:mtrId/exchanges',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Every exchange with the system about this MTR, secrets removed',
        params: mtrParams,
        response: { 200: mtrExchangeListSchema },
      },
    },
    async (request) => ({
      items: await listExchanges(db, request.params.clientId, {
        mtrId: request.params.mtrId,
        limit: EXCHANGES_LIST_MAX,
      }),
    }),
  );

  r.get(
    '/api/v1/clients/:clientId/mtr/exchanges',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: "The client's last exchanges with its system (sign-in, lists, MTRs), secrets removed",
        params: clientParams,
        querystring: z.object({
          limit: z.coerce.number<string>().int().min(1).max(EXCHANGES_LIST_MAX).default(EXCHANGES_LIST_DEFAULT),
        }),
        response: { 200: mtrExchangeListSchema },
      },
    },
    async (request) => ({ items: await listExchanges(db, request.params.clientId, { limit: request.query.limit }) }),
  );

  // ---- weighed versus declared, DMR ----
  r.get(
    '/api/v1/clients/:clientId/mtr/weighed-vs-declared',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'Per contract and month: kilos weighed beside kilos on MTRs, the difference flagged over 10 %',
        params: clientParams,
        querystring: weighedVsDeclaredQuerySchema,
        response: { 200: weighedVsDeclaredSchema },
      },
    },
    async (request, reply) =>
      readThroughReplica(ctx, reply, (reader) => weighedVsDeclared(reader, request.params.clientId, request.query)),
  );

  r.get(
    '/api/v1/clients/:clientId/mtr/dmr',
    {
      config: { access: MANAGE },
      schema: {
        tags: TAGS,
        summary: 'DMR helper: the period’s MTR totals by receiver, IBAMA code and treatment (semester in MG)',
        params: clientParams,
        querystring: dmrQuerySchema,
        response: { 200: dmrSchema },
      },
    },
    async (request, reply) => {
      const { clientName: _n, ...dmr } = await readThroughReplica(ctx, reply, (reader) =>
        buildDmr(reader, request.params.clientId, request.query.year, request.query.period),
      );
      return dmr;
    },
  );

  for (const format of ['csv', 'pdf'] as const) {
    r.get(
      `/api/v1/clients/:clientId/mtr/dmr.${format}`,
      {
        config: { access: MANAGE },
        schema: {
          tags: TAGS,
          summary: `DMR helper as ${format.toUpperCase()}, in the language asked`,
          params: clientParams,
          querystring: dmrQuerySchema,
          produces: [format === 'csv' ? 'text/csv' : 'application/pdf'],
        },
      },
      async (request, reply) => {
        const { year, period, lang } = request.query;
        const dmr = await readThroughReplica(ctx, reply, (reader) =>
          buildDmr(reader, request.params.clientId, year, period),
        );
        const file = format === 'csv' ? dmrCsv(dmr, lang) : await dmrPdf(dmr, lang);
        return sendDownload(reply, {
          type: format === 'csv' ? CSV_CONTENT_TYPE : 'application/pdf',
          disposition: builtNameDisposition(file.filename),
          body: file.body,
        });
      },
    );
  }
}
