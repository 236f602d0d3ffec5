import { inArray } from 'drizzle-orm';
import type { Dashboard, DashboardQuery } from '@ecopeso/shared/dashboard';
import { dayInZone, monthInZone } from '@ecopeso/shared/dates';
import { filterMonths } from '@ecopeso/shared/periods';
import { destinationOf, diversionOf } from '@ecopeso/shared/diversion';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { avoidedEmissions } from '../impact/avoided-emissions.ts';
import { clientRows, type RoutedDay } from './client-rows.ts';
import { perGuestFigures } from './per-guest.ts';
import { GROUPING, readDashboardRows } from './read-dashboard.ts';
import {
  compositionByArea,
  compositionByType,
  destinationShares,
  diversionDaily,
  lossWindows,
  monthlySeries,
  servedFigures,
  sumRows,
  summaryOf,
  topLosses,
} from './series.ts';
import { goalProgress } from '../reduction-goals/goal-progress.ts';
import { dashboardSdgProgress } from '../sdg/sdg-progress.ts';
import { getReductionGoal } from '../reduction-goals/save-reduction-goal.ts';
import { AppError } from '../app-error.ts';

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Every series of the analysis dashboard for one client (see getClientsDashboard).
 */
export async function getDashboard({
  clientId,
  ...rest
}: {
  db: Db;
  clientId: string;
  query: DashboardQuery;
  now?: Date;
  through?: string;
}): Promise<Dashboard> {
  return getClientsDashboard({ ...rest, clientIds: [clientId] });
}

/**
 * Every series of the analysis dashboard in one answer, summed over the given clients (access is the caller's),
 * computed in the database from the daily and monthly totals (cost grows with days and months, not records; see
 * decision 022). Destinations come from each client's contract in force on each day, else the type's default.
 * `through` (ISO day) cuts every series there.
 * "Today" is the first client's (by id) local date: clients of one chain share a time zone in practice.
 */
export async function getClientsDashboard({
  db,
  clientIds,
  query,
  now = new Date(),
  through,
}: {
  db: Db;
  clientIds: string[];
  query: DashboardQuery;
  now?: Date;
  through?: string;
}): Promise<Dashboard> {
  const ids = [...new Set(clientIds)].sort();
  const selected = ids.length
    ? await db
        .select({ id: clients.id, name: clients.name, timezone: clients.timezone, goal: clients.diversionGoalPct })
        .from(clients)
        .where(inArray(clients.id, ids))
    : [];
  if (!selected.length || selected.length !== ids.length) throw new AppError('not-found', 'Client not found.');
  const timezone = selected.find((c) => c.id === ids[0])!.timezone;
  const months = filterMonths(
    { selectedYears: query.years, selectedMonths: query.months, activePeriod: query.preset ?? null },
    monthInZone(timezone, now),
  );
  const today = dayInZone(timezone, now);
  const previous = months.map((m) => ({ year: m.year - 1, month: m.month }));
  const losses = lossWindows(months, through && through < today ? through : today);
  const { dayRows, monthRows, areaNames, activityRows, lossRows, factors, historyStart } = await readDashboardRows({
    db,
    ids,
    months,
    previous,
    areas: query.areas,
    through,
    losses,
  });

  const periodRows = monthRows.filter((r) => r.g === GROUPING.byClientYear && r.cur);
  const typeRows = sumRows(periodRows, (r) => `${r.waste_type}|${r.sub_type}`);
  const { monthly, comparison } = monthlySeries({ months, dayRows, today, historyStart });
  const { served, activity } = servedFigures(months, monthRows, activityRows);
  const routedPeriod = periodRows.map((r) => ({
    year: Number(r.year),
    wasteType: r.waste_type,
    subType: r.sub_type,
    destination: destinationOf(r.waste_type, r.destination),
    kg: Number(r.kg),
  }));
  const daily = diversionDaily(dayRows);
  const goal =
    selected.length === 1
      ? selected[0]!.goal
      : Math.round((selected.reduce((s, c) => s + c.goal, 0) / selected.length) * 100) / 100;
  const perGuest = perGuestFigures(months, served);
  const goalOfClient = ids.length === 1 ? await getReductionGoal(db, ids[0]!) : null;
  const reductionGoal = goalOfClient ? await goalProgress(db, ids[0]!, goalOfClient, perGuest) : null;
  const sdg = await dashboardSdgProgress(db, ids, months, served);
  const clientYearRows: RoutedDay[] = sumRows(
    periodRows,
    (r) => `${r.client_id}|${r.year}|${r.waste_type}|${r.sub_type}|${r.destination}`,
  ).map((r) => ({ ...r, year: Number(r.year) }));

  return {
    ...summaryOf(typeRows),
    perGuest,
    reductionGoal,
    topLosses: topLosses(lossRows, losses),
    sdg,
    monthly,
    comparison,
    clients: clientRows({
      clients: [...selected].sort((a, b) => byName.compare(a.name, b.name)),
      rows: clientYearRows,
      factors,
      days: comparison.days,
      activity,
    }),
    byType: compositionByType(typeRows),
    byArea: compositionByArea(
      monthRows.filter((r) => r.g === GROUPING.byArea && r.cur),
      new Map(areaNames.map((a) => [a.id, a.name])),
    ),
    diversionDaily: daily,
    diversion: {
      pct: diversionOf(routedPeriod).pct,
      averageDailyPct: daily.length
        ? Math.round((daily.reduce((s, d) => s + d.pct, 0) / daily.length) * 100) / 100
        : null,
      goalPct: goal,
    },
    destinations: destinationShares(periodRows),
    co2e: avoidedEmissions(routedPeriod, factors),
  };
}
