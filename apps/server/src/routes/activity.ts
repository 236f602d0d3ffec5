import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityImportSchema, activityMonthSchema } from '@ecopeso/shared/activity';
import { monthInZone } from '@ecopeso/shared/dates';
import { importActivityCsv, listActivity, saveActivity } from '../domain/activity/client-activity.ts';
import { getClient } from '../domain/clients/get-client.ts';
import { wordsFor } from '../i18n/translator.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const values = activityMonthSchema.omit({ month: true });

/** Activity per client and month (guest-nights, guests, meals): read with the dashboard, written by its managers. */
export async function activityRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/clients/:clientId/activity',
    {
      config: { access: { capability: 'dashboard:read', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: "The client's guest-nights, guests received and meals served per month of a year",
        params: clientParams,
        querystring: z.object({ year: z.coerce.number<string>().int().min(2000).max(2100) }),
        response: { 200: z.array(activityMonthSchema) },
      },
    },
    async (request) => listActivity({ db, clientId: request.params.clientId, year: request.query.year }),
  );

  r.put(
    '/api/v1/clients/:clientId/activity/:month',
    {
      config: { access: { capability: 'activity:write', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: "Sets one month's guest-nights, guests received and meals served (replacing what was there)",
        params: clientParams.extend({ month: activityMonthSchema.shape.month }),
        body: values,
        response: { 200: activityMonthSchema },
      },
    },
    async (request) => {
      const month = { month: request.params.month, ...request.body };
      await saveActivity({ db, actor: actorOf(request), clientId: request.params.clientId, months: [month] });
      return month;
    },
  );

  r.post(
    '/api/v1/clients/:clientId/activity/import',
    {
      config: { access: { capability: 'activity:write', client: 'params' } },
      schema: {
        tags: ['activity'],
        summary: 'Imports past months from a CSV (every line checked; nothing stored unless all are valid)',
        params: clientParams,
        body: activityImportSchema,
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const { timezone } = await getClient({ db, clientId });
      const today = monthInZone(timezone);
      const result = await importActivityCsv({
        db,
        actor: actorOf(request),
        clientId,
        csv: request.body.csv,
        currentMonth: `${today.year}-${String(today.month + 1).padStart(2, '0')}`,
      });
      if (result.ok) return { imported: result.imported };
      const words = wordsFor(request.body.lang);
      const errors = result.errors.map((e) => ({ ...e, message: words.activityError(e) }));
      return reply.code(400).send({
        error: { code: 'invalid-argument', message: errors.map((e) => e.message).join(' ') },
        errors,
      });
    },
  );
}
