import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Lets the plugin's routes take a raw body of these content types as a Buffer, read with our own limit so a body
 * that passes it is refused with `tooLarge(request)` (an answer in the reader's words) as soon as it does, rather
 * than with the server's generic 413.
 */
export function acceptLimitedBody(
  app: FastifyInstance,
  contentTypes: string[],
  maxBytes: number,
  tooLarge: (request: FastifyRequest) => Error,
): void {
  app.addContentTypeParser(contentTypes, { bodyLimit: maxBytes + 1024 }, (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        payload.resume();
        done(tooLarge(request), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks, size));
    });
    payload.on('error', (err) => {
      if (failed) return;
      failed = true;
      // Fastify's own limit (a declared content-length above it) still arrives here as a 413.
      done((err as { statusCode?: number }).statusCode === 413 ? tooLarge(request) : err, undefined);
    });
  });
}
