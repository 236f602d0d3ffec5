import { eq, sql } from 'drizzle-orm';
import { FORGOT_LINK_MINUTES } from '@ecopeso/shared/users';
import type { Language } from '@ecopeso/shared/languages';
import type { Auth } from '../../auth/auth.ts';
import type { Db } from '../../db/client.ts';
import { user, verification } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { formatExpiry, makeResetToken, passwordPageUrl, voidPasswordLinks } from './issue-password-link.ts';
import { countResetRequest, MAX_RESETS_PER_ACCOUNT } from './password-reset-throttle.ts';

/**
 * "Forgot my password": for an active account within its limit, a reset link valid one hour is e-mailed in the
 * page's language (voiding older links). The caller answers the same whatever happened, so the answer never says
 * whether the account exists; the e-mail goes out after the answer, so its timing does not say so either.
 */
export async function requestPasswordReset({
  db,
  auth,
  mailer,
  email,
  language,
  onError,
}: {
  db: Db;
  auth: Auth;
  mailer?: Mailer;
  email: string;
  language: Language;
  onError: (err: unknown) => void;
}): Promise<void> {
  if (!(await countResetRequest(db, `reset-email:${email}`, MAX_RESETS_PER_ACCOUNT))) return;
  const [account] = await db
    .select({ id: user.id, name: user.name, active: user.active })
    .from(user)
    .where(eq(user.email, email));
  if (!account?.active || !mailer) return;
  const made = await makeResetToken({ db, auth, email, validForMs: FORGOT_LINK_MINUTES * 60_000 });
  if (!made) return;
  const t = translatorFor(language);
  const values = {
    name: account.name,
    url: passwordPageUrl(String(auth.options.baseURL ?? ''), language, made.token),
    expires: formatExpiry(made.expiresAt, language),
  };
  void mailer
    .send({ to: email, subject: t('emails:forgot.subject', values), text: t('emails:forgot.body', values) })
    .catch(onError);
}

/**
 * Sets the password of a reset or invitation link through better-auth (which consumes the token, creates the
 * credential account for an invited user and ends every session), audits it, and signs the user in: the
 * returned headers carry the new session cookie.
 */
export async function resetPassword({
  db,
  auth,
  token,
  password,
}: {
  db: Db;
  auth: Auth;
  token: string;
  password: string;
}): Promise<Headers> {
  const [found] = await db
    .select({ userId: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`));
  const invalid = () => new AppError('invalid-argument', 'This link is invalid or has expired. Ask for a new one.');
  if (!found || found.expiresAt < new Date()) throw invalid();
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, active: user.active })
    .from(user)
    .where(eq(user.id, found.userId));
  if (!account?.active) throw invalid();
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch {
    throw invalid();
  }
  await db.transaction(async (tx) => {
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
    // better-auth consumed the link used; any other one was issued for the password just replaced.
    await voidPasswordLinks(tx, account.id);
    await writeAuditEvent(tx, {
      actor: { id: account.id, name: account.name, email: account.email },
      entity: 'user',
      entityId: account.id,
      action: 'password_reset',
    });
  });
  const { headers } = await auth.api.signInEmail({
    body: { email: account.email, password },
    returnHeaders: true,
  });
  return headers;
}

/** A signed-in user's own password: checked against the current one; every other session ends; audited. */
export async function changeOwnPassword({
  db,
  auth,
  actor,
  requestHeaders,
  currentPassword,
  password,
}: Change<{ auth: Auth; requestHeaders: Headers; currentPassword: string; password: string }>): Promise<Headers> {
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: { currentPassword, newPassword: password, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    }));
  } catch {
    throw new AppError('invalid-argument', 'The current password is not right.');
  }
  await db.transaction(async (tx) => {
    await voidPasswordLinks(tx, actor.id);
    await writeAuditEvent(tx, { actor, entity: 'user', entityId: actor.id, action: 'password_changed' });
  });
  return headers;
}

/** A signed-in user's own name, audited. */
export async function updateProfile({ db, actor, name }: Change<{ name: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.id));
    if (!current || current.name === name) return;
    await tx
      .update(user)
      .set({ name, version: sql`${user.version} + 1`, updatedAt: new Date() })
      .where(eq(user.id, actor.id));
    await writeAuditEvent(tx, {
      actor,
      entity: 'user',
      entityId: actor.id,
      action: 'update',
      before: { name: current.name },
      after: { name },
    });
  });
}
