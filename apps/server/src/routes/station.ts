import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { cookTurnSchema, setPinSchema, stationSchema, switchCookSchema } from '@ecopeso/shared/station';
import { writeAuditEvent } from '../domain/audit/write-audit-event.ts';
import { setPin } from '../domain/station/set-pin.ts';
import { switchCook } from '../domain/station/switch-cook.ts';
import { clientParams } from './clients.ts';
import { actorOf, type RouteContext } from './context.ts';

const userParams = z.object({ id: z.uuid() });

/** The kitchen station (decision 039): start one, switch its cook by PIN, and set or remove PINs. */
export async function stationRoutes(app: FastifyInstance, ctx: RouteContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = async () => (await ctx.auth.$context).secret;

  r.post(
    '/api/v1/clients/:clientId/station',
    {
      config: { access: { capability: 'station:start', client: 'params' } },
      schema: {
        tags: ['station'],
        summary: "Turn this device into the client's kitchen station",
        description:
          "The caller's session is replaced by a station's (a new session cookie): it shows only the weighing page of this client, and each weighing is authored by the cook switched in by PIN.",
        params: clientParams,
        // Nothing to give, but a body all the same: a state change is asked for on purpose (an empty JSON object).
        body: z.object({}).strict(),
        response: { 201: stationSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { clientId } = request.params;
      const { headers } = await ctx.auth.api.startStation({
        headers: fromNodeHeaders(request.headers),
        body: { clientId },
        returnHeaders: true,
      });
      await writeAuditEvent(db, { actor, entity: 'client', entityId: clientId, action: 'station_started', clientId });
      reply.header('set-cookie', headers.getSetCookie()).header('cache-control', 'no-store');
      return reply.code(201).send({ clientId });
    },
  );

  r.post(
    '/api/v1/station/cook',
    {
      config: { access: { capability: 'records:write', client: 'none', station: 'only' } },
      schema: {
        tags: ['station'],
        summary: 'Switch the station to the cook whose PIN this is',
        description: `A wrong PIN gets 400 (\`reason: pin-wrong\`); the 5th wrong PIN in a row locks the station for 5 minutes (429, \`reason: pin-locked\`). The answer's \`token\` goes with each weighing of the turn as \`cookTurn\`.`,
        body: switchCookSchema,
        response: { 200: cookTurnSchema },
      },
    },
    async (request, reply) => {
      const station = actorOf(request).station!;
      const turn = await switchCook({ db, secret: await secret(), station, pin: request.body.pin });
      return reply.header('cache-control', 'no-store').send(turn);
    },
  );

  const pinTarget = (request: { params: { id?: string } }, actorId: string) => request.params.id ?? actorId;
  const pinRoutes = [
    { url: '/api/v1/me/pin', access: { capability: 'signed-in', client: 'none' } as const, params: undefined },
    {
      url: '/api/v1/users/:id/pin',
      access: { capability: 'users:manage', client: 'none' } as const,
      params: userParams,
    },
  ];
  for (const { url, access, params } of pinRoutes) {
    const whose = params ? "a user's" : 'your own';
    r.post(
      url,
      {
        config: { access },
        schema: {
          tags: ['station'],
          summary: `Set ${whose} kitchen-station PIN (4 to 6 digits)`,
          description:
            'Unique among the users of each of their clients (400, `reason: pin-taken`, three times a day at most); not one digit repeated nor a run like 1234.',
          ...(params ? { params } : {}),
          body: setPinSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const userId = pinTarget(request as { params: { id?: string } }, actor.id);
        await setPin({ db, actor, userId, pin: request.body.pin });
        return reply.code(204).send(null);
      },
    );
    r.delete(
      url,
      {
        config: { access },
        schema: {
          tags: ['station'],
          summary: `Remove ${whose} kitchen-station PIN`,
          ...(params ? { params } : {}),
          response: { 200: z.object({ hasPin: z.literal(false) }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const userId = pinTarget(request as { params: { id?: string } }, actor.id);
        await setPin({ db, actor, userId, pin: null });
        return { hasPin: false as const };
      },
    );
  }
}
