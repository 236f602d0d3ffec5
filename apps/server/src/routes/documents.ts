import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentListSchema,
  documentsZipQuerySchema,
  looksLikePdf,
  MAX_UPLOAD_BYTES,
  uploadedDocumentSchema,
  uploadQuerySchema,
} from '@ecopeso/shared/documents';
import { languageOf, LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { deleteUpload, listDocuments, loadUpload, saveUpload } from '../domain/documents/client-documents.ts';
import { buildDocumentsZip, type ZipSource } from '../domain/documents/documents-zip.ts';
import { issuedMtrZipSource, listIssuedMtrDocuments } from '../domain/documents/issued-mtrs.ts';
import { buildMtrCopyPdf, loadMtrCopy } from '../domain/documents/mtr-copy-pdf.ts';
import { checkPdf } from '../domain/documents/pdf-check.ts';
import { getClient } from '../domain/clients/get-client.ts';
import { attachmentDisposition, builtNameDisposition, slugify } from '../domain/file-name.ts';
import { AppError } from '../domain/app-error.ts';
import { acceptLimitedBody } from '../http/limited-body.ts';
import { sendDownload } from '../http/send-download.ts';
import { translatorFor } from '../i18n/translator.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

/** The language the request asked its messages in (`?lang=`), Portuguese otherwise. */
function langOf(request: FastifyRequest): Language {
  return languageOf((request.query as { lang?: unknown } | undefined)?.lang);
}

const refuse = (request: FastifyRequest, key: 'notPdf' | 'tooLarge' | 'empty' | 'protected') =>
  new AppError('invalid-argument', translatorFor(langOf(request))(`documents:errors.${key}`));

/**
 * Documentação of a client (master, and a gerente for their clients): the list of a period, one uploaded PDF, the
 * period's ZIP for an auditor, and the upload of an MTR or CDF made outside Ecopeso (a PDF of at most 10 MB).
 * `zipSources` lets the MTR module add its issued MTRs and CDFs to the ZIP.
 */
export async function documentRoutes(app: FastifyInstance, ctx: RouteContext & { zipSources?: ZipSource[] }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The upload's body is the PDF itself, refused in the reader's language as soon as it passes 10 MB.
  acceptLimitedBody(app, ['application/pdf', 'application/octet-stream'], MAX_UPLOAD_BYTES, (request) =>
    refuse(request, 'tooLarge'),
  );

  r.get(
    '/api/v1/clients/:clientId/documents',
    {
      config: { access: { capability: 'info:read', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary:
          'The documents of a period: MTRs and CDFs, licences of the contracts’ providers (with expiry), reports of past months',
        params: clientParams,
        querystring: documentsZipQuerySchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => {
      const { from, to, lang } = request.query;
      const { clientId } = request.params;
      const issued = await listIssuedMtrDocuments({ db, clientId, query: { from, to }, lang });
      const others = await listDocuments({ db, clientId, query: { from, to }, lang });
      // MTRs and CDFs by date (issued through Ecopeso or uploaded), then reports, then licences.
      const manifests = [...issued, ...others.filter((d) => d.kind === 'mtr' || d.kind === 'cdf')].sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
      );
      return { documents: [...manifests, ...others.filter((d) => d.kind !== 'mtr' && d.kind !== 'cdf')] };
    },
  );

  r.get(
    '/api/v1/clients/:clientId/documents.zip',
    {
      config: { access: { capability: 'info:read', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary: 'Every document of a period as one ZIP for an auditor (streamed)',
        params: clientParams,
        querystring: documentsZipQuerySchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const { from, to, lang } = request.query;
      const client = await getClient({ db, clientId });
      const stream = buildDocumentsZip({
        db,
        clientId,
        query: { from, to },
        lang,
        extra: [issuedMtrZipSource(lang), ...(ctx.zipSources ?? [])],
        onError: (err) => request.log.error({ err }, 'documents ZIP failed'),
      });
      const filename = `${slugify(client.name) || 'ecopeso'}-${from}-${to}.zip`;
      return sendDownload(reply, {
        type: 'application/zip',
        disposition: builtNameDisposition(filename),
        body: stream,
      });
    },
  );

  r.get(
    '/api/v1/clients/:clientId/documents/mtrs/:mtrId/copy.pdf',
    {
      config: { access: { capability: 'info:read', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary:
          "Ecopeso's copy of an issued MTR, made now in the reader's language (parties, wastes, transport, number and barcode, today's status); the state system's own PDF is the official one",
        params: clientParams.extend({ mtrId: z.uuid() }),
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pt') }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { clientId, mtrId } = request.params;
      const { lang } = request.query;
      const data = await loadMtrCopy(db, clientId, mtrId);
      const pdf = await buildMtrCopyPdf(data, lang);
      const name = `${translatorFor(lang)('mtr:copy.filename')}-${slugify(data.mtr.number, 40)}.pdf`;
      return sendDownload(reply, { type: 'application/pdf', disposition: attachmentDisposition(name), body: pdf });
    },
  );

  r.get(
    '/api/v1/clients/:clientId/documents/uploads/:documentId.pdf',
    {
      config: { access: { capability: 'info:read', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary: 'One uploaded PDF (an MTR or CDF made outside Ecopeso)',
        params: clientParams.extend({ documentId: z.uuid() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { clientId, documentId } = request.params;
      // loadUpload gives the name as the file-name rule makes it: ending in .pdf, nothing invisible, no quote.
      const doc = await loadUpload({ db, clientId, id: documentId });
      return sendDownload(reply, {
        type: 'application/pdf',
        disposition: attachmentDisposition(doc.fileName),
        body: doc.content,
      });
    },
  );

  r.post(
    '/api/v1/clients/:clientId/documents/uploads',
    {
      config: { access: { capability: 'documents:write', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary:
          'Uploads the PDF of an MTR or CDF made outside Ecopeso: body application/pdf, at most 10 MB, a file whose PDF structure reads (not only its first bytes); the name is kept ending in .pdf',
        params: clientParams,
        querystring: uploadQuerySchema,
        response: { 201: uploadedDocumentSchema },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw refuse(request, 'notPdf');
      if (body.length === 0) throw refuse(request, 'empty');
      if (body.length > MAX_UPLOAD_BYTES) throw refuse(request, 'tooLarge');
      // The first bytes first (cheap), then the structure, read by pdf.js in a process bounded in time and memory:
      // `%PDF-` followed by HTML, a truncated or garbled file, is refused like any other non-PDF.
      if (!looksLikePdf(body)) throw refuse(request, 'notPdf');
      const { verdict, stoppedBy } = await checkPdf(body);
      if (stoppedBy) request.log.warn({ stoppedBy, bytes: body.length }, 'upload refused: the PDF reader was stopped');
      if (verdict === 'protected') throw refuse(request, 'protected');
      if (verdict !== 'pdf') throw refuse(request, 'notPdf');
      const saved = await saveUpload({
        db,
        actor: actorOf(request),
        clientId: request.params.clientId,
        query: request.query,
        content: body,
      });
      return reply.code(201).send(saved);
    },
  );

  r.delete(
    '/api/v1/clients/:clientId/documents/uploads/:documentId',
    {
      config: { access: { capability: 'documents:write', client: 'params' } },
      schema: {
        tags: ['documents'],
        summary: 'Deletes an uploaded PDF (a wrong file)',
        params: clientParams.extend({ documentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { clientId, documentId } = request.params;
      await deleteUpload({ db, actor: actorOf(request), clientId, id: documentId });
      return reply.code(204).send();
    },
  );
}
