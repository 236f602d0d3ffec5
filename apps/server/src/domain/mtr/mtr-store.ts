import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { roundToGram } from '@ecopeso/shared/figures';
import { alias } from 'drizzle-orm/pg-core';
import type { Mtr, MtrSystem, MtrEnvironment, MtrStatus, NbrClass } from '@ecopeso/shared/mtr';
import type { MtrUnitKind } from '@ecopeso/shared/mtr-rules';
import type { WasteType } from '@ecopeso/shared/waste';
import type { Db } from '../../db/client.ts';
import { carriers, contracts, mtrItems, mtrs, receivers } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent, type AuditActor } from '../audit/write-audit-event.ts';
import type { AuditAction } from '@ecopeso/shared/audit';
import { allowedActions, stateOf, type MtrState } from './transition.ts';

const carrier = alias(carriers, 'carrier');
const receiver = alias(receivers, 'receiver');

export interface MtrFilter {
  mtrId?: string;
  status?: MtrStatus;
  statuses?: MtrStatus[];
  contractId?: string;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

function where(clientId: string, f: MtrFilter): SQL | undefined {
  return and(
    eq(mtrs.clientId, clientId),
    f.mtrId ? eq(mtrs.id, f.mtrId) : undefined,
    f.status ? eq(mtrs.status, f.status) : undefined,
    f.statuses ? inArray(mtrs.status, f.statuses) : undefined,
    f.contractId ? eq(mtrs.contractId, f.contractId) : undefined,
    f.from ? gte(mtrs.shipmentDate, f.from) : undefined,
    f.to ? lte(mtrs.shipmentDate, f.to) : undefined,
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A client's MTRs as the API shows them (newest shipment first), with contract parties and items; never the PDFs. */
export async function listMtrs(db: Db, clientId: string, filter: MtrFilter = {}): Promise<Mtr[]> {
  const rows = await db
    .select({
      m: {
        id: mtrs.id,
        clientId: mtrs.clientId,
        contractId: mtrs.contractId,
        system: mtrs.system,
        environment: mtrs.environment,
        status: mtrs.status,
        number: mtrs.number,
        cdfNumber: mtrs.cdfNumber,
        shipmentDate: mtrs.shipmentDate,
        driverName: mtrs.driverName,
        vehiclePlate: mtrs.vehiclePlate,
        notes: mtrs.notes,
        responsibleName: mtrs.responsibleName,
        weighedFrom: mtrs.weighedFrom,
        weighedUntil: mtrs.weighedUntil,
        issueStartedAt: mtrs.issueStartedAt,
        issueLostAfter: mtrs.issueLostAfter,
        issueReference: mtrs.issueReference,
        issueAttempts: mtrs.issueAttempts,
        issuePhase: mtrs.issuePhase,
        issueCheck: mtrs.issueCheck,
        isTest: mtrs.isTest,
        lastError: mtrs.lastError,
        issuedAt: mtrs.issuedAt,
        receivedAt: mtrs.receivedAt,
        cdfIssuedAt: mtrs.cdfIssuedAt,
        cancelledAt: mtrs.cancelledAt,
        cancelJustification: mtrs.cancelJustification,
        statusCheckedAt: mtrs.statusCheckedAt,
        systemSituation: mtrs.systemSituation,
        version: mtrs.version,
        createdAt: mtrs.createdAt,
        updatedAt: mtrs.updatedAt,
      },
      hasPdf: sql<boolean>`${mtrs.pdf} is not null`,
      hasCdfPdf: sql<boolean>`${mtrs.cdfPdf} is not null`,
      wasteType: contracts.wasteType,
      subType: contracts.subType,
      carrier: { id: carrier.id, name: carrier.name, cnpj: carrier.cnpj, unitCodes: carrier.unitCodes },
      receiver: { id: receiver.id, name: receiver.name, cnpj: receiver.cnpj, unitCodes: receiver.unitCodes },
    })
    .from(mtrs)
    .innerJoin(contracts, and(eq(contracts.clientId, mtrs.clientId), eq(contracts.id, mtrs.contractId)))
    .innerJoin(carrier, eq(carrier.id, contracts.carrierId))
    .innerJoin(receiver, eq(receiver.id, contracts.receiverId))
    .where(where(clientId, filter))
    .orderBy(desc(mtrs.shipmentDate), desc(mtrs.createdAt))
    .limit(filter.limit ?? 1000)
    .offset(filter.offset ?? 0);
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(mtrItems)
    .where(
      and(
        eq(mtrItems.clientId, clientId),
        inArray(
          mtrItems.mtrId,
          rows.map((r) => r.m.id),
        ),
      ),
    )
    .orderBy(asc(mtrItems.mtrId), asc(mtrItems.position));
  const now = Date.now();
  return rows.map(({ m, hasPdf, hasCdfPdf, wasteType, subType, carrier: c, receiver: r }): Mtr => {
    const own = items.filter((i) => i.mtrId === m.id);
    const status = m.status as MtrStatus;
    const state = stateOf({ status, issueLostAfter: m.issueLostAfter, issuePhase: phaseOf(m.issuePhase) }, now);
    const system = m.system as MtrSystem;
    const party = (p: typeof c) => ({ id: p.id, name: p.name, cnpj: p.cnpj, unitCode: p.unitCodes[system] || null });
    return {
      id: m.id,
      clientId: m.clientId,
      contractId: m.contractId,
      wasteType: wasteType as WasteType,
      subType,
      carrier: party(c),
      receiver: party(r),
      system,
      environment: m.environment as MtrEnvironment,
      status,
      number: m.number,
      cdfNumber: m.cdfNumber,
      shipmentDate: m.shipmentDate,
      driverName: m.driverName,
      vehiclePlate: m.vehiclePlate,
      notes: m.notes,
      responsibleName: m.responsibleName,
      items: own.map((i) => ({
        ibamaCode: i.ibamaCode,
        ibamaDescription: i.ibamaDescription,
        nbrClass: i.nbrClass as NbrClass,
        classCode: i.classCode,
        physicalStateCode: i.physicalStateCode,
        packagingCode: i.packagingCode,
        unitCode: i.unitCode,
        treatmentCode: i.treatmentCode,
        quantityKg: i.quantityKg,
        weighedKg: i.weighedKg,
        count: i.count,
        receivedKg: i.receivedKg,
        quantity: i.quantity,
        unitKind: i.unitKind as MtrUnitKind | null,
        receivedQuantity: i.receivedQuantity,
      })),
      weighedKg: roundToGram(own.reduce((s, i) => s + i.weighedKg, 0)),
      declaredKg: roundToGram(own.reduce((s, i) => s + i.quantityKg, 0)),
      weighedFrom: iso(m.weighedFrom),
      weighedUntil: m.weighedUntil.toISOString(),
      issuePending: status === 'issuing',
      issue:
        status === 'issuing'
          ? {
              phase: state as Exclude<MtrState, MtrStatus>,
              startedAt: (m.issueStartedAt ?? m.updatedAt).toISOString(),
              reference: m.issueReference ?? m.id,
              attempts: m.issueAttempts,
              check: m.issueCheck ?? null,
            }
          : null,
      reference: m.issueReference,
      test: m.isTest,
      actions: allowedActions(state, m.environment === 'simulator'),
      lastError: m.lastError ? { message: m.lastError.message, at: m.lastError.at } : null,
      issuedAt: iso(m.issuedAt),
      receivedAt: iso(m.receivedAt),
      cdfIssuedAt: iso(m.cdfIssuedAt),
      cancelledAt: iso(m.cancelledAt),
      cancelJustification: m.cancelJustification,
      statusCheckedAt: iso(m.statusCheckedAt),
      systemSituation: m.systemSituation,
      hasPdf: Boolean(hasPdf),
      hasCdfPdf: Boolean(hasCdfPdf),
      version: m.version,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    };
  });
}

export async function countMtrs(db: Db, clientId: string, filter: MtrFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mtrs).where(where(clientId, filter));
  return row?.n ?? 0;
}

/**
 * The condition on `mtrs` for the client's manifests of waste shipped from `from` to `to` (days, both included):
 * issued, received or with their CDF, never a test. What the DMR declares and what the weighings are compared with.
 */
export const shippedBetween = (clientId: string, from: string, to: string): SQL =>
  and(
    eq(mtrs.clientId, clientId),
    inArray(mtrs.status, ['issued', 'received', 'cdf_issued']),
    eq(mtrs.isTest, false),
    gte(mtrs.shipmentDate, from),
    lte(mtrs.shipmentDate, to),
  )!;

/** One MTR of the client, or 404. */
export async function getMtr(db: Db, clientId: string, mtrId: string): Promise<Mtr> {
  const [found] = await listMtrs(db, clientId, { mtrId });
  if (!found) throw new AppError('not-found', 'MTR not found.');
  return found;
}

/** The state of the life-cycle table an MTR read from the API shape is in. */
export const mtrState = (mtr: Mtr): MtrState => (mtr.status === 'issuing' ? mtr.issue!.phase : mtr.status);

const phaseOf = (p: string | null) => (p === 'uncertain' || p === 'undecided' ? p : null);

/** What the audit trail keeps of an MTR. */
export const mtrSnapshot = ({
  version: _v,
  updatedAt: _u,
  createdAt: _c,
  hasPdf: _p,
  hasCdfPdf: _q,
  actions: _a,
  ...rest
}: Mtr) => rest as unknown as Record<string, unknown>;

/**
 * The audit event of a change to an MTR, in the transaction that made it: its snapshot before (none for a creation)
 * and as it now stands in `tx`, with anything the change adds to the trail (`extra`).
 */
export async function auditMtrChange(
  tx: Db,
  {
    actor,
    clientId,
    mtrId,
    action,
    before,
    extra,
  }: {
    actor: AuditActor | null;
    clientId: string;
    mtrId: string;
    action: AuditAction;
    before?: Mtr;
    extra?: Record<string, unknown>;
  },
): Promise<void> {
  const after = await getMtr(tx, clientId, mtrId);
  await writeAuditEvent(tx, {
    actor,
    entity: 'mtr',
    entityId: mtrId,
    action,
    ...(before ? { before: mtrSnapshot(before) } : {}),
    after: { ...mtrSnapshot(after), ...extra },
    clientId,
  });
}
