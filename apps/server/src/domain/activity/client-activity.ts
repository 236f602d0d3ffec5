import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { headerNames, parseActivityCsv, type ActivityError, type ActivityMonth } from '@ecopeso/shared/activity';
import { LANGUAGES } from '@ecopeso/shared/languages';
import { VOCABULARY } from '@ecopeso/shared/vocabulary';
import type { Db } from '../../db/client.ts';
import { clientActivity } from '../../db/schema.ts';
import type { Change } from '../actor.ts';

const NAMES = headerNames(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, VOCABULARY[lang].activity.columns])) as Parameters<
    typeof headerNames
  >[0],
);

/** The client's activity months of one year, January first. */
export async function listActivity({ db, clientId, year }: { db: Db; clientId: string; year: number }) {
  const rows = await db
    .select()
    .from(clientActivity)
    .where(
      and(
        eq(clientActivity.clientId, clientId),
        gte(clientActivity.month, `${year}-01-01`),
        lt(clientActivity.month, `${year + 1}-01-01`),
      ),
    )
    .orderBy(clientActivity.month);
  return rows.map(({ month, guestNights, guests, meals }) => ({
    month: month.slice(0, 7),
    guestNights,
    guests,
    meals,
  }));
}

/** Stores these months of the client (a month already there is replaced), all in one transaction. */
export async function saveActivity({
  db,
  actor,
  clientId,
  months,
}: Change<{ clientId: string; months: ActivityMonth[] }>): Promise<void> {
  if (!months.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(clientActivity)
      .values(
        months.map((m) => ({
          clientId,
          month: `${m.month}-01`,
          guestNights: m.guestNights,
          guests: m.guests,
          meals: m.meals,
          updatedBy: actor.id,
        })),
      )
      .onConflictDoUpdate({
        target: [clientActivity.clientId, clientActivity.month],
        set: {
          guestNights: sql`excluded.guest_nights`,
          guests: sql`excluded.guests`,
          meals: sql`excluded.meals`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  });
}

/**
 * Imports a CSV of past months: every line is checked first, and nothing is stored unless all are valid (the
 * errors come back, line and column each). `currentMonth` ('YYYY-MM', the client's) and later are refused.
 */
export async function importActivityCsv({
  db,
  actor,
  clientId,
  csv,
  currentMonth,
}: Change<{ clientId: string; csv: string; currentMonth: string }>): Promise<
  { ok: true; imported: number } | { ok: false; errors: ActivityError[] }
> {
  // The month in progress is not over: the import takes months up to the one before it.
  const [y, m] = currentMonth.split('-').map(Number);
  const lastClosed = m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
  const parsed = parseActivityCsv(csv, NAMES, lastClosed);
  if (!parsed.ok) return parsed;
  await saveActivity({ db, actor, clientId, months: parsed.rows });
  return { ok: true, imported: parsed.rows.length };
}
