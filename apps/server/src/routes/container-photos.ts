import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_TYPES } from '@ecopeso/shared/record-photos';
import { readContainerPhoto, removeContainerPhoto, setContainerPhoto } from '../domain/kitchen/container-photo.ts';
import type { PhotoStore } from '../domain/records/photo-store.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';
import { acceptPhotoBody, photoBytes } from './record-photos.ts';

const params = clientParams.extend({ containerId: z.uuid() });

/**
 * A container's photo (issue 26 item 2, decision 035): set, replaced and removed by who edits the kitchen lists
 * (`kitchen:manage`), read by whoever reads the client's records — the weighing form shows it in its container
 * choice, at a kitchen station too. Each change tells open entry forms to refetch the client (`client.changed`).
 */
export async function containerPhotoRoutes(app: FastifyInstance, ctx: RouteContext & { photos: PhotoStore }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { capability: 'kitchen:manage', client: 'params' } as const;
  const changed = (clientId: string) => ctx.events.publish({ type: 'client.changed', clientId }).catch(() => undefined);
  const path = '/api/v1/clients/:clientId/containers/:containerId/photo';

  acceptPhotoBody(app);

  r.put(
    path,
    {
      config: { access: manage },
      schema: {
        tags: ['kitchen'],
        summary: "Set or replace a container's photo (JPEG, WebP or PNG by its bytes, at most 200 KB)",
        description: 'Answers the new photo’s id, which the container lists show as `photo` (its address changes).',
        params,
        response: { 200: z.object({ photo: z.string() }) },
      },
    },
    async (request) => {
      const { clientId, containerId } = request.params;
      const result = await setContainerPhoto({
        db,
        store: ctx.photos,
        actor: actorOf(request),
        clientId,
        containerId,
        bytes: photoBytes(request),
      });
      await changed(clientId);
      return result;
    },
  );

  r.delete(
    path,
    {
      config: { access: manage },
      schema: {
        tags: ['kitchen'],
        summary: "Remove a container's photo (nothing to do when it has none)",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clientId, containerId } = request.params;
      await removeContainerPhoto({ db, store: ctx.photos, actor: actorOf(request), clientId, containerId });
      await changed(clientId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    path,
    {
      // As the records and the form's lists: a kitchen station shows the photos too.
      config: { access: { capability: 'records:read', client: 'params', station: 'also' } },
      schema: {
        tags: ['kitchen'],
        summary: "A container's photo",
        description:
          'With `v`, the photo’s id as the lists give it, the answer may be kept (that photo never changes); without it, or with an id replaced since, it is asked again each time.',
        params,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: [...PHOTO_TYPES],
      },
    },
    async (request, reply) => {
      const { clientId, containerId } = request.params;
      const { bytes, contentType, version } = await readContainerPhoto({
        db,
        store: ctx.photos,
        clientId,
        containerId,
      });
      // A versioned address names one photo for good: the browser keeps it, so an offline tablet still shows it.
      const kept = request.query.v !== undefined && request.query.v === version;
      return reply
        .type(contentType)
        .header('cache-control', kept ? 'private, max-age=2592000, immutable' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
