import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportDeliverySchema, reportSubscriptionsSchema } from '@ecopeso/shared/report-subscriptions';
import {
  getReportSubscriptions,
  listReportDeliveries,
  saveReportSubscriptions,
} from '../domain/report-subscriptions/report-subscriptions.ts';
import { actorOf, type RouteContext } from './context.ts';

/** The signed-in manager's monthly report e-mails: which clients, and the reports sent so far. */
export async function reportSubscriptionRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/me/report-subscriptions',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['reports'],
        summary: 'The clients whose monthly management report the user receives by e-mail',
        response: { 200: reportSubscriptionsSchema },
      },
    },
    async (request) => ({ clientIds: await getReportSubscriptions(db, actorOf(request)) }),
  );
  r.put(
    '/api/v1/me/report-subscriptions',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['reports'],
        summary: 'Sets those clients (any client outside the user’s list refuses the whole request: 403)',
        body: reportSubscriptionsSchema,
        response: { 200: reportSubscriptionsSchema },
      },
    },
    async (request) => ({
      clientIds: await saveReportSubscriptions(db, actorOf(request), request.body.clientIds),
    }),
  );
  r.get(
    '/api/v1/me/report-deliveries',
    {
      config: { access: { capability: 'dashboard:read', client: 'none' } },
      schema: {
        tags: ['reports'],
        summary: 'The monthly reports e-mailed to the user, newest month first',
        response: { 200: z.array(reportDeliverySchema) },
      },
    },
    async (request) => listReportDeliveries(db, actorOf(request)),
  );
}
