import { and, eq, inArray, sql } from 'drizzle-orm';
import { LICENCE_ALERT_THRESHOLDS, type LicenceAlert } from '@ecopeso/shared/providers';
import { holders } from '@ecopeso/shared/roles';
import { formatDay } from '@ecopeso/shared/dates';
import { languageOf, type Language } from '@ecopeso/shared/languages';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listLicenceAlerts } from './list-licence-alerts.ts';

/**
 * The e-mail of a licence alert in the master's language: the days left as a real plural ("vence em 1 dia", "em 7
 * dias", "hoje"), the day as the app writes it (31/01/2026), never "dia(s)" or "2026-01-31".
 */
export function licenceAlertMail(alert: LicenceAlert, lang: Language): { subject: string; text: string } {
  const t = translatorFor(lang);
  const words = {
    number: alert.number,
    provider: alert.provider.name,
    agency: alert.agency,
    date: formatDay(alert.expiresOn, lang),
    count: alert.daysLeft,
  };
  const subject =
    alert.daysLeft < 0
      ? t('emails:licenceAlert.expired', words)
      : alert.daysLeft === 0
        ? t('emails:licenceAlert.today', words)
        : t('emails:licenceAlert.expiring', words);
  return {
    subject,
    text: t(alert.daysLeft < 0 ? 'emails:licenceAlert.bodyExpired' : 'emails:licenceAlert.body', words),
  };
}

/**
 * The daily licence job: for each licence that reached a threshold (60, 30, 7, 0 days) it claims every threshold
 * reached in licence_alerts_sent with INSERT … ON CONFLICT DO NOTHING; only the instance whose claim inserted a
 * row e-mails the active masters, once, however many instances run and however late the job ran. Without a mailer
 * nothing is claimed, so configuring SMTP later still sends. Returns how many licences were e-mailed.
 */
export async function sendLicenceAlerts({ db, mailer, now = new Date() }: { db: Db; mailer?: Mailer; now?: Date }) {
  if (!mailer) return 0;
  const alerts = await listLicenceAlerts(db, null, now);
  const masters = await db
    .select({ email: user.email, language: user.language })
    .from(user)
    .where(and(inArray(user.role, [...holders('alerts:licences')]), eq(user.active, true)));
  let sent = 0;
  for (const alert of alerts) {
    const reached = LICENCE_ALERT_THRESHOLDS.filter((t) => alert.daysLeft <= t);
    if (!reached.length) continue;
    const claimed = (await db.execute(sql`
      insert into licence_alerts_sent (licence_id, expires_on, threshold_days)
      select ${alert.licenceId}::uuid, ${alert.expiresOn}::date, t
      from unnest(${sql.raw(`array[${reached.join(',')}]`)}::int[]) as t
      on conflict do nothing
      returning threshold_days`)) as unknown as { rows: unknown[] };
    if (!claimed.rows.length) continue;
    for (const m of masters) {
      await mailer.send({ to: m.email, ...licenceAlertMail(alert, languageOf(m.language)) });
    }
    sent += 1;
  }
  return sent;
}
