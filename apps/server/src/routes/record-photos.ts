import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOK_TURN_HEADER, MAX_PHOTO_BYTES, PHOTO_TYPES } from '@ecopeso/shared/record-photos';
import { attachRecordPhoto, photoTooLarge, readRecordPhoto } from '../domain/records/record-photo.ts';
import type { PhotoStore } from '../domain/records/photo-store.ts';
import { acceptLimitedBody } from '../http/limited-body.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const params = clientParams.extend({ recordId: z.uuid() });

/**
 * Lets the plugin's routes take a photo as their body: whatever type it declares, its bytes decide (photoRefusal,
 * record-photo.ts); past 200 KB it is refused at once with `photo-too-large`. Weighings' and containers' photos.
 */
export function acceptPhotoBody(app: FastifyInstance): void {
  acceptLimitedBody(app, [...PHOTO_TYPES, 'application/octet-stream'], MAX_PHOTO_BYTES, photoTooLarge);
}

/** The photo a request carries: its body's bytes; no body, or one of another type, is an empty photo (refused). */
export function photoBytes(request: FastifyRequest): Buffer {
  const body: unknown = request.body;
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/**
 * A weighing's photo (issue 26 item 4, decision 040): the upload, by whoever may change the record, and the read, by
 * whoever may read the client's records. The bytes live in the photo store; the record keeps only the key.
 */
export async function recordPhotoRoutes(app: FastifyInstance, ctx: RouteContext & { photos: PhotoStore }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  acceptPhotoBody(app);

  r.put(
    '/api/v1/clients/:clientId/records/:recordId/photo',
    {
      // A kitchen station too, for the records of the cook of the turn it sends (decision 040).
      config: { access: { capability: 'records:write', client: 'params', station: 'also' } },
      schema: {
        tags: ['records'],
        summary: "Attach a weighing's photo (JPEG, WebP or PNG by its bytes, at most 200 KB), once",
        description: `Who may correct the record may add its photo (no reason asked). A kitchen station sends the cook's turn (the \`token\` of \`POST /station/cook\`) in \`${COOK_TURN_HEADER}\`, and may add the photo only of a record weighed in that turn by that cook (403, \`reason: photo-not-cooks\`). The first photo stored stays: a retry or a second upload answers \`stored: false\`. A photo store that fails answers 503 (\`reason: photo-store-unavailable\`).`,
        params,
        // Loose: the other headers (the session cookie among them) stay as they came.
        headers: z.looseObject({ [COOK_TURN_HEADER]: z.string().max(4096).optional() }),
        response: { 200: z.object({ stored: z.boolean() }) },
      },
    },
    async (request) => {
      const { clientId, recordId } = request.params;
      const actor = actorOf(request);
      const result = await attachRecordPhoto({
        db,
        store: ctx.photos,
        actor,
        clientId,
        recordId,
        bytes: photoBytes(request),
        turn: actor.station
          ? { token: request.headers[COOK_TURN_HEADER], secret: (await ctx.auth.$context).secret }
          : undefined,
      });
      // Lists on every device show the new thumbnail.
      if (result.stored) {
        await ctx.events
          .publish({ type: 'record.updated', clientId, id: recordId })
          .catch((err: unknown) => request.log.error({ err }, 'could not publish record.updated'));
      }
      return result;
    },
  );

  r.get(
    '/api/v1/clients/:clientId/records/:recordId/photo',
    {
      // As the records list: a kitchen station shows its thumbnails too.
      config: { access: { capability: 'records:read', client: 'params', station: 'also' } },
      schema: {
        tags: ['records'],
        summary: "A weighing's photo",
        params,
        produces: [...PHOTO_TYPES],
      },
    },
    async (request, reply) => {
      const { clientId, recordId } = request.params;
      const { bytes, contentType } = await readRecordPhoto({ db, store: ctx.photos, clientId, recordId });
      // A photo never changes under its record (set once): the browser may keep it, privately.
      return reply
        .type(contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
