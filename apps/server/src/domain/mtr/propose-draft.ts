import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MtrProposal, MtrStatus } from '@ecopeso/shared/mtr';
import type { WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { clients, contracts, mtrs } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { getMtrMapping, mappingFor } from './mapping.ts';

const round = (n: number, step = 1000) => Math.round(n * step) / step;
/** MTRs whose window of weighings is spoken for: drafts, those being issued (answer unknown) and issued ones. */
const COVERING: MtrStatus[] = ['draft', 'issuing', 'issued', 'received', 'cdf_issued'];

/**
 * "Nova coleta": the kilos weighed for the contract's waste type (and sub-type) after the end of its last MTR —
 * a draft, one being issued or one issued (their kilos are spoken for; a discarded or cancelled one and a test
 * MTR do not count) — and up to now, or from the contract's first day; bounded by the contract's end; a sub-type with a contract of its own is left to that contract. Grouped by
 * the IBAMA code of the client's mapping. Whole days between come from the daily totals, the first and last day from the records: a year is ~365 rows.
 */
export async function proposeMtrDraft(
  db: Db,
  clientId: string,
  contractId: string,
  now: Date = new Date(),
  /** Where the window starts when the contract has no MTR yet (the demo's history); the contract's first day otherwise. */
  since?: Date,
): Promise<MtrProposal> {
  const [contract] = await db
    .select({ c: contracts, timezone: clients.timezone })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(and(eq(contracts.clientId, clientId), eq(contracts.id, contractId)));
  if (!contract) throw new AppError('not-found', 'Contract not found.');
  const { c, timezone } = contract;

  const [last] = await db
    .select({ until: sql<Date | null>`max(${mtrs.weighedUntil})` })
    .from(mtrs)
    .where(
      and(
        eq(mtrs.clientId, clientId),
        eq(mtrs.contractId, contractId),
        inArray(mtrs.status, COVERING),
        eq(mtrs.isTest, false),
      ),
    );
  const lastUntil = last?.until ? new Date(last.until) : (since ?? null);

  // A type-wide contract leaves the sub-types that have a contract of their own.
  const ownSubTypes =
    c.subType === null
      ? (
          await db
            .select({ subType: contracts.subType })
            .from(contracts)
            .where(
              and(eq(contracts.clientId, clientId), eq(contracts.wasteType, c.wasteType), isNotNull(contracts.subType)),
            )
        ).map((r) => r.subType!)
      : [];

  const untilBound = c.validTo
    ? sql`least(${now.toISOString()}::timestamptz, ((${c.validTo}::date + 1)::timestamp at time zone ${timezone}))`
    : sql`${now.toISOString()}::timestamptz`;
  const fromBound = lastUntil
    ? sql`${lastUntil.toISOString()}::timestamptz`
    : sql`(${c.validFrom}::date::timestamp at time zone ${timezone})`;
  const typeFilter = sql`waste_type = ${c.wasteType}
      ${c.subType === null ? sql`` : sql`and sub_type = ${c.subType}`}
      ${
        ownSubTypes.length
          ? sql`and (sub_type is null or sub_type not in (${sql.join(
              ownSubTypes.map((s) => sql`${s}`),
              sql`, `,
            )}))`
          : sql``
      }`;
  // Whole local days in between come from the daily totals; the two edge days from the records themselves.
  const result = (await db.execute(sql`
    with b as (
      select ${fromBound} as from_at, ${untilBound} as until_at,
             (${fromBound} at time zone ${timezone})::date as from_day,
             (${untilBound} at time zone ${timezone})::date as until_day
    )
    select waste_type, sub_type, sum(kg)::float8 as kg from (
      select r.waste_type, r.sub_type, r.weight_kg as kg from waste_records r, b
      where r.client_id = ${clientId}::uuid and r.deleted_at is null
        and ${lastUntil ? sql`r.recorded_at > b.from_at` : sql`r.recorded_at >= b.from_at`}
        and r.recorded_at <= b.until_at
        and r.recorded_at < ((b.from_day + 1)::timestamp at time zone ${timezone})
      union all
      select d.waste_type, d.sub_type, d.weight_kg from daily_totals d, b
      where d.client_id = ${clientId}::uuid and d.day > b.from_day and d.day < b.until_day
      union all
      select r.waste_type, r.sub_type, r.weight_kg from waste_records r, b
      where r.client_id = ${clientId}::uuid and r.deleted_at is null and b.until_day > b.from_day
        and r.recorded_at >= (b.until_day::timestamp at time zone ${timezone}) and r.recorded_at <= b.until_at
    ) x
    where ${typeFilter}
    group by waste_type, sub_type
    order by waste_type, sub_type nulls first`)) as unknown as {
    rows: { waste_type: string; sub_type: string | null; kg: number }[];
  };

  const mapping = await getMtrMapping(db, clientId);
  const byCode = new Map<string, MtrProposal['items'][number]>();
  const unmapped: MtrProposal['unmapped'] = [];
  for (const row of result.rows) {
    const line = mappingFor(mapping, row.waste_type, row.sub_type);
    if (!line) {
      unmapped.push({ wasteType: row.waste_type as WasteType, subType: row.sub_type });
      continue;
    }
    const item = byCode.get(line.ibamaCode) ?? {
      ibamaCode: line.ibamaCode,
      ibamaDescription: line.ibamaDescription,
      nbrClass: line.nbrClass,
      weighedKg: 0,
      quantityKg: 0,
      sources: [],
    };
    item.weighedKg += Number(row.kg);
    item.sources.push({ wasteType: row.waste_type as WasteType, subType: row.sub_type, kg: round(Number(row.kg)) });
    byCode.set(line.ibamaCode, item);
  }
  const items = [...byCode.values()].map((i) => ({
    ...i,
    weighedKg: round(i.weighedKg),
    quantityKg: round(i.weighedKg, 10),
  }));
  items.sort((a, b) => b.weighedKg - a.weighedKg || a.ibamaCode.localeCompare(b.ibamaCode));
  const from = lastUntil ?? null;
  return {
    contractId,
    weighedFrom: from ? from.toISOString() : null,
    weighedUntil: now.toISOString(),
    items,
    totalKg: round(items.reduce((s, i) => s + i.weighedKg, 0)),
    unmapped,
  };
}
