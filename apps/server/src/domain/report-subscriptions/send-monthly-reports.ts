import { and, eq, inArray, sql } from 'drizzle-orm';
import { languageOf } from '@ecopeso/shared/languages';
import { holders, isRole } from '@ecopeso/shared/roles';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { reportSubscriptions, user, userClients } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listClients } from '../clients/list-clients.ts';
import { buildManagementReport } from '../reports/build-management-report.ts';
import { createFormat } from '../reports/report-format.ts';
import { sdgSentences } from '../reports/sdg-section.ts';

/** National holidays that can fall on a month's first days (1 January, 1 May, 2 November): never a working day. */
const HOLIDAYS = new Set(['01-01', '05-01', '11-02']);

/** The first Monday-to-Friday of the month of `day` (ISO) that is not a national holiday, as an ISO date. */
export function firstWorkingDay(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  for (let d = 1; ; d++) {
    const date = new Date(Date.UTC(year, month - 1, d));
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !HOLIDAYS.has(iso.slice(5))) return iso;
  }
}

type Subscriber = { id: string; email: string; name: string; role: string; language: string };

/**
 * The monthly report job: from the first working day of a month (Brazil's time, DEFAULT_TIMEZONE) to its end, each active
 * gerente or master with subscriptions gets one e-mail with last month's management report (PDF) of each client
 * they subscribed to and may still see. Before sending, it claims (subscriber, month) in report_deliveries with
 * INSERT … ON CONFLICT DO NOTHING: only the instance whose claim inserted the row sends, once, however many
 * instances run and however often; a failed send gives the claim back so a later run retries. Without a mailer
 * nothing is claimed. Returns how many e-mails were sent.
 */
export async function sendMonthlyReports({ db, mailer, now = new Date() }: { db: Db; mailer?: Mailer; now?: Date }) {
  if (!mailer) return 0;
  const today = dayInZone(DEFAULT_TIMEZONE, now);
  if (today < firstWorkingDay(today)) return 0;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const reported = { year: month === 1 ? year - 1 : year, month: month === 1 ? 11 : month - 2 };
  const monthStart = `${reported.year}-${String(reported.month + 1).padStart(2, '0')}-01`;

  const subscribers: Subscriber[] = await db
    .selectDistinct({ id: user.id, email: user.email, name: user.name, role: user.role, language: user.language })
    .from(user)
    .innerJoin(reportSubscriptions, eq(reportSubscriptions.userId, user.id))
    .where(and(eq(user.active, true), inArray(user.role, [...holders('reports:monthly')])));
  let sent = 0;
  const failures: unknown[] = [];
  for (const subscriber of subscribers) {
    if (!isRole(subscriber.role)) continue;
    const allowed = await db
      .select({ clientId: userClients.clientId })
      .from(userClients)
      .where(eq(userClients.userId, subscriber.id));
    const actor: Actor = { ...subscriber, role: subscriber.role, allowedClientIds: allowed.map((a) => a.clientId) };
    // Access is checked again at sending time: a client taken off the subscriber's list is not sent.
    const visible = new Map((await listClients({ db, actor })).map((c) => [c.id, c.name]));
    const chosen = (
      await db
        .select({ clientId: reportSubscriptions.clientId })
        .from(reportSubscriptions)
        .where(eq(reportSubscriptions.userId, subscriber.id))
    )
      .map((r) => r.clientId)
      .filter((id) => visible.has(id))
      .map((id) => ({ id, name: visible.get(id)! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    if (!chosen.length) continue;

    const claimed = (await db.execute(sql`
      insert into report_deliveries (user_id, month, clients)
      values (${subscriber.id}, ${monthStart}::date, ${JSON.stringify(chosen)}::jsonb)
      on conflict do nothing
      returning user_id`)) as unknown as { rows: unknown[] };
    if (!claimed.rows.length) continue;

    const lang = languageOf(subscriber.language);
    try {
      const attachments = [];
      const sdgLines: string[] = [];
      for (const client of chosen) {
        const { filename, stream, sdg } = await buildManagementReport({
          db,
          clientId: client.id,
          query: { years: [reported.year], months: [reported.month], areas: [], lang },
          now,
        });
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        attachments.push({ filename, content: Buffer.concat(chunks), contentType: 'application/pdf' });
        if (sdg) sdgLines.push(`${client.name}: ${sdgSentences(lang, sdg).progress}`);
      }
      const t = translatorFor(lang);
      const values = {
        name: subscriber.name,
        month: createFormat(lang).monthYear(reported),
        clients: chosen.map((c) => c.name).join(', '),
      };
      await mailer.send({
        to: subscriber.email,
        subject: t('emails:monthlyReport.subject', values),
        text: [
          t('emails:monthlyReport.body', values),
          ...(sdgLines.length ? [t('reports:sdg.emailTitle'), ...sdgLines] : []),
        ].join('\n\n'),
        attachments,
      });
    } catch (err) {
      await db.execute(sql`delete from report_deliveries
        where user_id = ${subscriber.id} and month = ${monthStart}::date and status = 'sending'`);
      failures.push(err);
      continue;
    }
    await db.execute(sql`update report_deliveries set status = 'sent', sent_at = now()
      where user_id = ${subscriber.id} and month = ${monthStart}::date`);
    sent += 1;
  }
  // One subscriber's failure does not hold back the others'; the job's error handler still hears of it.
  if (failures.length) throw new AggregateError(failures, `${failures.length} monthly report e-mail(s) failed`);
  return sent;
}
