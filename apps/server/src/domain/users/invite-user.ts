import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { inviteUserSchema, PasswordLink, UserRow } from '@ecopeso/shared/users';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { user, userClients } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkGrant } from './check-grant.ts';
import { issuePasswordLink } from './issue-password-link.ts';
import { getUserRow } from './user-scope.ts';

type Invite = z.output<typeof inviteUserSchema>;

/**
 * Creates an account with no password and its allowed clients (audited, one transaction), then issues its
 * set-password link: e-mailed when SMTP is configured, always returned for the administrator to show once.
 */
export async function inviteUser({
  db,
  auth,
  mailer,
  actor,
  input,
}: {
  db: Db;
  auth: Auth;
  mailer?: Mailer;
  actor: Actor;
  input: Invite;
}): Promise<{ user: UserRow; link: PasswordLink }> {
  const clientIds = [...new Set(input.clientIds)].sort();
  await checkGrant(db, actor, input.role, clientIds);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email));
    if (existing.length) throw new AppError('aborted', 'A user with this e-mail already exists.');
    await tx
      .insert(user)
      .values({ id, email: input.email, name: input.name, role: input.role, language: input.language });
    if (clientIds.length) await tx.insert(userClients).values(clientIds.map((clientId) => ({ userId: id, clientId })));
    await writeAuditEvent(tx, {
      actor,
      entity: 'user',
      entityId: id,
      action: 'create',
      after: { name: input.name, email: input.email, role: input.role, clientIds, active: true },
    });
  });
  const link = await issuePasswordLink({
    db,
    auth,
    mailer,
    actor,
    recipient: { id, name: input.name, email: input.email, language: input.language },
    kind: 'invite',
  });
  return { user: (await getUserRow(db, id))!, link };
}
