import { and, eq, sql } from 'drizzle-orm';
import type { Mtr } from '@ecopeso/shared/mtr';
import type { Db } from '../../db/client.ts';
import { mtrItems, mtrs } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { MtrSystemError, type ManifestToIssue, type MtrSystemAdapter } from '../../mtr/adapter.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import { systemFailure } from './lookups.ts';
import { getMtrMapping } from './mapping.ts';
import { getMtr, mtrSnapshot } from './mtr-store.ts';
import type { MtrRuntime } from './runtime.ts';
import { resolveConnection } from './settings.ts';
import { transition } from './transition.ts';

/** Extra time, beyond the call's timeout, before an issue that never concluded (a process that died) counts as lost. */
const STALE_MARGIN_MS = 5_000;

const key = (clientId: string, mtrId: string) => and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId));

/** Checks the draft can go and builds the manifest, with each item's codes from the client's current mapping. */
async function prepare(db: Db, clientId: string, mtr: Mtr, responsibleName: string) {
  const problems: string[] = [];
  /** The same, as codes the page says in the reader's words. */
  const fields = new Set<string>();
  const unmapped = new Set<string>();
  const missing = (field: string, words: string) => {
    fields.add(field);
    problems.push(words);
  };
  if (!mtr.driverName) missing('driver', 'the driver');
  if (!mtr.vehiclePlate) missing('plate', 'the vehicle plate');
  if (!mtr.carrier.unitCode) missing('carrierUnit', `the carrier's unit code in ${mtr.system}`);
  if (!mtr.receiver.unitCode) missing('receiverUnit', `the receiver's unit code in ${mtr.system}`);
  const mapping = await getMtrMapping(db, clientId);
  const items = mtr.items.map((item) => {
    const line =
      mapping.find(
        (m) => m.ibamaCode === item.ibamaCode && m.wasteType === mtr.wasteType && m.subType === mtr.subType,
      ) ??
      mapping.find((m) => m.ibamaCode === item.ibamaCode && m.wasteType === mtr.wasteType) ??
      mapping.find((m) => m.ibamaCode === item.ibamaCode);
    if (!line?.complete) {
      unmapped.add(item.ibamaCode);
      problems.push(`the codes of IBAMA ${item.ibamaCode} in the waste mapping`);
    }
    return { item, line };
  });
  if (problems.length) {
    throw new AppError('invalid-argument', `Before issuing, fill in ${[...new Set(problems)].join(', ')}.`, {
      reason: 'mtr-missing-data',
      params: { fields: [...fields].join(','), ibama: [...unmapped].join(', '), system: mtr.system },
    });
  }
  const manifest: ManifestToIssue = {
    seuCodigo: mtr.id,
    responsibleName,
    shipmentDate: mtr.shipmentDate,
    driverName: mtr.driverName,
    vehiclePlate: mtr.vehiclePlate,
    notes: mtr.notes,
    carrier: { cnpj: mtr.carrier.cnpj, unitCode: mtr.carrier.unitCode! },
    receiver: { cnpj: mtr.receiver.cnpj, unitCode: mtr.receiver.unitCode! },
    items: items.map(({ item, line }) => ({
      ibamaCode: item.ibamaCode,
      quantity: item.quantityKg,
      unitCode: line!.unitCode!,
      treatmentCode: line!.treatmentCode!,
      classCode: line!.classCode!,
      physicalStateCode: line!.physicalStateCode!,
      packagingCode: line!.packagingCode!,
    })),
  };
  return manifest;
}

/**
 * Claims the draft for one issue attempt in a short transaction: refuses when another attempt is under way
 * (409), and says whether an earlier attempt's answer was lost (so the system must be asked before any resend).
 */
async function claim(db: Db, clientId: string, mtrId: string, timeoutMs: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: mtrs.status, issueStartedAt: mtrs.issueStartedAt, lastError: mtrs.lastError })
      .from(mtrs)
      .where(key(clientId, mtrId))
      .for('update');
    if (!row) throw new AppError('not-found', 'MTR not found.');
    if (row.status !== 'draft') return { claimed: false as const };
    const lost =
      row.issueStartedAt !== null &&
      (row.lastError?.pending === true || Date.now() - row.issueStartedAt.getTime() > timeoutMs + STALE_MARGIN_MS);
    if (row.issueStartedAt && !lost) {
      throw new AppError('aborted', 'This MTR is being issued right now. Wait for the answer.', {
        reason: 'mtr-being-issued',
      });
    }
    await tx.update(mtrs).set({ issueStartedAt: new Date(), lastError: null }).where(key(clientId, mtrId));
    return { claimed: true as const, reconcileFirst: lost };
  });
}

