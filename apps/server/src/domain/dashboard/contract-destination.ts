import { sql, type SQL } from 'drizzle-orm';
import type { YearMonth } from '@ecopeso/shared/periods';
import { pgArray } from '../../db/pg-array.ts';
import { dayInMonths, monthRanges } from './month-ranges.ts';

/** The contracts `c` in force on `day` for a row of `alias` (client_id or `clientId`, waste_type, sub_type). */
const inForce = (alias: SQL, day: SQL, clientId: SQL = sql`${alias}.client_id`) => sql`c.client_id = ${clientId}
    and c.waste_type = ${alias}.waste_type
    and (c.sub_type is null or c.sub_type = ${alias}.sub_type)
    and c.valid_from <= ${day} and (c.valid_to is null or c.valid_to >= ${day})`;

/** Of the contracts `c` in force, the one that applies first: the sub-type's own before the whole type's, then the latest begun. */
const firstApplying = sql`(c.sub_type is null), c.valid_from desc`;

/** The contracts `c` in force on `day` for a row of `alias`, the one that applies first. */
const inForceOn = (alias: SQL, day: SQL, clientId?: SQL) =>
  sql`${inForce(alias, day, clientId)} order by ${firstApplying}`;

/**
 * A lateral join giving each row of `alias` (with day, waste_type, sub_type) the destination of the client's
 * contract in force that day for its type: the sub-type's own contract first, then the latest. `c.destination` is
 * null where no contract covers the row (the caller falls back to the type's default and flags it as estimated).
 * `clientId` is one client's id, or a column (`sql\`d.client_id\``) when the rows span several clients.
 */
export function contractDestinationJoin(clientId: string | SQL, alias: string): SQL {
  const d = sql.raw(alias);
  return sql`left join lateral (
    select destination from contracts c where ${inForceOn(d, sql`${d}.day`, sql`${clientId}::uuid`)} limit 1
  ) c on true`;
}

/**
 * The same rule as contractDestinationJoin for many clients' rows at once, as the body of a CTE (name it `spans`):
 * for each client, type and sub-type found in the monthly totals of `months` (sub-type null included) where the
 * client has a contract for the type, the spans of days [start, until) over which the contract in force stays the
 * same — it can change only where one of the contracts that may apply begins, or the day after one ends — with that
 * contract's id, destination and price per kg (null in a gap). Only the spans that reach into the months are kept:
 * a row then has one span to test for each change of contract inside the period. Joined to the rows by joinSpans:
 * one hash join instead of a lookup per row, which took ~0.6 s for a year of 50 clients (docs/benchmarks.md).
 */
export function contractSpans(clientIds: string[], months: readonly YearMonth[]): SQL {
  const ranges = monthRanges(months);
  // No months: no span reaches into them.
  const from = ranges[0]?.from ?? 'infinity';
  const until = ranges.at(-1)?.until ?? '-infinity';
  return sql`select * from (select b.client_id, b.waste_type, coalesce(b.sub_type, '') as sub_key, b.start,
      lead(b.start) over (partition by b.client_id, b.waste_type, b.sub_type order by b.start) as until,
      b.contract_id, b.destination, b.price_per_kg
    from (select distinct on (b.client_id, b.waste_type, b.sub_type, b.start) b.client_id, b.waste_type, b.sub_type,
        b.start, c.id as contract_id, c.destination, c.price_per_kg
      from (select k.client_id, k.waste_type, k.sub_type, e.day as start
        from (select distinct m.client_id, m.waste_type, m.sub_type from monthly_totals m
          where m.client_id = any(${pgArray(clientIds)}::uuid[]) and ${dayInMonths(sql`m.month`, months)}
            and (m.client_id, m.waste_type) in (select client_id, waste_type from contracts)) k
        join contracts c on c.client_id = k.client_id and c.waste_type = k.waste_type
          and (c.sub_type is null or c.sub_type = k.sub_type)
        cross join lateral (values ('-infinity'::date), (c.valid_from), (c.valid_to + 1)) as e(day)
        where e.day is not null
        group by 1, 2, 3, 4) b
      left join contracts c on ${inForce(sql.raw('b'), sql`b.start`)}
      order by b.client_id, b.waste_type, b.sub_type, b.start, ${firstApplying}) b) s
    where s.start < ${until}::date and (s.until is null or s.until > ${from}::date)`;
}

