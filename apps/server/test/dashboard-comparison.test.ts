import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardQuery } from '@ecopeso/shared/dashboard';
import { getDashboard } from '../src/domain/dashboard/get-dashboard.ts';
import { buildManagementReport } from '../src/domain/reports/build-management-report.ts';
import { buildTechnicalReport } from '../src/domain/reports/build-technical-report.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { addDays, zonedInstant } from './helpers/time.ts';

/**
 * Comparisons that tell the truth (issue 13), through the dashboard and both PDFs: a month in progress against the
 * same days a year before, an earlier period whose history starts inside it or that misses days named as partial.
 */
const TZ = 'America/Sao_Paulo';
/** 23 November 2026, 12:00 local: November is in progress. */
const NOW = zonedInstant(TZ, '2026-11-23', '12:00');

let ctx: TestContext;
let lateStart: string;
let gaps: string;

/** One 10 kg weighing at noon on every day from `from` to `through`, except the days `skip` names. */
async function weighDaily(
  clientId: string,
  cookie: string,
  from: string,
  through: string,
  skip = (_: string) => false,
) {
  const records = [];
  for (let day = from; day <= through; day = addDays(day, 1)) {
    if (!skip(day)) records.push(newRecord({ weightKg: 10, recordedAt: zonedInstant(TZ, day, '12:00').toISOString() }));
  }
  for (let i = 0; i < records.length; i += 500) await postRecordsOk(ctx, clientId, cookie, records.slice(i, i + 500));
}

const query = (q: Partial<DashboardQuery>): DashboardQuery => ({ years: [2026], months: [], areas: [], ...q });

beforeAll(async () => {
  ctx = await createTestContext();
  lateStart = (await createClient(ctx.db, { name: 'Hotel Começo Tardio', types: [{ type: 'rejeito' }] })).id;
  gaps = (await createClient(ctx.db, { name: 'Pousada Lacunas', types: [{ type: 'rejeito' }] })).id;
  const { cookie } = await signedInUser(ctx, 'master');
  // History from 15 September 2025 to today.
  await weighDaily(lateStart, cookie, '2025-09-15', '2026-11-23');
  // June 2025 weighed on 12 days only, June 2026 every day; November complete both years.
  await weighDaily(gaps, cookie, '2025-06-01', '2025-06-30', (day) => day > '2025-06-12');
  await weighDaily(gaps, cookie, '2025-11-01', '2025-11-30');
  await weighDaily(gaps, cookie, '2026-06-01', '2026-06-30');
  await weighDaily(gaps, cookie, '2026-11-01', '2026-11-23');
}, 120_000);
afterAll(() => ctx?.close());

describe('the dashboard compares like with like', () => {
  it('compares 23 days of a November in progress with 1–23 November a year before, not the whole month', async () => {
    const d = await getDashboard({
      db: ctx.db,
      clientId: gaps,
      query: query({ months: [10], preset: 'thisMonth' }),
      now: NOW,
    });
    expect(d.comparison).toMatchObject({
      status: 'comparable',
      sameDays: true,
      currentKg: 230,
      previousKg: 230,
      changePct: 0,
      previousFrom: '2025-11-01',
      previousThrough: '2025-11-23',
    });
    expect(d.monthly[0]).toMatchObject({ totalKg: 230, previousYearKg: 230 });
  });

  it('names a year whose history starts in September as partial, with no percentage', async () => {
    const d = await getDashboard({ db: ctx.db, clientId: lateStart, query: query({}), now: NOW });
    expect(d.comparison).toMatchObject({
      status: 'partial',
      reason: 'historyStartsMidPeriod',
      historyStart: '2025-09-15',
      changePct: null,
    });
    const byMonth = new Map(d.monthly.map((m) => [m.month, m.comparison]));
    expect(byMonth.get(0)).toMatchObject({ status: 'noEarlierData', changePct: null });
    expect(byMonth.get(8)).toMatchObject({ status: 'partial', reason: 'historyStartsMidPeriod' });
    expect(byMonth.get(9)).toMatchObject({ status: 'comparable', sameDays: false, changePct: 0 });
    expect(byMonth.get(10)).toMatchObject({ status: 'comparable', sameDays: true, previousKg: 230 });
    expect(byMonth.get(11)).toMatchObject({ status: 'notStarted', changePct: null });
  });

  it('names a month whose earlier side has days with no weighings as partial', async () => {
    const d = await getDashboard({ db: ctx.db, clientId: gaps, query: query({ months: [5] }), now: NOW });
    expect(d.comparison).toMatchObject({
      status: 'partial',
      reason: 'missingDays',
      previousDaysWithData: 12,
      days: 30,
      changePct: null,
    });
  });
});

describe('both PDFs name a partial comparison', () => {
  it('the management report never prints a bare percentage against a partial year', async () => {
    const { stream } = await buildManagementReport({
      db: ctx.db,
      clientId: lateStart,
      query: { ...query({}), lang: 'en' },
      now: NOW,
    });
    const text = await pdfText(Buffer.concat(await stream.toArray()));
    expect(text).toContain('2025 partial (data since 09/15/2025): not compared');
    expect(text).not.toMatch(/\+\d[\d.,]*\s?%\s+vs/);
  });

  it('the management report of a month in progress says it compares the same days', async () => {
    const { stream } = await buildManagementReport({
      db: ctx.db,
      clientId: gaps,
      query: { ...query({ months: [10], preset: 'thisMonth' }), lang: 'en' },
      now: NOW,
    });
    const text = await pdfText(Buffer.concat(await stream.toArray()));
    expect(text).toContain('compared with the same days of');
  });

  it('the technical report names the comparison too', async () => {
    const { stream } = await buildTechnicalReport({
      db: ctx.db,
      clientId: gaps,
      query: { ...query({ months: [5] }), lang: 'pt' },
      now: NOW,
    });
    const text = await pdfText(Buffer.concat(await stream.toArray()));
    expect(text).toContain('2025 parcial (pesagens em 12 de 30 dias): sem comparação');
  });
});

describe('both PDFs name each month whose year before is partial', () => {
  const pdf = async (build: typeof buildManagementReport, lang: 'en' | 'es') => {
    const { stream } = await build({ db: ctx.db, clientId: lateStart, query: { ...query({}), lang }, now: NOW });
    return pdfText(Buffer.concat(await stream.toArray()));
  };

  it('under the management report’s monthly chart and in the technical report’s heading', async () => {
    const management = await pdf(buildManagementReport, 'en');
    expect(management).toContain('January 2026: No data in January 2025 to compare');
    expect(management).toContain('September 2026: September 2025 partial (data since 09/15/2025): not compared');
    expect(management).not.toContain('October 2026:');
    const technical = await pdf(buildTechnicalReport, 'es');
    expect(technical).toContain('septiembre de 2026: septiembre de 2025 parcial');
  });
});
