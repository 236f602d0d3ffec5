import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageUser } from '@ecopeso/shared/roles';
import {
  inviteResultSchema,
  inviteUserSchema,
  passwordLinkRequestSchema,
  passwordLinkSchema,
  updateUserSchema,
  userListQuerySchema,
  userPageSchema,
  userRowSchema,
} from '@ecopeso/shared/users';
import { languageOf } from '@ecopeso/shared/languages';
import type { Mailer } from '../mail/mailer.ts';
import { AppError } from '../domain/app-error.ts';
import { inviteUser } from '../domain/users/invite-user.ts';
import { issuePasswordLink } from '../domain/users/issue-password-link.ts';
import { listUsers } from '../domain/users/list-users.ts';
import { updateUser } from '../domain/users/update-user.ts';
import { loadUserScope } from '../domain/users/user-scope.ts';
import { actorOf, type RouteContext } from './context.ts';

const userParams = z.object({ id: z.uuid() });
const MANAGE = { capability: 'users:manage', client: 'none' } as const;

/** Users of /app/admin/usuarios: who a master or gerente may see, invite, edit and send a password link. */
export async function userRoutes(app: FastifyInstance, { ctx, mailer }: { ctx: RouteContext; mailer?: Mailer }) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/users',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['users'],
        summary:
          'Users the caller manages: search by name or e-mail, filter by role, client and status, sort, paginate',
        querystring: userListQuerySchema,
        response: { 200: userPageSchema },
      },
    },
    async (request) => listUsers({ db, actor: actorOf(request), query: request.query }),
  );

  r.post(
    '/api/v1/users',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['users'],
        summary: 'Invite a user: an account without a password and a set-password link valid 72 h, shown once',
        description:
          'A gerente invites only operacional users, with clients of their own. The link is e-mailed in the chosen language when SMTP is configured (`emailed`), and always returned.',
        body: inviteUserSchema,
        response: { 201: inviteResultSchema },
      },
    },
    async (request, reply) => {
      const result = await inviteUser({ db, auth: ctx.auth, mailer, actor: actorOf(request), input: request.body });
      return reply.code(201).header('cache-control', 'no-store').send(result);
    },
  );

  r.patch(
    '/api/v1/users/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['users'],
        summary: 'Change name, role, clients or active flag, from the version the edit started at',
        description:
          'A stale `version` gets 409 aborted. Nobody changes their own role or deactivates themselves; the last active master stays. Deactivation ends every session of the user.',
        params: userParams,
        body: updateUserSchema,
        response: { 200: userRowSchema },
      },
    },
    async (request) => updateUser({ db, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );

  r.post(
    '/api/v1/users/:id/password-link',
    {
      config: { access: MANAGE },
      schema: {
        tags: ['users'],
        summary: 'Issue a new set-password link (valid 72 h); older links stop working',
        params: userParams,
        body: passwordLinkRequestSchema,
        response: { 200: passwordLinkSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const target = await loadUserScope(db, request.params.id);
      if (!target || !canManageUser(actor, target)) throw new AppError('not-found', 'User not found.');
      if (!target.active) throw new AppError('permission-denied', 'Reactivate the user before sending a link.');
      const link = await issuePasswordLink({
        db,
        auth: ctx.auth,
        mailer,
        actor,
        recipient: { id: target.id, name: target.name, email: target.email, language: languageOf(target.language) },
        kind: 'link',
      });
      return reply.header('cache-control', 'no-store').send(link);
    },
  );
}
