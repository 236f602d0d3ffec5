import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientPage, clientListQuerySchema } from '@ecopeso/shared/admin-clients';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

type Query = z.output<typeof clientListQuerySchema>;

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  chain: string | null;
  cnpj: string | null;
  city: string | null;
  state: string | null;
  active: boolean;
  areas: number | string;
  updated_at: Date | string;
  version: number;
  total: number | string;
}

const ORDER: Record<Query['sort'], SQL> = {
  name: sql`lower(c.name)`,
  city: sql`lower(coalesce(c.city, ''))`,
  state: sql`coalesce(c.state, '')`,
  updatedAt: sql`c.updated_at`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** One page of every client (master's list), searched by name, CNPJ or city, filtered by status, sorted on the server. */
export async function listAdminClients(db: Db, query: Query): Promise<ClientPage> {
  const where: SQL[] = [];
  if (query.status !== 'all') where.push(sql`c.active = ${query.status === 'active'}`);
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    const digits = q.replace(/\D/g, '');
    const byCnpj = digits.length >= 2 ? sql` or c.cnpj like ${`%${digits}%`}` : sql``;
    where.push(sql`(lower(c.name) like ${like} or lower(coalesce(c.city, '')) like ${like}${byCnpj})`);
  }
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`${ORDER[query.sort]} ${dir}, c.id`;
  // The page's ids first, then its area counts: counted for the rows shown, not for every client the filter keeps.
  const rows = await rowsOf<Row>(
    db,
    sql`
    with page as (
      select c.id, count(*) over () as total from clients c
      ${filter}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select c.id, c.name, g.name as chain, c.cnpj, c.city, c.state, c.active, c.updated_at, c.version,
      (select count(*) from areas a where a.client_id = c.id and a.active) as areas, page.total
    from page join clients c on c.id = page.id left join client_groups g on g.id = c.group_id
    order by ${order}`,
  );
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && query.page > 1) {
    const counted = (await db.execute(sql`select count(*) as n from clients c ${filter}`)) as unknown as {
      rows: { n: number | string }[];
    };
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      chain: r.chain ?? '',
      cnpj: r.cnpj ?? '',
      city: r.city ?? '',
      state: r.state ?? '',
      active: r.active,
      areas: Number(r.areas),
      updatedAt: new Date(r.updated_at).toISOString(),
      version: r.version,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