/**
 * Joins each row of `alias` (with client_id, waste_type, sub_type) where `when` holds to its span of the CTE `spans`
 * (contractSpans) covering `day`, as `${alias}_contract`: its contract_id, destination and price_per_kg, all null
 * where no contract covers the row.
 */
export function joinSpans(alias: string, day: SQL, when: SQL): SQL {
  const a = sql.raw(alias);
  const s = sql.raw(`${alias}_contract`);
  return sql`left join spans ${s} on ${when} and ${s}.client_id = ${a}.client_id and ${s}.waste_type = ${a}.waste_type
    and ${s}.sub_key = coalesce(${a}.sub_type, '') and ${day} >= ${s}.start and (${s}.until is null or ${day} < ${s}.until)`;
}

/** A row of contractSpans, as read by readSpans. */
export interface Span {
  client_id: string;
  waste_type: string;
  sub_key: string;
  start: string;
  until: string | null;
  destination: string | null;
}

/** The spans of contractSpans for `clientIds` reaching into `months`, as rows. */
export function spansQuery(clientIds: string[], months: readonly YearMonth[]): SQL {
  return sql`select s.client_id::text as client_id, s.waste_type, s.sub_key, s.start::text as start,
      s.until::text as until, s.destination
    from (${contractSpans(clientIds, months)}) s`;
}

/**
 * The destination of the contract in force for a row of `alias` (client_id, waste_type, day) as one expression
 * built from the spans already read, instead of joining every row to its span: on PGlite that join cost about half
 * the day series (docs/benchmarks.md). For each type, the days between two consecutive span boundaries have one
 * destination per client; the commonest is the branch's default and the other clients are tested by id
 * (`clientsTested`: every other client has the default on every day, so a row whose client_id is null — rows of such
 * clients summed together — gets the right destination too). Null where a client's sub-types of one type have
 * different destinations on some day: then only the join tells them apart.
 */
export function destinationCase(
  spans: readonly Span[],
  clientIds: readonly string[],
  alias: string,
): { expression: SQL; clientsTested: string[] } | null {
  const a = sql.raw(alias);
  const clientsTested = new Set<string>();
  const byType = new Map<string, Span[]>();
  for (const span of spans) byType.set(span.waste_type, [...(byType.get(span.waste_type) ?? []), span]);
  const types: SQL[] = [];
  for (const [type, typeSpans] of byType) {
    const bounds = [
      ...new Set(
        typeSpans.flatMap((s) => [s.start, ...(s.until === null ? [] : [s.until])]).filter((b) => b !== '-infinity'),
      ),
    ].sort();
    // Each segment [from, bounds[i]) with the destination of every client over it.
    const segments: { until: string | null; value: SQL }[] = [];
    for (let i = 0; i <= bounds.length; i++) {
      const from = i === 0 ? '-infinity' : bounds[i - 1]!;
      const clientsOf = new Map<string | null, string[]>();
      for (const clientId of clientIds) {
        const inForce = new Set(
          typeSpans
            .filter((s) => s.client_id === clientId && s.start <= from && (s.until === null || s.until > from))
            .map((s) => s.destination),
        );
        if (inForce.size > 1) return null;
        const destination = inForce.size ? [...inForce][0]! : null;
        clientsOf.set(destination, [...(clientsOf.get(destination) ?? []), clientId]);
      }
      const ranked = [...clientsOf.entries()].sort((x, y) => y[1].length - x[1].length);
      const [commonest, ...others] = ranked;
      for (const [, ids] of others) for (const id of ids) clientsTested.add(id);
      const value = others.length
        ? sql`case ${sql.join(
            others.map(([d, ids]) => sql`when ${a}.client_id = any(${pgArray(ids)}::uuid[]) then ${d}::text`),
            sql` `,
          )} else ${commonest![0]}::text end`
        : sql`${commonest?.[0] ?? null}::text`;
      segments.push({ until: bounds[i] ?? null, value });
    }
    const branches = segments.map((s) =>
      s.until === null ? sql`else ${s.value}` : sql`when ${a}.day < ${s.until}::date then ${s.value}`,
    );
    types.push(sql`when ${type} then case ${sql.join(branches, sql` `)} end`);
  }
  return {
    expression: types.length ? sql`case ${a}.waste_type::text ${sql.join(types, sql` `)} end` : sql`null::text`,
    clientsTested: [...clientsTested].sort(),
  };
}
