import { and, eq, inArray, sql } from 'drizzle-orm';
import { LICENCE_ALERT_THRESHOLDS, type LicenceAlert } from '@ecopeso/shared/providers';
import { holders } from '@ecopeso/shared/roles';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listLicenceAlerts } from './list-licence-alerts.ts';

const SUBJECT = {
  pt: (a: LicenceAlert) =>
    `Ecopeso: licença ${a.number} de ${a.provider.name} ${a.daysLeft < 0 ? 'vencida' : `vence em ${a.daysLeft} dia(s)`}`,
  en: (a: LicenceAlert) =>
    `Ecopeso: licence ${a.number} of ${a.provider.name} ${a.daysLeft < 0 ? 'has expired' : `expires in ${a.daysLeft} day(s)`}`,
  es: (a: LicenceAlert) =>
    `Ecopeso: licencia ${a.number} de ${a.provider.name} ${a.daysLeft < 0 ? 'vencida' : `vence en ${a.daysLeft} día(s)`}`,
} as const;
const BODY = {
  pt: (a: LicenceAlert) =>
    `A licença ${a.number} (${a.agency}) de ${a.provider.name} vence em ${a.expiresOn}. Atualize-a em Administração › Empresas de coleta.`,
  en: (a: LicenceAlert) =>
    `Licence ${a.number} (${a.agency}) of ${a.provider.name} expires on ${a.expiresOn}. Update it under Administration › Collection providers.`,
  es: (a: LicenceAlert) =>
    `La licencia ${a.number} (${a.agency}) de ${a.provider.name} vence el ${a.expiresOn}. Actualícela en Administración › Empresas de recolección.`,
} as const;

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
      const lang = m.language === 'en' || m.language === 'es' ? m.language : 'pt';
      await mailer.send({ to: m.email, subject: SUBJECT[lang](alert), text: BODY[lang](alert) });
    }
    sent += 1;
  }
  return sent;
}

/** Runs the job a minute after start and then every `everyMs` (an hour: claims make reruns harmless); errors are reported, never thrown. Returns a stop function. */
export function scheduleLicenceAlerts(
  run: () => Promise<unknown>,
  { everyMs = 60 * 60 * 1000, onError }: { everyMs?: number; onError: (err: unknown) => void },
): () => void {
  const tick = () => void run().catch(onError);
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
