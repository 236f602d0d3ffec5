import { getDashboard } from '../dashboard/get-dashboard.ts';
import { getTechnicalData } from './get-technical-data.ts';
import { reportLabels } from './labels.ts';
import { monthCaveats } from './management-summary.ts';
import { perGuestSection } from './per-guest-section.ts';
import { createReportDocument, finishReport, reportHeader } from './pdf-document.ts';
import { createFormat } from './report-format.ts';
import { describeScope, loadReportScope, reportFilename, type ReportRequest } from './report-scope.ts';
import { generationSection, typeSummarySection, type TechnicalContext } from './technical-generation.ts';
import { contractsSection, providersSection } from './technical-providers.ts';

/**
 * The technical report of a client for a dashboard filter, in the user's language: month × type × sub-type × area
 * tables, totals by type, the contracts in force with carrier, receiver and the weight each covered, and the
 * carriers' and receivers' registration data. Access is checked by the caller.
 */
export async function buildTechnicalReport({ db, clientId, query, now = new Date() }: ReportRequest) {
  const scope = await loadReportScope({ db, clientId, query, now });
  const data = await getTechnicalData(db, scope, query.areas);
  const l = reportLabels(query.lang);
  const fmt = createFormat(query.lang);
  const { comparison, monthly, perGuest, reductionGoal } = await getDashboard({ db, clientId, query, now });
  const previousYears = [...new Set(scope.months.map((m) => m.year - 1))].join(', ');
  const compared = `${l.comparedWithYearBefore}: ${l.words.comparison(comparison, {
    period: previousYears,
    pct: fmt.pct,
    date: fmt.date,
  })}`;
  const doc = createReportDocument({
    title: `${l.technicalTitle} - ${scope.client.name}`,
    locale: fmt.locale,
    layout: 'landscape',
  });
  const ctx: TechnicalContext = { doc, lang: query.lang, l, fmt };
  reportHeader(doc, {
    title: l.technicalTitle,
    clientName: scope.client.name,
    details: [...describeScope(scope, query.lang), compared, ...monthCaveats(l, fmt, monthly)],
  });
  generationSection(ctx, data.generation);
  typeSummarySection(ctx, data.generation);
  perGuestSection(doc, { l, fmt, perGuest, goal: reductionGoal, chart: false });
  contractsSection(ctx, data);
  providersSection(ctx, data);
  finishReport(doc, `Ecopeso · ${l.technicalTitle} · ${scope.client.name}`, l.page);
  return { filename: reportFilename(l.filename.technical, scope), stream: doc };
}
