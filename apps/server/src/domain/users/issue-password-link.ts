import { and, eq, like, ne } from 'drizzle-orm';
import { INVITE_LINK_HOURS, type PasswordLink } from '@ecopeso/shared/users';
import type { Language } from '@ecopeso/shared/languages';
import { DEFAULT_TIMEZONE, formatDateTime } from '@ecopeso/shared/dates';
import type { Auth } from '../../auth/auth.ts';
import { captureResetToken } from '../../auth/reset-tokens.ts';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent, type AuditActor } from '../audit/write-audit-event.ts';

const RESET_PREFIX = 'reset-password:';

/** The page that sets a password, in the user's language; the token rides in the fragment, which no server or log sees. */
export function passwordPageUrl(baseUrl: string, language: Language, token: string): string {
  const prefix = language === 'pt' ? '' : `/${language}`;
  return `${baseUrl.replace(/\/+$/, '')}${prefix}/login/redefinir-senha#token=${encodeURIComponent(token)}`;
}

/**
 * Voids every set-password link of a user: on a deactivation, a role change or a password change, a link issued
 * before it must not sign anyone in (`except` keeps the one just made).
 */
export async function voidPasswordLinks(db: Db, userId: string, except?: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${RESET_PREFIX}%`),
        except === undefined ? undefined : ne(verification.identifier, except),
      ),
    );
}

/** When a link expires, in the e-mail: on Brazil's clock, which the e-mail names ("… 14:05 (America/Sao_Paulo)"). */
export function formatExpiry(date: Date, language: Language): string {
  return `${formatDateTime(date, language, DEFAULT_TIMEZONE, 'long')} (${DEFAULT_TIMEZONE})`;
}

/**
 * Has better-auth make a reset token for the user, keeps it `validFor` ms and voids every older one, with the
 * audit event in the same transaction. Returns the token and its expiry; null for an unknown e-mail.
 */
export async function makeResetToken({
  db,
  auth,
  email,
  validForMs,
  audit,
}: {
  db: Db;
  auth: Auth;
  email: string;
  validForMs: number;
  audit?: { actor: AuditActor | null; userId: string; action: 'link_issued' | 'password_reset' };
}): Promise<{ userId: string; token: string; expiresAt: Date } | null> {
  const made = await captureResetToken(() => auth.api.requestPasswordReset({ body: { email } }));
  if (!made) return null;
  const expiresAt = new Date(Date.now() + validForMs);
  const identifier = `${RESET_PREFIX}${made.token}`;
  await db.transaction(async (tx) => {
    await tx.update(verification).set({ expiresAt }).where(eq(verification.identifier, identifier));
    await voidPasswordLinks(tx, made.userId, identifier);
    if (audit) {
      await writeAuditEvent(tx, {
        actor: audit.actor,
        entity: 'user',
        entityId: audit.userId,
        action: audit.action,
        after: { linkExpiresAt: expiresAt.toISOString() },
      });
    }
  });
  return { ...made, expiresAt };
}

export interface LinkRecipient {
  id: string;
  name: string;
  email: string;
  language: Language;
}

/**
 * Issues a set-password link valid 72 h for a user (an invitation or "send a password link"), voiding older ones,
 * audited; e-mails it in the user's language naming who sent it when SMTP is configured. The link is returned
 * for the administrator to see once.
 */
export async function issuePasswordLink({
  db,
  auth,
  mailer,
  actor,
  recipient,
  kind,
}: {
  db: Db;
  auth: Auth;
  mailer?: Mailer;
  actor: AuditActor;
  recipient: LinkRecipient;
  kind: 'invite' | 'link';
}): Promise<PasswordLink> {
  const made = await makeResetToken({
    db,
    auth,
    email: recipient.email,
    validForMs: INVITE_LINK_HOURS * 3600_000,
    audit: { actor, userId: recipient.id, action: 'link_issued' },
  });
  if (!made) throw new AppError('not-found', 'User not found.');
  const baseUrl = String(auth.options.baseURL ?? '');
  const url = passwordPageUrl(baseUrl, recipient.language, made.token);
  let emailed = false;
  if (mailer) {
    const t = translatorFor(recipient.language);
    const values = {
      name: recipient.name,
      email: recipient.email,
      inviter: actor.name,
      inviterEmail: actor.email,
      expires: formatExpiry(made.expiresAt, recipient.language),
      url,
    };
    try {
      await mailer.send({
        to: recipient.email,
        subject: t(`emails:${kind}.subject`, values),
        text: t(`emails:${kind}.body`, values),
      });
      emailed = true;
    } catch {
      // The link is still shown to the administrator, who learns from `emailed: false` that it did not go out.
    }
  }
  return { url, expiresAt: made.expiresAt.toISOString(), emailed };
}
