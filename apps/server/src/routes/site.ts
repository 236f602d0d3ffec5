import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema } from '@ecopeso/shared/contact';
import { createContactMessage, type ContactForwarder } from '../domain/site/create-contact-message.ts';
import { pageViewSchema, recordPageView } from '../domain/site/record-page-view.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import type { RouteContext } from './context.ts';

export interface SiteOptions {
  analytics: boolean;
  contactForwarder?: ContactForwarder;
}

type SiteLimits = Pick<RateLimits, 'contactPerAddressPer10Minutes' | 'pageViewsPerAddressPerMinute'>;

/** The public site's two endpoints: the contact form and self-hosted page views. Neither needs a session. */
export async function siteRoutes(
  app: FastifyInstance,
  { ctx, options, limits }: { ctx: RouteContext; options: SiteOptions; limits: SiteLimits },
) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/contact',
    {
      config: { access: 'public', rateLimit: { max: limits.contactPerAddressPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags: ['site'],
        summary: 'Send a message from the public contact form',
        body: contactSchema,
        response: { 201: z.object({ status: z.literal('received') }) },
      },
    },
    async (request, reply) => {
      await createContactMessage({
        db,
        input: request.body,
        forwarder: options.contactForwarder,
        onForwardError: (err) => request.log.error({ err }, 'contact message not forwarded (it is stored)'),
      });
      return reply.code(201).send({ status: 'received' as const });
    },
  );

  r.post(
    '/api/v1/analytics/pageviews',
    {
      config: { access: 'public', rateLimit: { max: limits.pageViewsPerAddressPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['site'],
        summary: 'Count a page view (path and query only); ignored under Do-Not-Track or Global Privacy Control',
        body: pageViewSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (options.analytics && !optedOut) await recordPageView(db, request.body);
      return reply.code(204).send(null);
    },
  );
}
