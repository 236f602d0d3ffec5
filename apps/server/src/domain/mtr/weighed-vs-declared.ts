import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { roundToGram } from '@ecopeso/shared/figures';
import { MTR_DIFFERENCE_FLAG_PCT } from '@ecopeso/shared/mtr';
import { type WeighedVsDeclared } from '@ecopeso/shared/mtr-reports';
import type { WasteType } from '@ecopeso/shared/waste';
import { monthInZone } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { clients, contracts, dailyTotals, mtrItems, mtrs, receivers } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { readClient } from '../clients/read-client.ts';
import { shippedBetween } from './mtr-store.ts';

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Per contract and month: the kilos weighed in Ecopeso for the contract's waste type (and sub-type; a type-wide
 * contract leaves sub-types with a contract of their own), on the days it was valid, from the daily totals; beside
 * the kilos on the month's MTRs by shipment date (issued, received or with CDF; never a test MTR, and never an issue
 * still unconfirmed — it counts once, when it is known to be one MTR). A difference over 10 % of the
 * weighed kilos, or declared kilos with nothing weighed, is flagged. Months default to the last 12.
 */
export async function weighedVsDeclared(
  db: Db,
  clientId: string,
  query: { from?: string; to?: string; contractId?: string },
  now: Date = new Date(),
): Promise<WeighedVsDeclared> {
  const client = await readClient(db, clientId, { timezone: clients.timezone });
  const current = monthInZone(client.timezone, now);
  const to = query.to ?? `${current.year}-${String(current.month + 1).padStart(2, '0')}`;
  const from = query.from ?? addMonths(to, -11);
  if (from > to) throw new AppError('invalid-argument', 'The first month comes after the last.');
  if (addMonths(from, 36) <= to) throw new AppError('invalid-argument', 'At most 36 months at a time.');
  const firstDay = `${from}-01`;
  const endDay = lastDay(to);

  const contractRows = await db
    .select({ c: contracts, receiverName: receivers.name })
    .from(contracts)
    .innerJoin(receivers, eq(receivers.id, contracts.receiverId))
    .where(eq(contracts.clientId, clientId));
  const chosen = contractRows.filter((r) => !query.contractId || r.c.id === query.contractId);
  if (query.contractId && !chosen.length) throw new AppError('not-found', 'Contract not found.');

  const days = await db
    .select({
      day: dailyTotals.day,
      wasteType: dailyTotals.wasteType,
      subType: dailyTotals.subType,
      kg: sql<number>`sum(${dailyTotals.weightKg})::float8`,
    })
    .from(dailyTotals)
    .where(and(eq(dailyTotals.clientId, clientId), gte(dailyTotals.day, firstDay), lte(dailyTotals.day, endDay)))
    .groupBy(dailyTotals.day, dailyTotals.wasteType, dailyTotals.subType);

  const weighed = new Map<string, number>();
  for (const d of days) {
    const valid = contractRows.filter(
      (r) => r.c.wasteType === d.wasteType && r.c.validFrom <= d.day && (!r.c.validTo || r.c.validTo >= d.day),
    );
    const owner =
      valid.find((r) => r.c.subType !== null && r.c.subType === d.subType) ?? valid.find((r) => r.c.subType === null);
    if (!owner) continue;
    const k = `${owner.c.id}|${d.day.slice(0, 7)}`;
    weighed.set(k, (weighed.get(k) ?? 0) + Number(d.kg));
  }

  const declaredRows = await db
    .select({
      contractId: mtrs.contractId,
      month: sql<string>`to_char(${mtrs.shipmentDate}, 'YYYY-MM')`,
      kg: sql<number>`sum(${mtrItems.quantityKg})::float8`,
      mtrCount: sql<number>`count(distinct ${mtrs.id})::int`,
    })
    .from(mtrs)
    .innerJoin(mtrItems, and(eq(mtrItems.clientId, mtrs.clientId), eq(mtrItems.mtrId, mtrs.id)))
    .where(shippedBetween(clientId, firstDay, endDay))
    .groupBy(mtrs.contractId, sql`to_char(${mtrs.shipmentDate}, 'YYYY-MM')`);
  const declared = new Map(declaredRows.map((r) => [`${r.contractId}|${r.month}`, r]));

  const rows: WeighedVsDeclared['rows'] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) {
    for (const { c, receiverName } of chosen) {
      const k = `${c.id}|${month}`;
      const w = roundToGram(weighed.get(k) ?? 0);
      const d = declared.get(k);
      const dk = roundToGram(d?.kg ?? 0);
      const activeInMonth = c.validFrom <= lastDay(month) && (!c.validTo || c.validTo >= `${month}-01`);
      if (!activeInMonth && !w && !dk) continue;
      const diff = roundToGram(dk - w);
      const pct = w > 0 ? Math.round((diff / w) * 1000) / 10 : null;
      rows.push({
        contractId: c.id,
        wasteType: c.wasteType as WasteType,
        subType: c.subType,
        receiverName,
        month,
        weighedKg: w,
        declaredKg: dk,
        differenceKg: diff,
        differencePct: pct,
        flagged: pct === null ? dk > 0 : Math.abs(pct) > MTR_DIFFERENCE_FLAG_PCT,
        mtrCount: d?.mtrCount ?? 0,
      });
    }
  }
  return { from, to, thresholdPct: MTR_DIFFERENCE_FLAG_PCT, rows };
}
