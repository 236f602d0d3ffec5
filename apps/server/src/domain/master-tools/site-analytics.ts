import { sql } from 'drizzle-orm';
import type { SiteAnalytics } from '@ecopeso/shared/master-tools';
import type { Db } from '../../db/client.ts';

/** Days are Brazil's calendar days, as the rest of the admin shows them. */
const ZONE = 'America/Sao_Paulo';
const TOP = 20;
type Rows<T> = { rows: T[] };

/**
 * Page views of the last `days` days (today included) from the self-hosted counter (path and query only, no
 * cookie, no IP): per day with empty days as zero, the top paths, and the language each path's prefix names.
 */
export async function getSiteAnalytics(db: Db, days: number, now = new Date()): Promise<SiteAnalytics> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${ZONE})::date`;
  const window = sql`created_at >= ((${today} - ${days - 1}::int)::timestamp at time zone ${ZONE})`;
  const language = sql`case when path = '/en' or path like '/en/%' then 'en'
    when path = '/es' or path like '/es/%' then 'es' else 'pt' end`;
  const [perDay, topPages, languages, bounds] = await Promise.all([
    db.execute(sql`select d::date::text as day, coalesce(v.views, 0)::int as views
      from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') d
      left join (select (created_at at time zone ${ZONE})::date as day, count(*) as views from page_views
        where ${window} group by 1) v on v.day = d::date
      order by 1`),
    db.execute(sql`select path, count(*)::int as views from page_views where ${window}
      group by path order by views desc, path limit ${TOP}`),
    db.execute(sql`select ${language} as language, count(*)::int as views from page_views where ${window}
      group by 1 order by views desc, 1`),
    db.execute(sql`select (${today} - ${days - 1}::int)::text as "from", ${today}::text as "to"`),
  ]);
  const dayRows = (perDay as unknown as Rows<{ day: string; views: number }>).rows;
  const range = (bounds as unknown as Rows<{ from: string; to: string }>).rows[0]!;
  return {
    days,
    from: range.from,
    to: range.to,
    total: dayRows.reduce((s, r) => s + Number(r.views), 0),
    perDay: dayRows.map((r) => ({ day: r.day, views: Number(r.views) })),
    topPages: (topPages as unknown as Rows<{ path: string; views: number }>).rows.map((r) => ({
      path: r.path,
      views: Number(r.views),
    })),
    languages: (languages as unknown as Rows<{ language: 'pt' | 'en' | 'es'; views: number }>).rows.map((r) => ({
      language: r.language,
      views: Number(r.views),
    })),
  };
}
