import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageUser } from '@ecopeso/shared/roles';
import { INVITE_LINK_HOURS, type inviteUserSchema, type PasswordLink, type UserRow } from '@ecopeso/shared/users';
import { languageOf } from '@ecopeso/shared/languages';
import type { Auth } from '../../auth/auth.ts';
import { user, userClients, verification } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { checkGrant } from './check-grant.ts';
import { captureResetToken } from '../../auth/reset-tokens.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { issuePasswordLink, passwordPageUrl, voidPasswordLinks } from './issue-password-link.ts';
import { getUserRow, loadUserScope, type UserScope } from './user-scope.ts';

type Invite = z.output<typeof inviteUserSchema>;

/** Thrown inside the invitation's transaction to undo it (the e-mail belongs to an account the actor cannot see). */
class Undone extends Error {}

/**
 * Creates an account with no password and its allowed clients (audited, one transaction), then issues its
 * set-password link: e-mailed when SMTP is configured, always returned for the administrator to show once.
 *
 * An e-mail that already has an account: a master, or a gerente who manages that account, is told so (409). A
 * gerente who cannot see the account must not learn that it exists (spec §6: a gerente sees only their own
 * operacionais), so the answer is the one a new e-mail gets, in about the same time: the same statements run and
 * are rolled back, the link's token is stored nowhere (opened, it says the link is invalid or has expired), and
 * nothing of the existing account changes. Its owner is told by e-mail that someone tried to invite them, and the
 * masters find the attempt in the account's history (`invite_existing`).
 */
export async function inviteUser({
  db,
  auth,
  mailer,
  actor,
  input,
}: Change<{ auth: Auth; mailer?: Mailer; input: Invite }>): Promise<{ user: UserRow; link: PasswordLink }> {
  const clientIds = [...new Set(input.clientIds)].sort();
  await checkGrant(db, actor, input.role, clientIds);
  const id = randomUUID();
  let holder: UserScope | null = null;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email));
      holder = existing ? await loadUserScope(tx, existing.id) : null;
      if (holder && canManageUser(actor, holder)) {
        throw new AppError('aborted', 'A user with this e-mail already exists.');
      }
      // For an unseen holder, the same rows under an address nobody has, undone below.
      const email = holder ? `${id}@invitation.invalid` : input.email;
      await tx.insert(user).values({ id, email, name: input.name, role: input.role, language: input.language });
      if (clientIds.length)
        await tx.insert(userClients).values(clientIds.map((clientId) => ({ userId: id, clientId })));
      await writeAuditEvent(tx, {
        actor,
        entity: 'user',
        entityId: id,
        action: 'create',
        after: { name: input.name, email: input.email, role: input.role, clientIds, active: true },
      });
      if (holder) throw new Undone();
    });
  } catch (err) {
    if (!(err instanceof Undone)) throw err;
  }
  if (holder) return answerAsInvited({ db, auth, mailer, actor, input, clientIds, id, holder });
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

/** What a new invitation answers, for an e-mail whose account the actor cannot see; see inviteUser. */
async function answerAsInvited({
  db,
  auth,
  mailer,
  actor,
  input,
  clientIds,
  id,
  holder,
}: Change<{
  auth: Auth;
  mailer?: Mailer;
  input: Invite;
  clientIds: string[];
  id: string;
  holder: UserScope;
}>): Promise<{ user: UserRow; link: PasswordLink }> {
  // The statements of a new invitation's link (issuePasswordLink), so the answer takes the same time: better-auth's
  // lookup, a token kept as better-auth keeps one — for the id of the account that was undone, so opening the link
  // finds no account and says it is invalid — its expiry and the voiding of older links, the audit event, the row.
  await captureResetToken(() => auth.api.requestPasswordReset({ body: { email: `${id}@invitation.invalid` } }));
  const token = randomBytes(18).toString('base64url');
  const identifier = `reset-password:${token}`;
  const expiresAt = new Date(Date.now() + INVITE_LINK_HOURS * 3600_000);
  await db.insert(verification).values({ id: randomUUID(), identifier, value: id, expiresAt });
  await db.transaction(async (tx) => {
    await tx.update(verification).set({ expiresAt }).where(eq(verification.identifier, identifier));
    await voidPasswordLinks(tx, id, identifier);
    await writeAuditEvent(tx, {
      actor,
      entity: 'user',
      entityId: holder.id,
      action: 'invite_existing',
      after: { name: input.name, role: input.role, clientIds },
    });
  });
  await getUserRow(db, id);
  const language = languageOf(holder.language);
  let emailed = false;
  if (mailer) {
    const t = translatorFor(language);
    const values = { name: holder.name, email: holder.email, inviter: actor.name, inviterEmail: actor.email };
    try {
      await mailer.send({
        to: holder.email,
        subject: t('emails:inviteExisting.subject', values),
        text: t('emails:inviteExisting.body', values),
      });
      emailed = true;
    } catch {
      // As for an invitation: `emailed: false` says it did not go out.
    }
  }
  const now = new Date().toISOString();
  return {
    user: {
      id,
      name: input.name,
      email: input.email,
      role: input.role,
      clientIds,
      status: 'invited',
      lastSignInAt: null,
      createdAt: now,
      version: 1,
      hasPin: false,
    },
    link: {
      url: passwordPageUrl(String(auth.options.baseURL ?? ''), input.language, token),
      expiresAt: expiresAt.toISOString(),
      emailed,
    },
  };
}
