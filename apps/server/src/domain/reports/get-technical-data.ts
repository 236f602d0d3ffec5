import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { roundToGram, sumKg } from '@ecopeso/shared/figures';
import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { carriers, contracts, providerLicences, receivers } from '../../db/schema.ts';
import { scopeFilter, type ReportScope } from './report-scope.ts';

export interface GenerationRow {
  year: number;
  month: number;
  wasteType: WasteType;
  subType: SubType | null;
  areaName: string | null;
  records: number;
  kg: number;
}

export interface ContractInForce {
  id: string;
  wasteType: WasteType;
  subType: SubType | null;
  destination: Destination;
  validFrom: string;
  validTo: string | null;
  carrier: { name: string; cnpj: string };
  receiver: { name: string; cnpj: string };
  /** Weight of the filter this contract covered on the days it was in force. */
  kg: number;
  /** R$ per kg (negative: material sold), and that weight × it (exact); null without a price. */
  pricePerKg: number | null;
  costBrl: number | null;
}

export interface TechnicalData {
  generation: GenerationRow[];
  contracts: ContractInForce[];
  /** Weight no contract covered, by type (its destination is the type's default). */
  uncovered: { wasteType: WasteType; kg: number }[];
  carriers: (typeof carriers.$inferSelect & { licences: ProviderLicence[] })[];
  receivers: (typeof receivers.$inferSelect & { licences: ProviderLicence[] })[];
}

export interface ProviderLicence {
  number: string;
  expiresOn: string;
}

/**
 * The figures of the technical report, computed in the database from the daily totals (never from records): weight
 * and record counts per month × type × sub-type × area, the client's contracts in force during the period with the
 * weight each covered, and the carriers and receivers of those contracts. Scoped to the client by `scope`.
 */
export async function getTechnicalData(db: Db, scope: ReportScope, areaIds: string[]): Promise<TechnicalData> {
  const clientId = scope.client.id;
  const where = scopeFilter(scope, areaIds);
  const generation = await rowsOf<{
    ym: number;
    waste_type: WasteType;
    sub_type: SubType | null;
    area_name: string | null;
    records: string;
    kg: string;
  }>(
    db,
    sql`select extract(year from t.day)::int * 12 + extract(month from t.day)::int - 1 ym, t.waste_type, t.sub_type,
               a.name area_name, sum(t.records) records, sum(t.weight_kg) kg
        from daily_totals t left join areas a on a.id = t.area_id
        where ${where}
        group by 1, 2, 3, t.area_id, 4`,
  );
  const covered = await rowsOf<{ contract_id: string | null; waste_type: WasteType; kg: string }>(
    db,
    sql`select c.id contract_id, d.waste_type, sum(d.kg) kg
        from (select t.day, t.waste_type, t.sub_type, sum(t.weight_kg) kg from daily_totals t where ${where} group by 1, 2, 3) d
        left join lateral (
          select id from contracts c
          where c.client_id = ${clientId}::uuid and c.waste_type = d.waste_type
            and (c.sub_type is null or c.sub_type = d.sub_type)
            and c.valid_from <= d.day and (c.valid_to is null or c.valid_to >= d.day)
          order by (c.sub_type is null), c.valid_from desc
          limit 1
        ) c on true
        group by 1, 2`,
  );
  const contractRows = await db
    .select({
      id: contracts.id,
      wasteType: contracts.wasteType,
      subType: contracts.subType,
      destination: contracts.destination,
      validFrom: contracts.validFrom,
      validTo: contracts.validTo,
      pricePerKg: contracts.pricePerKg,
      carrierId: contracts.carrierId,
      carrierName: carriers.name,
      carrierCnpj: carriers.cnpj,
      receiverId: contracts.receiverId,
      receiverName: receivers.name,
      receiverCnpj: receivers.cnpj,
    })
    .from(contracts)
    .innerJoin(carriers, eq(carriers.id, contracts.carrierId))
    .innerJoin(receivers, eq(receivers.id, contracts.receiverId))
    .where(
      and(
        eq(contracts.clientId, clientId),
        lt(contracts.validFrom, scope.until),
        or(isNull(contracts.validTo), gte(contracts.validTo, scope.from)),
      ),
    )
    .orderBy(asc(contracts.wasteType), asc(contracts.subType), asc(contracts.validFrom));

  const carrierIds = [...new Set(contractRows.map((c) => c.carrierId))];
  const receiverIds = [...new Set(contractRows.map((c) => c.receiverId))];
  const [carrierList, receiverList] = await Promise.all([
    carrierIds.length
      ? db.select().from(carriers).where(inArray(carriers.id, carrierIds)).orderBy(asc(carriers.name))
      : [],
    receiverIds.length
      ? db.select().from(receivers).where(inArray(receivers.id, receiverIds)).orderBy(asc(receivers.name))
      : [],
  ]);

  const licenceRows =
    carrierIds.length || receiverIds.length
      ? await db
          .select()
          .from(providerLicences)
          .where(
            or(
              carrierIds.length ? inArray(providerLicences.carrierId, carrierIds) : undefined,
              receiverIds.length ? inArray(providerLicences.receiverId, receiverIds) : undefined,
            ),
          )
          .orderBy(asc(providerLicences.expiresOn))
      : [];
  const licencesOf = (key: 'carrierId' | 'receiverId', id: string) =>
    licenceRows.filter((l) => l[key] === id).map((l) => ({ number: l.number, expiresOn: l.expiresOn }));

  const kgOfContract = (id: string) => sumKg(covered.filter((r) => r.contract_id === id).map((r) => Number(r.kg)));
  return {
    generation: generation.map((r) => ({
      year: Math.floor(Number(r.ym) / 12),
      month: Number(r.ym) % 12,
      wasteType: r.waste_type,
      subType: r.sub_type,
      areaName: r.area_name,
      records: Number(r.records),
      kg: roundToGram(Number(r.kg)),
    })),
    contracts: contractRows.map((c) => ({
      id: c.id,
      wasteType: c.wasteType as WasteType,
      subType: c.subType as SubType | null,
      destination: c.destination as Destination,
      validFrom: c.validFrom,
      validTo: c.validTo,
      carrier: { name: c.carrierName, cnpj: c.carrierCnpj },
      receiver: { name: c.receiverName, cnpj: c.receiverCnpj },
      kg: kgOfContract(c.id),
      pricePerKg: c.pricePerKg,
      // Exact: the report rounds it when written, and its total from the exact costs.
      costBrl: c.pricePerKg === null ? null : kgOfContract(c.id) * c.pricePerKg,
    })),
    uncovered: covered
      .filter((r) => r.contract_id === null && Number(r.kg) > 0)
      .map((r) => ({ wasteType: r.waste_type, kg: roundToGram(Number(r.kg)) })),
    carriers: carrierList.map((c) => ({ ...c, licences: licencesOf('carrierId', c.id) })),
    receivers: receiverList.map((r) => ({ ...r, licences: licencesOf('receiverId', r.id) })),
  };
}
