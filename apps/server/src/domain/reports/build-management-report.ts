import type { Readable } from 'node:stream';
import type { SdgProgress } from '@ecopeso/shared/sdg-12-3-schema';
import { getDashboard } from '../dashboard/get-dashboard.ts';
import { reportLabels } from './labels.ts';
import {
  compositionSection,
  keyFigures,
  monthlySection,
  trendSection,
  type ManagementContext,
} from './management-summary.ts';
import { co2eSection, destinationsSection, diversionSection, topAreasSection } from './management-outcomes.ts';
import { perGuestSection } from './per-guest-section.ts';
import { sdgSection } from './sdg-section.ts';
import { topLossesSection } from './top-losses-section.ts';
import { createReportDocument, finishReport, reportHeader } from './pdf-document.ts';
import { createFormat } from './report-format.ts';
import { describeScope, loadReportScope, reportFilename, type ReportRequest } from './report-scope.ts';

/** The same instant a year earlier (28 Feb standing in for 29 Feb), so presets resolve to the same months a year back. */
function yearBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCDate(Math.min(d.getUTCDate(), 28));
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d;
}

/**
 * The management report of a client for a dashboard filter, in the user's language: the dashboard's figures for
 * the period and for the same months a year earlier, laid out as KPIs, trend, charts, diversion against the goal,
 * destinations, CO2e and top areas. Access is checked by the caller.
 */
export async function buildManagementReport({
  db,
  clientId,
  query,
  now = new Date(),
}: ReportRequest): Promise<{ filename: string; stream: Readable; sdg?: SdgProgress | null }> {
  const scope = await loadReportScope({ db, clientId, query, now });
  const current = await getDashboard({ db, clientId, query, now });
  // A month in progress is compared with the same days a year before, so the earlier side stops there too.
  const previous = await getDashboard({
    db,
    clientId,
    query: { ...query, years: query.years.map((y) => y - 1) },
    now: yearBefore(now),
    through: current.comparison.sameDays ? (current.comparison.previousThrough ?? undefined) : undefined,
  });

  const l = reportLabels(query.lang);
  const fmt = createFormat(query.lang);
  const doc = createReportDocument({ title: `${l.managementTitle} - ${scope.client.name}`, locale: fmt.locale });
  const previousMonths = scope.months.map((m) => ({ year: m.year - 1, month: m.month }));
  const ctx: ManagementContext = {
    doc,
    lang: query.lang,
    l,
    fmt,
    current,
    previous,
    previousPeriod: fmt.period(previousMonths),
    previousShort: fmt.periodShort(previousMonths),
  };

  reportHeader(doc, {
    title: l.managementTitle,
    clientName: scope.client.name,
    details: describeScope(scope, query.lang),
  });
  keyFigures(ctx);
  trendSection(ctx);
  monthlySection(ctx);
  perGuestSection(doc, { l, fmt, perGuest: current.perGuest, goal: current.reductionGoal });
  sdgSection(doc, query.lang, current.sdg);
  compositionSection(ctx);
  diversionSection(ctx);
  destinationsSection(ctx);
  co2eSection(ctx);
  topAreasSection(ctx);
  topLossesSection(ctx);
  finishReport(doc, `Ecopeso · ${l.managementTitle} · ${scope.client.name}`, l.page);
  return { filename: reportFilename(l.filename.management, scope), stream: doc, sdg: current.sdg };
}
