import { sql, type SQL } from 'drizzle-orm';

/**
 * A lateral join giving each row of `alias` (with day, waste_type, sub_type) the destination of the client's
 * contract in force that day for its type: the sub-type's own contract first, then the latest. `c.destination` is
 * null where no contract covers the row (the caller falls back to the type's default and flags it as estimated).
 * `clientId` is one client's id, or a column (`sql\`d.client_id\``) when the rows span several clients.
 */
export function contractDestinationJoin(clientId: string | SQL, alias: string): SQL {
  const d = sql.raw(alias);
  return sql`left join lateral (
    select destination from contracts c
    where c.client_id = ${clientId}::uuid and c.waste_type = ${d}.waste_type
      and (c.sub_type is null or c.sub_type = ${d}.sub_type)
      and c.valid_from <= ${d}.day and (c.valid_to is null or c.valid_to >= ${d}.day)
    order by (c.sub_type is null), c.valid_from desc
    limit 1
  ) c on true`;
}

/**
 * The same rule as contractDestinationJoin as one expression over a row of `alias` (with client_id, day,
 * waste_type, sub_type) giving the id of the contract in force, for queries that aggregate many clients' rows at
 * once (the caller joins contracts on it for the destination and the price per kg): the contracts are looked up
 * only for rows whose client has a contract for that type (a hashed check), so rows no contract can cover cost
 * nothing.
 */
export function contractIdOf(alias: string): SQL {
  const d = sql.raw(alias);
  return sql`case when (${d}.client_id, ${d}.waste_type) in (select client_id, waste_type from contracts) then (
    select id from contracts c
    where c.client_id = ${d}.client_id and c.waste_type = ${d}.waste_type
      and (c.sub_type is null or c.sub_type = ${d}.sub_type)
      and c.valid_from <= ${d}.day and (c.valid_to is null or c.valid_to >= ${d}.day)
    order by (c.sub_type is null), c.valid_from desc
    limit 1
  ) end`;
}
