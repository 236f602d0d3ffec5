import { sql } from 'drizzle-orm';
import type { UserPage, userListQuerySchema } from '@ecopeso/shared/users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../actor.ts';
import { presentUser, statusSql, userRowColumns, visibleUsersCondition, type UserRowRecord } from './user-scope.ts';

type Query = z.output<typeof userListQuerySchema>;

const ORDER = {
  name: sql`lower(u.name)`,
  email: sql`u.email`,
  role: sql`u.role`,
  lastSignInAt: sql`u.last_sign_in_at`,
  createdAt: sql`u.created_at`,
} as const;

/** One page of the users the actor may see, searched, filtered and sorted in the database. */
export async function listUsers({ db, actor, query }: { db: Db; actor: Actor; query: Query }): Promise<UserPage> {
  const conditions = [visibleUsersCondition(actor)];
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(u.name) like ${like} or u.email like ${like})`);
  }
  if (query.role) conditions.push(sql`u.role = ${query.role}`);
  if (query.clientId) {
    conditions.push(
      sql`exists (select 1 from user_clients f where f.user_id = u.id and f.client_id = ${query.clientId}::uuid)`,
    );
  }
  if (query.status) conditions.push(sql`${statusSql} = ${query.status}`);
  const where = sql.join(conditions, sql` and `);
  const direction = query.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const order = sql`${ORDER[query.sort]} ${direction}, u.id`;
  // The page's ids first, then its columns (status and clients are subqueries): worked out for 20 rows, not for
  // every user the filter keeps.
  const { rows } = (await db.execute(sql`
    with page as (
      select u.id, count(*) over () as total from "user" u
      where ${where}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select ${userRowColumns}, page.total from page join "user" u on u.id = page.id
    order by ${order}`)) as unknown as {
    rows: (UserRowRecord & { total: number | string })[];
  };
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && query.page > 1) {
    const counted = (await db.execute(sql`select count(*) as total from "user" u where ${where}`)) as unknown as {
      rows: { total: number | string }[];
    };
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { items: rows.map(presentUser), total, page: query.page, pageSize: query.pageSize };
}
