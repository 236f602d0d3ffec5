import { inArray, sql } from 'drizzle-orm';
import { splitLanguagePath, type Language } from '@ecopeso/shared/languages';
import type { SiteAnalytics } from '@ecopeso/shared/master-tools';
import { webPathKind } from '@ecopeso/shared/web-routes';
import { DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';

/** Days are Brazil's calendar days, as the rest of the admin shows them. */
const ZONE = DEFAULT_TIMEZONE;
const TOP = 20;
type Rows<T> = { rows: T[] };

/**
 * Visits of the public site in the last `days` days (today included) from the self-hosted counter (path and query
 * only, no cookie, no IP): per day with empty days as zero, the top pages, and the language each page's prefix names.
 * Views of the signed-in app and of paths with no page are counted apart, never as visits: which is which is
 * `webPathKind`, the rule the server answers pages by.
 */
export async function getSiteAnalytics(db: Db, days: number, now = new Date()): Promise<SiteAnalytics> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${ZONE})::date`;
  const window = sql`created_at >= ((${today} - ${days - 1}::int)::timestamp at time zone ${ZONE})`;
  const [byPath, bounds] = await Promise.all([
    db.execute(sql`select path, count(*)::int as views from page_views where ${window} group by path`),
    db.execute(sql`select (${today} - ${days - 1}::int)::text as "from", ${today}::text as "to"`),
  ]);
  const paths = (byPath as unknown as Rows<{ path: string; views: number }>).rows.map((r) => ({
    path: r.path,
    views: Number(r.views),
    kind: webPathKind(r.path),
  }));
  const site = paths.filter((p) => p.kind === 'public');
  const perDay = await db.execute(sql`select d::date::text as day, coalesce(v.views, 0)::int as views
    from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') d
    left join (select (created_at at time zone ${ZONE})::date as day, count(*) as views from page_views
      where ${window} and ${inArray(
        pageViews.path,
        site.map((p) => p.path),
      )} group by 1) v on v.day = d::date
    order by 1`);
  const dayRows = (perDay as unknown as Rows<{ day: string; views: number }>).rows;
  const range = (bounds as unknown as Rows<{ from: string; to: string }>).rows[0]!;

  const perLanguage = new Map<Language, number>();
  for (const { path, views } of site) {
    const { lang } = splitLanguagePath(path);
    perLanguage.set(lang, (perLanguage.get(lang) ?? 0) + views);
  }
  const viewsOf = (kind: 'app' | 'unknown') =>
    paths.filter((p) => p.kind === kind).reduce((sum, p) => sum + p.views, 0);
  return {
    days,
    from: range.from,
    to: range.to,
    total: dayRows.reduce((sum, r) => sum + Number(r.views), 0),
    perDay: dayRows.map((r) => ({ day: r.day, views: Number(r.views) })),
    topPages: site
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .slice(0, TOP)
      .map(({ path, views }) => ({ path, views })),
    languages: [...perLanguage]
      .map(([language, views]) => ({ language, views }))
      .sort((a, b) => b.views - a.views || a.language.localeCompare(b.language)),
    notCounted: { app: viewsOf('app'), unknown: viewsOf('unknown') },
  };
}
