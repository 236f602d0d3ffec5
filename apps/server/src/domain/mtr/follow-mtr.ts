import { and, eq, sql } from 'drizzle-orm';
import type { Mtr, MTR_SIMULATE_STEPS } from '@ecopeso/shared/mtr';

type MtrSimulateStep = (typeof MTR_SIMULATE_STEPS)[number];
import type { Db } from '../../db/client.ts';
import { mtrs } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { MtrSystemError } from './state-systems/adapter.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import { issueReference, storeMtrPdf } from './issue-mtr.ts';
import { storeReceivedQuantity } from './manifest-items.ts';
import { systemFailure } from './lookups.ts';
import { auditMtrChange, getMtr, mtrState } from './mtr-store.ts';
import type { MtrRuntime } from './runtime.ts';
import { resolveConnection } from './settings.ts';
import { next, statusOf, statusReportEvent, transition } from './transition.ts';

const key = (clientId: string, mtrId: string) => and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId));

async function adapterFor(db: Db, runtime: MtrRuntime, clientId: string) {
  const resolved = await resolveConnection(db, runtime, clientId);
  const exchanges = exchangeCollector();
  return { resolved, exchanges, adapter: runtime.adapter(resolved.connection, exchanges.onExchange) };
}

/**
 * Cancels an issued MTR with a justification, from the version read (stale → 409): in the system first (the call
 * outside any transaction), then here. Audited. A draft is discarded instead (`discardMtr`).
 */
export async function cancelMtr({
  db,
  runtime,
  actor,
  clientId,
  mtrId,
  version,
  justification,
}: Change<{
  runtime: MtrRuntime;
  clientId: string;
  mtrId: string;
  version: number;
  justification: string;
}>): Promise<Mtr> {
  const before = await getMtr(db, clientId, mtrId);
  const to = statusOf(transition(mtrState(before), 'cancel'));
  if (before.version !== version) throw staleChange('this MTR');
  const { adapter, exchanges } = await adapterFor(db, runtime, clientId);
  try {
    await adapter.cancel(before.number!, justification);
    // The system's own PDF as it now stands (it says cancelled); a failure leaves the older one, fetched again later.
    await storeMtrPdf(db, adapter, clientId, mtrId, before.number!);
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    throw systemFailure(err);
  } finally {
    await saveExchanges(db, clientId, mtrId, exchanges.collected);
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(mtrs)
      .set({
        status: to,
        cancelledAt: now,
        cancelJustification: justification,
        version: sql`${mtrs.version} + 1`,
        updatedAt: now,
      })
      .where(key(clientId, mtrId));
    await auditMtrChange(tx, { actor, clientId, mtrId, action: 'cancel', before });
  });
  return getMtr(db, clientId, mtrId);
}

/**
 * Asks the system for an issued or received MTR's status and CDF number and keeps what changed, the move read
 * from the report by the life-cycle table (received → received kilos per item; a CDF number → cdf_issued, and its
 * PDF; cancelled there → cancelled here). Fetches the MTR's PDF if it is still missing. A system failure is thrown
 * as an API error.
 */
export async function refreshMtr(db: Db, runtime: MtrRuntime, clientId: string, mtrId: string): Promise<Mtr> {
  const mtr = await getMtr(db, clientId, mtrId);
  const state = mtrState(mtr);
  if (!next(state, 'refresh')) return mtr;
  const { adapter, exchanges } = await adapterFor(db, runtime, clientId);
  try {
    const status = await adapter.status(mtr.number!);
    const event = statusReportEvent(state, status);
    const moved = event ? statusOf(transition(state, event)) : mtr.status;
    const now = new Date();
    const cdfPdf = status.cdfNumber ? await adapter.downloadCdfPdf(status.cdfNumber).catch(() => null) : null;
    await db.transaction(async (tx) => {
      await tx
        .update(mtrs)
        .set({
          status: moved,
          statusCheckedAt: now,
          systemSituation: [status.situationCode, status.situationText].filter(Boolean).join(' · ') || null,
          ...(moved !== mtr.status ? { version: sql`${mtrs.version} + 1`, updatedAt: now } : {}),
          ...(status.situation === 'received' || status.cdfNumber
            ? { receivedAt: mtr.receivedAt ? new Date(mtr.receivedAt) : (status.receivedAt ?? now) }
            : {}),
          ...(status.cdfNumber
            ? { cdfNumber: status.cdfNumber, cdfIssuedAt: mtr.cdfIssuedAt ? new Date(mtr.cdfIssuedAt) : now }
            : {}),
          ...(moved === 'cancelled'
            ? { cancelledAt: now, cancelJustification: status.situationText ?? 'Cancelled in the MTR system.' }
            : {}),
          ...(cdfPdf ? { cdfPdf } : {}),
        })
        .where(key(clientId, mtrId));
      // In the MTR's unit: kept so, and in kilos by the factor each item was sent with.
      for (const [code, quantity] of Object.entries(status.receivedQuantities)) {
        await storeReceivedQuantity(tx, clientId, mtrId, code, quantity);
      }
      if (moved !== mtr.status) {
        await auditMtrChange(tx, { actor: null, clientId, mtrId, action: 'update', before: mtr });
      }
    });
    // Kept as the system now shows it: fetched again after each change of status, so the auditor's ZIP never holds
    // a PDF that says "Salvo" for an MTR received or cancelled since.
    if (!mtr.hasPdf || moved !== mtr.status) await storeMtrPdf(db, adapter, clientId, mtrId, mtr.number!);
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    throw systemFailure(err);
  } finally {
    await saveExchanges(db, clientId, mtrId, exchanges.collected);
  }
  return getMtr(db, clientId, mtrId);
}

