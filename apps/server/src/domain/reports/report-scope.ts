import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatCnpj } from '@ecopeso/shared/cnpj';
import type { DashboardQuery } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { filterMonths, type YearMonth } from '@ecopeso/shared/periods';
import { dayInZone, monthInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { areas, clients } from '../../db/schema.ts';
import { readClient } from '../clients/read-client.ts';
import { dayInMonths } from '../dashboard/month-ranges.ts';
import { reportLabels } from './labels.ts';
import { createFormat } from './report-format.ts';
import { slugify } from '../file-name.ts';

export interface ReportQuery extends DashboardQuery {
  lang: Language;
}

/**
 * What a report is made for — a client, a dashboard filter in a language, at an instant (now by default) — and what
 * every report builder takes, so the routes and the documents ZIP call any of them alike.
 */
export interface ReportRequest {
  db: Db;
  clientId: string;
  query: ReportQuery;
  now?: Date;
}

/** What every report starts from: the client, the months the filter covers and the names of the areas it picks. */
export interface ReportScope {
  client: {
    id: string;
    name: string;
    cnpj: string | null;
    city: string | null;
    state: string | null;
    timezone: string;
  };
  months: YearMonth[];
  /** First day of the first month and first day after the last month, ISO dates. */
  from: string;
  until: string;
  /** Names of the filtered areas, empty for all. */
  areaNames: string[];
  /** Today in the client's time zone, ISO date. */
  today: string;
}

const isoMonth = (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, '0')}-01`;
const keyOf = (m: YearMonth) => m.year * 12 + m.month;

/** The client and the months of a report filter, resolved in the client's time zone exactly as the dashboard does. */
export async function loadReportScope({
  db,
  clientId,
  query,
  now,
}: {
  db: Db;
  clientId: string;
  query: DashboardQuery;
  now: Date;
}): Promise<ReportScope> {
  const client = await readClient(db, clientId, {
    id: clients.id,
    name: clients.name,
    cnpj: clients.cnpj,
    city: clients.city,
    state: clients.state,
    timezone: clients.timezone,
  });
  const months = filterMonths(
    { selectedYears: query.years, selectedMonths: query.months, activePeriod: query.preset ?? null },
    monthInZone(client.timezone, now),
  );
  const keys = months.map(keyOf);
  const areaRows = query.areas.length
    ? await db
        .select({ name: areas.name })
        .from(areas)
        .where(and(eq(areas.clientId, clientId), inArray(areas.id, query.areas)))
    : [];
  return {
    client,
    months,
    from: isoMonth(Math.min(...keys)),
    until: isoMonth(Math.max(...keys) + 1),
    areaNames: areaRows.map((a) => a.name).sort((a, b) => a.localeCompare(b)),
    today: dayInZone(client.timezone, now),
  };
}

/** Daily-totals rows (alias `t`) of the scope's months and areas, by the dashboard's month filter. */
export function scopeFilter(scope: ReportScope, areaIds: string[]): SQL {
  const areaFilter = areaIds.length ? sql`and t.area_id = any(${pgArray(areaIds)}::uuid[])` : sql``;
  return sql`t.client_id = ${scope.client.id}::uuid
    and ${dayInMonths(sql`t.day`, scope.months)}
    and t.records > 0
    ${areaFilter}`;
}

/** An ASCII file name: 'relatorio-gerencial-mare-alta-beach-resort-2026-01-2026-03.pdf'. */
export function reportFilename(prefix: string, scope: ReportScope): string {
  const slug = slugify(scope.client.name);
  const keys = scope.months.map(keyOf);
  const first = isoMonth(Math.min(...keys)).slice(0, 7);
  const last = isoMonth(Math.max(...keys)).slice(0, 7);
  return `${prefix}-${slug || 'client'}-${first === last ? first : `${first}-${last}`}.pdf`;
}

/** The lines under a report's title: period, areas, client identification, generation date. */
export function describeScope(scope: ReportScope, lang: Language): string[] {
  const l = reportLabels(lang);
  const fmt = createFormat(lang);
  const place = [scope.client.city, scope.client.state].filter(Boolean).join('/');
  const identity = [place, scope.client.cnpj ? `CNPJ ${formatCnpj(scope.client.cnpj)}` : null].filter(Boolean);
  return [
    `${l.period}: ${fmt.period(scope.months)}`,
    `${l.areas}: ${scope.areaNames.length ? scope.areaNames.join(', ') : l.allAreas}`,
    ...(identity.length ? [identity.join(' · ')] : []),
    `${l.generatedAt}: ${fmt.date(scope.today)}`,
  ];
}
