import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kitchenListsSchema,
  kitchenSettingsSchema,
  newContainerSchema,
  newFoodItemSchema,
  newLossReasonSchema,
  newTareSchema,
  renameSchema,
} from '@ecopeso/shared/kitchen-lists';
import { clients } from '../db/schema.ts';
import { readClient } from '../domain/clients/read-client.ts';
import {
  addTare,
  changeKitchenSettings,
  changeListEntry,
  createContainer,
  createListEntry,
  type KitchenList,
} from '../domain/kitchen/change-kitchen-lists.ts';
import { readKitchenLists } from '../domain/kitchen/read-kitchen-lists.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

/**
 * A client's kitchen lists (issue 26 items 2 and 3): containers and their tares, loss reasons, food items, and which
 * are required — edited by who holds `kitchen:manage` (roles.ts) for a client they may access. Every change tells the
 * client's open entry forms to refetch it (`client.changed`).
 */
export async function kitchenRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { capability: 'kitchen:manage', client: 'params' } as const;
  const created = z.object({ id: z.string() });
  const changed = (clientId: string) => ctx.events.publish({ type: 'client.changed', clientId }).catch(() => undefined);

  r.get(
    '/api/v1/clients/:clientId/kitchen',
    {
      config: { access },
      schema: {
        tags: ['kitchen'],
        summary: "A client's containers (with their tares), loss reasons and food items, inactive ones too",
        params: clientParams,
        response: { 200: kitchenListsSchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const client = await readClient(db, clientId, {
        requireLossReason: clients.requireLossReason,
        requireFoodItem: clients.requireFoodItem,
        foodCostPerKg: clients.foodCostPerKg,
      });
      return { ...(await readKitchenLists(db, clientId)), ...client };
    },
  );

  r.post(
    '/api/v1/clients/:clientId/containers',
    {
      config: { access },
      schema: {
        tags: ['kitchen'],
        summary: 'Add a container with its tare, applying from today on the client’s clock',
        params: clientParams,
        body: newContainerSchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const result = await createContainer({ db, actor: actorOf(request), clientId, input: request.body });
      await changed(clientId);
      return reply.code(201).send(result);
    },
  );

  r.post(
    '/api/v1/clients/:clientId/containers/:containerId/tares',
    {
      config: { access },
      schema: {
        tags: ['kitchen'],
        summary: 'Give a container a new tare from a day (today or later: a record keeps the tare it was weighed with)',
        params: clientParams.extend({ containerId: z.uuid() }),
        body: newTareSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clientId, containerId } = request.params;
      await addTare({ db, actor: actorOf(request), clientId, containerId, input: request.body });
      await changed(clientId);
      return reply.code(204).send(null);
    },
  );

  for (const [path, list] of [
    ['loss-reasons', 'loss_reason'],
    ['food-items', 'food_item'],
  ] as const) {
    r.post(
      `/api/v1/clients/:clientId/${path}`,
      {
        config: { access },
        schema: {
          tags: ['kitchen'],
          summary: list === 'loss_reason' ? 'Add a loss reason of the client’s own' : 'Add a food item',
          params: clientParams,
          body: list === 'loss_reason' ? newLossReasonSchema : newFoodItemSchema,
          response: { 201: created },
        },
      },
      async (request, reply) => {
        const { clientId } = request.params;
        const result = await createListEntry({ db, actor: actorOf(request), clientId, list, name: request.body.name });
        await changed(clientId);
        return reply.code(201).send(result);
      },
    );
  }

  for (const [path, list] of [
    ['containers', 'container'],
    ['loss-reasons', 'loss_reason'],
    ['food-items', 'food_item'],
  ] as const satisfies readonly (readonly [string, KitchenList])[]) {
    r.patch(
      `/api/v1/clients/:clientId/${path}/:id`,
      {
        config: { access },
        schema: {
          tags: ['kitchen'],
          summary: 'Rename, deactivate or reactivate an entry (entries are never deleted: records keep what they name)',
          params: clientParams.extend({ id: z.uuid() }),
          body: renameSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { clientId, id } = request.params;
        await changeListEntry({ db, actor: actorOf(request), clientId, list, id, input: request.body });
        await changed(clientId);
        return reply.code(204).send(null);
      },
    );
  }

  r.patch(
    '/api/v1/clients/:clientId/kitchen-settings',
    {
      config: { access },
      schema: {
        tags: ['kitchen'],
        summary: 'Whether every organic weighing names a loss reason, a food item',
        params: clientParams,
        body: kitchenSettingsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await changeKitchenSettings({ db, actor: actorOf(request), clientId, input: request.body });
      await changed(clientId);
      return reply.code(204).send(null);
    },
  );
}
