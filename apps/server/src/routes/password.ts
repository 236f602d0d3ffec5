import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '@ecopeso/shared/users';
import type { Mailer } from '../mail/mailer.ts';
import { sendError, TOO_MANY_REQUESTS_MESSAGE } from '../http/errors.ts';
import {
  changeOwnPassword,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from '../domain/users/password-flows.ts';
import { countResetRequest, MAX_RESETS_PER_ADDRESS } from '../domain/users/password-reset-throttle.ts';
import { actorOf, type RouteContext } from './context.ts';

const FORGOT_ANSWER = 'If this e-mail belongs to an active account, a link to set a new password is on its way.';

/** Passes better-auth's new session cookie on to the browser. */
function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** "Forgot my password", the page that sets a password from a link, and the signed-in user's own name and password. */
export async function passwordRoutes(app: FastifyInstance, { ctx, mailer }: { ctx: RouteContext; mailer?: Mailer }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'E-mail a link to set a new password; the same answer whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!(await countResetRequest(db, `reset-ip:${request.ip}`, MAX_RESETS_PER_ADDRESS))) {
        return sendError(reply, 'resource-exhausted', TOO_MANY_REQUESTS_MESSAGE);
      }
      // The account is looked up only once the answer is out: the answer and its timing are the same whether the
      // e-mail belongs to an account or not (making a token takes measurably longer than finding nothing, and on
      // the embedded database the answer would wait behind those queries).
      const onError = (err: unknown) => request.log.error({ err }, 'could not e-mail a password reset link');
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        // On the next turn of the event loop: the embedded database runs in this thread, and its first query
        // would otherwise hold up whatever reads the answer.
        setImmediate(
          () => void requestPasswordReset({ db, auth: ctx.auth, mailer, ...request.body, onError }).catch(onError),
        );
      };
      reply.raw.once('finish', start).once('close', start);
      return { message: FORGOT_ANSWER };
    },
  );

  r.post(
    '/api/v1/password/reset',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Set a password from a link (at least 10 characters, not a common one) and sign in',
        body: resetPasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const headers = await resetPassword({ db, auth: ctx.auth, ...request.body });
      forwardCookies(reply, headers);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  r.patch(
    '/api/v1/me',
    {
      config: { access: { capability: 'signed-in', client: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Change your own name',
        body: updateProfileSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await updateProfile({ db, actor: actorOf(request), name: request.body.name });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/v1/me/password',
    {
      config: { access: { capability: 'signed-in', client: 'none' }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Change your own password; every other session ends',
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const headers = await changeOwnPassword({
        db,
        auth: ctx.auth,
        actor: actorOf(request),
        requestHeaders: fromNodeHeaders(request.headers),
        currentPassword: request.body.currentPassword,
        password: request.body.password,
      });
      forwardCookies(reply, headers);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
}
