import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '@ecopeso/shared/api';
import { actorOf, type RouteContext } from './context.ts';

export async function meRoutes(app: FastifyInstance, _ctx: RouteContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/me',
    {
      config: { access: { capability: 'signed-in', client: 'none', station: 'also' } },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: meSchema } },
    },
    async (request) => meSchema.parse(actorOf(request)),
  );
}
