import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientAdminSchema,
  clientListQuerySchema,
  clientPageSchema,
  createClientSchema,
  updateClientSchema,
} from '@ecopeso/shared/admin-clients';
import { getClientAdmin } from '../domain/clients/get-client-admin.ts';
import { listAdminClients } from '../domain/clients/list-admin-clients.ts';
import { createClient, updateClient } from '../domain/clients/save-client.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const MANAGE = { capability: 'clients:manage', client: 'none' } as const;
const MANAGE_ONE = { capability: 'clients:manage', client: 'params' } as const;

/** Clients of /app/admin/clientes (master): every client, active or not, its full form, create and edit. */
export async function adminClientRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/clients',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['clients'],
        summary: 'Every client, active and inactive: search by name, CNPJ or city, filter by status, sort, paginate',
        description: '`GET /api/v1/clients` stays the list a user may pick from (active, visible to them).',
        querystring: clientListQuerySchema,
        response: { 200: clientPageSchema },
      },
    },
    async (request) => listAdminClients(db, request.query),
  );

  r.get(
    '/api/v1/admin/clients/:clientId',
    {
      config: { access: MANAGE_ONE },
      schema: {
        tags: ['clients'],
        summary: 'A client as the admin form edits it: address, types, limits, areas (inactive too), version',
        params: clientParams,
        response: { 200: clientAdminSchema },
      },
    },
    async (request) => getClientAdmin(db, request.params.clientId),
  );

  r.post(
    '/api/v1/clients',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['clients'],
        summary: 'Create a client with its waste types, sub-types, limits and areas',
        body: createClientSchema,
        response: { 201: clientAdminSchema },
      },
    },
    async (request, reply) => {
      const client = await createClient({ db, actor: actorOf(request), input: request.body });
      return reply.code(201).send(client);
    },
  );

  r.patch(
    '/api/v1/clients/:clientId',
    {
      config: { access: MANAGE_ONE },
      schema: {
        tags: ['clients'],
        summary: 'Change a client from the version the edit started at (stale: 409 aborted)',
        description:
          'Only the fields given change. `areas` lists them all in order: new ones have no id, an area left out is deleted only when it has no records. A new time zone re-buckets the daily totals.',
        params: clientParams,
        body: updateClientSchema,
        response: { 200: clientAdminSchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const { client, changed } = await updateClient({ db, actor: actorOf(request), clientId, input: request.body });
      // Entry forms, offline copies and dashboards open on this client refetch it.
      if (changed) await ctx.events.publish({ type: 'client.changed', clientId }).catch(() => undefined);
      return client;
    },
  );
}
