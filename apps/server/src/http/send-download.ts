import type { FastifyReply } from 'fastify';

/** Every CSV this server writes is UTF-8 (the exports, the DMR, the sustainability tables). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Answers a file the browser saves: its type, its `content-disposition` (attachmentDisposition for a name from a
 * person, builtNameDisposition for one this server built, both in domain/file-name.ts) and `no-store`, so no cache
 * on the way keeps a copy of one client's data.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; disposition: string; body: unknown },
): FastifyReply {
  return reply
    .type(file.type)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'no-store')
    .send(file.body);
}
