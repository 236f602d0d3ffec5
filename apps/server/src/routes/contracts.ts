import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractInputSchema, contractSchema, updateContractSchema } from '@ecopeso/shared/contracts';
import { alertsSchema } from '@ecopeso/shared/providers';
import { listContracts } from '../domain/contracts/contract-store.ts';
import { createContract, updateContract } from '../domain/contracts/save-contract.ts';
import { listLicenceAlerts } from '../domain/alerts/list-licence-alerts.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const MANAGE_ONE = { capability: 'clients:manage', client: 'params' } as const;
const contractParams = clientParams.extend({ contractId: z.uuid() });

/** Contracts of a client (master), and the licence alerts a master or gerente sees. */
export async function contractRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/clients/:clientId/contracts',
    {
      config: { access: MANAGE_ONE },
      schema: {
        tags: ['contracts'],
        summary: "A client's contracts by waste type and period, with their providers' licence status",
        params: clientParams,
        response: { 200: z.array(contractSchema) },
      },
    },
    async (request) => listContracts(db, request.params.clientId),
  );

  r.post(
    '/api/v1/clients/:clientId/contracts',
    {
      config: { access: MANAGE_ONE },
      schema: {
        tags: ['contracts'],
        summary: 'Add a contract: the destination must be one the receiver offers; periods of one type may not overlap',
        params: clientParams,
        body: contractInputSchema,
        response: { 201: contractSchema },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const contract = await createContract({ db, actor: actorOf(request), clientId, input: request.body });
      await ctx.events.publish({ type: 'client.changed', clientId }).catch(() => undefined);
      return reply.code(201).send(contract);
    },
  );

  r.patch(
    '/api/v1/clients/:clientId/contracts/:contractId',
    {
      config: { access: MANAGE_ONE },
      schema: {
        tags: ['contracts'],
        summary: 'Restate a contract from the version the edit started at (stale: 409 aborted)',
        params: contractParams,
        body: updateContractSchema,
        response: { 200: contractSchema },
      },
    },
    async (request) => {
      const { clientId, contractId } = request.params;
      const contract = await updateContract({
        db,
        actor: actorOf(request),
        clientId,
        contractId,
        version: request.body.version,
        input: request.body.contract,
      });
      await ctx.events.publish({ type: 'client.changed', clientId }).catch(() => undefined);
      return contract;
    },
  );

  r.get(
    '/api/v1/alerts',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['contracts'],
        summary:
          'Licences expired or expiring within 60 days: every one for a master, those used by their clients for a gerente',
        response: { 200: alertsSchema },
      },
    },
    async (request) => {
      return { licences: await listLicenceAlerts(db, actorOf(request)) };
    },
  );
}