/** Records the number the system gave: the MTR is issued (audited), its items keep the codes that were sent. */
async function markIssued(
  db: Db,
  actor: Actor | null,
  clientId: string,
  mtr: Mtr,
  number: string,
  manifest: ManifestToIssue,
) {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(mtrs)
      .set({
        status: transition('draft', 'issue'),
        number,
        issuedAt: now,
        issueStartedAt: null,
        lastError: null,
        statusCheckedAt: now,
        responsibleName: manifest.responsibleName,
        version: sql`${mtrs.version} + 1`,
        updatedAt: now,
      })
      .where(key(clientId, mtr.id));
    for (const [position, item] of manifest.items.entries()) {
      await tx
        .update(mtrItems)
        .set({
          classCode: item.classCode,
          physicalStateCode: item.physicalStateCode,
          packagingCode: item.packagingCode,
          unitCode: item.unitCode,
          treatmentCode: item.treatmentCode,
        })
        .where(and(eq(mtrItems.clientId, clientId), eq(mtrItems.mtrId, mtr.id), eq(mtrItems.position, position)));
    }
    const after = await getMtr(tx, clientId, mtr.id);
    await writeAuditEvent(tx, {
      actor,
      entity: 'mtr',
      entityId: mtr.id,
      action: 'issue',
      before: mtrSnapshot(mtr),
      after: mtrSnapshot(after),
      clientId,
    });
  });
}

async function release(db: Db, clientId: string, mtrId: string, message: string, pending: boolean) {
  const lastError = { message, at: new Date().toISOString(), ...(pending ? { pending: true } : {}) };
  await db
    .update(mtrs)
    .set(pending ? { lastError } : { lastError, issueStartedAt: null })
    .where(key(clientId, mtrId));
}

/** Keeps the system's PDF of a freshly issued MTR; a failure leaves it to be fetched on demand. */
export async function storeMtrPdf(db: Db, adapter: MtrSystemAdapter, clientId: string, mtrId: string, number: string) {
  try {
    const pdf = await adapter.downloadMtrPdf(number);
    await db.update(mtrs).set({ pdf }).where(key(clientId, mtrId));
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
  }
}

/**
 * Issues a draft through the client's system, idempotently: the draft id travels as `seuCodigo`; an attempt
 * whose answer was lost (timeout, dropped connection, a process that died) is first looked up in the system and
 * only re-sent when the system does not have it; two concurrent attempts cannot both send (409). An MTR already
 * issued is answered as it is. Every call runs outside a database transaction, with the runtime's timeout.
 */
export async function issueMtr({
  db,
  runtime,
  actor,
  clientId,
  mtrId,
}: {
  db: Db;
  runtime: MtrRuntime;
  actor: Actor | null;
  clientId: string;
  mtrId: string;
}): Promise<Mtr> {
  let mtr = await getMtr(db, clientId, mtrId);
  if (mtr.status !== 'draft') {
    if (mtr.status === 'cancelled') transition(mtr.status, 'issue');
    return mtr;
  }
  const resolved = await resolveConnection(db, runtime, clientId);
  if (!mtr.issuePending && (mtr.system !== resolved.system || mtr.environment !== resolved.environment)) {
    // The settings changed since the draft was saved: it goes to the system configured now.
    await db
      .update(mtrs)
      .set({ system: resolved.system, environment: resolved.environment })
      .where(and(key(clientId, mtrId), eq(mtrs.status, 'draft')));
    mtr = await getMtr(db, clientId, mtrId);
  }
  const manifest = await prepare(db, clientId, mtr, resolved.responsibleName);
  const attempt = await claim(db, clientId, mtrId, runtime.timeoutMs);
  if (!attempt.claimed) return getMtr(db, clientId, mtrId);

  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  let number: string | null = null;
  try {
    if (attempt.reconcileFirst) number = (await adapter.findBySeuCodigo(mtr.id, mtr.shipmentDate))?.number ?? null;
    if (!number) {
      const result = await adapter.issue(manifest);
      if (!result.ok) {
        await saveExchanges(db, clientId, mtrId, collected);
        await release(db, clientId, mtrId, result.message, false);
        throw new AppError('invalid-argument', `The MTR system refused this MTR: ${result.message}`, {
          reason: 'mtr-refused',
          params: { said: result.message },
        });
      }
      number = result.number;
    }
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    await saveExchanges(db, clientId, mtrId, collected);
    // Without an answer the MTR may exist: keep the attempt open, to be looked up before any resend.
    const lost = err.kind === 'timeout' || err.kind === 'unreachable';
    await release(db, clientId, mtrId, err.systemMessage ?? err.message, lost);
    throw systemFailure(err);
  }
  await markIssued(db, actor, clientId, mtr, number, manifest);
  await storeMtrPdf(db, adapter, clientId, mtrId, number);
  await saveExchanges(db, clientId, mtrId, collected);
  return getMtr(db, clientId, mtrId);
}

/**
 * For the background job: an issue whose answer was lost is looked up by `seuCodigo` (never re-sent); found, the
 * MTR is issued. Returns whether it was found.
 */
export async function reconcileLostIssue(
  db: Db,
  runtime: MtrRuntime,
  clientId: string,
  mtrId: string,
): Promise<boolean> {
  const mtr = await getMtr(db, clientId, mtrId);
  if (mtr.status !== 'draft' || !mtr.issuePending) return false;
  const resolved = await resolveConnection(db, runtime, clientId);
  const manifest = await prepare(db, clientId, mtr, resolved.responsibleName);
  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  try {
    const found = await adapter.findBySeuCodigo(mtr.id, mtr.shipmentDate);
    if (found) {
      await markIssued(db, null, clientId, mtr, found.number, manifest);
      await storeMtrPdf(db, adapter, clientId, mtrId, found.number);
    }
    return Boolean(found);
  } finally {
    await saveExchanges(db, clientId, mtrId, collected);
  }
}
