import type { FastifyReply } from 'fastify';

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