/** The MTR's PDF (or its CDF's): the copy kept, else fetched from the system once and kept. */
export async function mtrPdf(
  db: Db,
  runtime: MtrRuntime,
  clientId: string,
  mtrId: string,
  which: 'mtr' | 'cdf',
): Promise<{ pdf: Buffer; name: string }> {
  const [row] = await db
    .select({ number: mtrs.number, cdfNumber: mtrs.cdfNumber, pdf: which === 'mtr' ? mtrs.pdf : mtrs.cdfPdf })
    .from(mtrs)
    .where(key(clientId, mtrId));
  if (!row) throw new AppError('not-found', 'MTR not found.');
  const number = which === 'mtr' ? row.number : row.cdfNumber;
  if (!number) {
    throw new AppError('not-found', which === 'mtr' ? 'This MTR has not been issued yet.' : 'This MTR has no CDF yet.');
  }
  const name = which === 'mtr' ? `MTR-${number}.pdf` : `CDF-${number}.pdf`;
  if (row.pdf) return { pdf: row.pdf, name };
  const { adapter, exchanges } = await adapterFor(db, runtime, clientId);
  try {
    const pdf = which === 'mtr' ? await adapter.downloadMtrPdf(number) : await adapter.downloadCdfPdf(number);
    await db
      .update(mtrs)
      .set(which === 'mtr' ? { pdf } : { cdfPdf: pdf })
      .where(key(clientId, mtrId));
    return { pdf, name };
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    throw systemFailure(err);
  } finally {
    await saveExchanges(db, clientId, mtrId, exchanges.collected);
  }
}

/**
 * Simulator environment only: the simulated receiver receives the MTR, or issues its CDF, then the MTR is
 * refreshed as the background job would. Lets a newcomer and the tests see the whole life of an MTR.
 */
export async function simulateReceiver(
  db: Db,
  runtime: MtrRuntime,
  clientId: string,
  mtrId: string,
  step: MtrSimulateStep,
): Promise<Mtr> {
  const mtr = await getMtr(db, clientId, mtrId);
  if (mtr.environment !== 'simulator') {
    throw new AppError('invalid-argument', 'Only an MTR issued in the simulator can be received by the simulator.');
  }
  const fault = step in FAULTS ? FAULTS[step as keyof typeof FAULTS] : null;
  if (!fault && !mtr.number) throw new AppError('invalid-argument', 'Issue the MTR first.');
  if (fault) transition(mtrState(mtr), 'issue');
  const started = Date.now();
  const path = fault ? '/_sim/faults' : `/_sim/${mtr.system}/${step}/${mtr.number}`;
  // The next attempt's reference: the fault strikes this MTR's next issue only.
  const request = fault
    ? {
        path: 'salvarManifestoLote',
        seuCodigo: issueReference(mtr.id, (mtr.issue?.attempts ?? attemptsOf(mtr)) + 1),
        times: 1,
        ...fault(runtime.timeoutMs),
      }
    : null;
  const res = await fetch(`${await runtime.simulator.url()}${path}`, {
    method: 'POST',
    signal: AbortSignal.timeout(runtime.timeoutMs),
    ...(request ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) } : {}),
  });
  const body = (await res.json()) as { ok: boolean; message?: string };
  await saveExchanges(db, clientId, mtrId, [
    {
      operation: 'simulate',
      at: new Date(started),
      durationMs: Date.now() - started,
      method: 'POST',
      path,
      httpStatus: res.status,
      ok: res.ok,
      request,
      response: body,
      error: null,
    },
  ]);
  if (!res.ok) throw new AppError('invalid-argument', `The simulator refused: ${body.message ?? res.status}`);
  return fault ? getMtr(db, clientId, mtrId) : refreshMtr(db, runtime, clientId, mtrId);
}

/** How the simulator answers an MTR's next issue: each fault leaves the MTR made but its answer unknown. */
const FAULTS = {
  // The MTR is made; the answer comes after the call's timeout.
  'answer-late': (timeoutMs: number) => ({ delayMs: timeoutMs + 1_500 }),
  // The connection drops before anything is saved: the system has no MTR.
  'answer-lost': () => ({ drop: true, beforeSave: true }),
  // The MTR is made; the system then answers 500.
  'answer-error': () => ({ status: 500 }),
} as const;

const attemptsOf = (mtr: Mtr) => (mtr.reference ? Number(mtr.reference.split('-').at(-1)) || 0 : 0);
