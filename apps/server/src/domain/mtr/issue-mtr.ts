import { and, eq, sql } from 'drizzle-orm';
import type { Mtr } from '@ecopeso/shared/mtr';
import type { Db } from '../../db/client.ts';
import { mtrItems, mtrs } from '../../db/schema.ts';
import type { Actor, Change } from '../actor.ts';
import { AppError, staleChange } from '../app-error.ts';
import { MtrSystemError, type ManifestToIssue, type MtrSystemAdapter } from './state-systems/adapter.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import { systemFailure } from './lookups.ts';
import { codesChosen, manifestItems, sentItemColumns } from './manifest-items.ts';
import { getMtrMapping } from './mapping.ts';
import { auditMtrChange, getMtr, mtrState } from './mtr-store.ts';
import type { MtrRuntime } from './runtime.ts';
import { resolveConnection } from './settings.ts';
import { attemptLimitMs, issueFailureEvent, statusOf, transition, type MtrState } from './transition.ts';

const key = (clientId: string, mtrId: string) => and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId));

/**
 * Checks the draft can go and builds the manifest, with each item's codes from the client's current mapping (its
 * `seuCodigo` is the attempt's reference, set when it is sent).
 */
export async function prepareManifest(db: Db, clientId: string, mtr: Mtr, responsibleName: string) {
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
    if (!line || !codesChosen(line)) {
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
    seuCodigo: mtr.reference ?? '',
    responsibleName,
    shipmentDate: mtr.shipmentDate,
    driverName: mtr.driverName,
    vehiclePlate: mtr.vehiclePlate,
    notes: mtr.notes,
    carrier: { cnpj: mtr.carrier.cnpj, unitCode: mtr.carrier.unitCode! },
    receiver: { cnpj: mtr.receiver.cnpj, unitCode: mtr.receiver.unitCode! },
    // Quantities in the MTR's unit, hazard fields, and the system's rules checked before sending.
    items: await manifestItems(
      db,
      clientId,
      mtr,
      items.map(({ item, line }) => ({ item, line: line! })),
    ),
  };
  return manifest;
}

const ALREADY_ISSUED: ReadonlySet<MtrState> = new Set(['issued', 'received', 'cdf_issued']);

/** Our reference for an attempt: short (≤ 20 characters, the real limit is unknown), one per attempt. */
export const issueReference = (mtrId: string, attempt: number) =>
  `EP${mtrId.replace(/-/g, '').slice(0, 10).toUpperCase()}-${attempt}`;

/** Every reference an MTR was sent with (the draft id itself before references were short). */
export const issueReferences = (mtrId: string, attempts: number) => [
  mtrId,
  ...Array.from({ length: attempts }, (_, n) => issueReference(mtrId, n + 1)),
];

/**
 * Starts an attempt in a short transaction: the MTR is read locked, the table must allow `event` from its state
 * (a draft's issue, or a person's decision to issue again), and it becomes `issuing` with a new reference and the
 * item codes about to be sent. A second click, the job or another instance then finds it issuing (409) and
 * sends nothing. `decision` is the person's audited choice to send again, with the evidence they saw.
 */
async function startAttempt(
  db: Db,
  {
    actor,
    clientId,
    mtrId,
    event,
    manifest,
    timeoutMs,
    version,
  }: {
    actor: Actor | null;
    clientId: string;
    mtrId: string;
    event: 'issue' | 'reissue';
    manifest: ManifestToIssue;
    timeoutMs: number;
    version?: number;
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: mtrs.version, attempts: mtrs.issueAttempts })
      .from(mtrs)
      .where(key(clientId, mtrId))
      .for('update');
    if (!row) throw new AppError('not-found', 'MTR not found.');
    const before = await getMtr(tx, clientId, mtrId);
    // A click that lost the race to one that already brought the number: nothing to send.
    if (event === 'issue' && ALREADY_ISSUED.has(mtrState(before))) return null;
    transition(mtrState(before), event);
    if (version !== undefined && row.version !== version) {
      throw staleChange('this MTR');
    }
    const attempts = row.attempts + 1;
    const reference = issueReference(mtrId, attempts);
    const now = new Date();
    await tx
      .update(mtrs)
      .set({
        status: 'issuing',
        issueStartedAt: now,
        issueLostAfter: new Date(now.getTime() + attemptLimitMs(timeoutMs)),
        issueReference: reference,
        issueAttempts: attempts,
        issuePhase: null,
        issueCheck: null,
        lastError: null,
        statusCheckedAt: null,
        responsibleName: manifest.responsibleName,
        version: sql`${mtrs.version} + 1`,
        updatedAt: now,
      })
      .where(key(clientId, mtrId));
    for (const [position, item] of manifest.items.entries()) {
      await tx
        .update(mtrItems)
        .set({
          classCode: item.classCode,
          physicalStateCode: item.physicalStateCode,
          packagingCode: item.packagingCode,
          unitCode: item.unitCode,
          treatmentCode: item.treatmentCode,
          ...sentItemColumns(item),
        })
        .where(and(eq(mtrItems.clientId, clientId), eq(mtrItems.mtrId, mtrId), eq(mtrItems.position, position)));
    }
    if (event === 'reissue') {
      // The person's decision, with what reconciliation had found, kept in the trail.
      await auditMtrChange(tx, {
        actor,
        clientId,
        mtrId,
        action: 'issue',
        before,
        extra: { decision: 'issue-again', evidence: before.issue?.check ?? null },
      });
    }
    return reference;
  });
}

/** The attempt sent with `reference` is still the current one (a late writer never overwrites a newer attempt). */
const current = (clientId: string, mtrId: string, reference: string) =>
  and(key(clientId, mtrId), eq(mtrs.status, 'issuing'), eq(mtrs.issueReference, reference));

/**
 * Records the number the system gave (its answer, or reconciliation): the MTR is issued, audited. Only the attempt
 * that is still current can be settled so. Returns false when it no longer was.
 */
export async function markIssued(
  db: Db,
  actor: Actor | null,
  clientId: string,
  before: Mtr,
  reference: string,
  number: string,
  event: 'answered' | 'found',
): Promise<boolean> {
  const marked = db.transaction(async (tx) => {
    const now = new Date();
    const done = await tx
      .update(mtrs)
      .set({
        status: statusOf(transition(event === 'answered' ? 'sending' : 'uncertain', event)),
        number,
        issuedAt: now,
        issuePhase: null,
        issueLostAfter: null,
        lastError: null,
        statusCheckedAt: now,
        version: sql`${mtrs.version} + 1`,
        updatedAt: now,
      })
      .where(current(clientId, before.id, reference))
      .returning({ id: mtrs.id });
    if (!done.length) return false;
    await auditMtrChange(tx, { actor, clientId, mtrId: before.id, action: 'issue', before });
    return true;
  });
  return marked.catch((err: unknown) => {
    // The number is already another MTR's of this client (its unique key): the system's MTR is that one's, not ours.
    if (isUniqueViolation(err)) {
      throw new AppError(
        'aborted',
        `MTR ${number} is already recorded for another MTR of this client; this one was left as it was.`,
      );
    }
    throw err;
  });
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** Settles the current attempt without a number: refused (back to a draft) or lost (uncertain, to reconcile). */
async function settleAttempt(
  db: Db,
  clientId: string,
  mtrId: string,
  reference: string,
  event: 'refused' | 'lost',
  message: string,
) {
  const lastError = { message, at: new Date().toISOString() };
  const state: MtrState = transition('sending', event);
  await db
    .update(mtrs)
    .set(
      state === 'draft'
        ? { status: 'draft', issueStartedAt: null, issueLostAfter: null, issuePhase: null, lastError }
        : { issuePhase: 'uncertain', lastError },
    )
    .where(current(clientId, mtrId, reference));
}

/** Keeps the system's PDF of an MTR (at issue, and after each change of status); a failure leaves it to be fetched on demand. */
export async function storeMtrPdf(db: Db, adapter: MtrSystemAdapter, clientId: string, mtrId: string, number: string) {
  try {
    const pdf = await adapter.downloadMtrPdf(number);
    await db.update(mtrs).set({ pdf }).where(key(clientId, mtrId));
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
  }
}

/**
 * Sends a draft (or, on a person's audited decision, an MTR reconciliation found nowhere) to the client's system:
 * at most one attempt at a time, each with its own short reference. Its answer makes the MTR issued; a refusal
 * the system stated makes it a draft again (400); a lost answer leaves it `issuing`/uncertain — answered as it
 * stands, for the page to show "being confirmed" — and nothing sends it again until it is reconciled. An MTR
 * already issued is answered as it is. Every call runs outside a database transaction, with the runtime's timeout.
 */
export async function issueMtr({
  db,
  runtime,
  actor,
  clientId,
  mtrId,
  reissue,
}: {
  db: Db;
  runtime: MtrRuntime;
  actor: Actor | null;
  clientId: string;
  mtrId: string;
  /** A person's decision to send again after reconciliation found no MTR, from the version they read. */
  reissue?: { version: number };
}): Promise<Mtr> {
  let mtr = await getMtr(db, clientId, mtrId);
  const state = mtrState(mtr);
  if (!reissue && ALREADY_ISSUED.has(state)) return mtr;
  transition(state, reissue ? 'reissue' : 'issue');
  const resolved = await resolveConnection(db, runtime, clientId);
  if (mtr.test && resolved.environment === 'production') {
    throw new AppError('invalid-argument', 'A test MTR is never issued in production.');
  }
  if (state === 'draft' && (mtr.system !== resolved.system || mtr.environment !== resolved.environment)) {
    // The settings changed since the draft was saved: it goes to the system configured now.
    await db
      .update(mtrs)
      .set({
        system: resolved.system,
        environment: resolved.environment,
        ...(resolved.environment === 'homologation' ? { isTest: true } : {}),
      })
      .where(and(key(clientId, mtrId), eq(mtrs.status, 'draft')));
    mtr = await getMtr(db, clientId, mtrId);
  }
  const manifest = await prepareManifest(db, clientId, mtr, resolved.responsibleName);
  const reference = await startAttempt(db, {
    actor,
    clientId,
    mtrId,
    event: reissue ? 'reissue' : 'issue',
    manifest,
    timeoutMs: runtime.timeoutMs,
    version: reissue?.version,
  });
  if (reference === null) return getMtr(db, clientId, mtrId);
  const sending = await getMtr(db, clientId, mtrId);

  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  let number: string;
  try {
    const result = await adapter.issue({ ...manifest, seuCodigo: reference });
    if (!result.ok) {
      await saveExchanges(db, clientId, mtrId, collected);
      await settleAttempt(db, clientId, mtrId, reference, 'refused', result.message);
      throw new AppError('invalid-argument', `The MTR system refused this MTR: ${result.message}`, {
        reason: 'mtr-refused',
        params: { said: result.message },
      });
    }
    number = result.number;
  } catch (err) {
    if (err instanceof AppError) throw err;
    await saveExchanges(db, clientId, mtrId, collected);
    if (!(err instanceof MtrSystemError)) {
      // Whatever broke here, the manifest may have reached the system: reconcile before anything else.
      await settleAttempt(db, clientId, mtrId, reference, 'lost', (err as Error).message);
      throw err;
    }
    const event = issueFailureEvent(err);
    await settleAttempt(db, clientId, mtrId, reference, event, err.systemMessage ?? err.message);
    if (event === 'refused') throw systemFailure(err);
    return getMtr(db, clientId, mtrId);
  }
  await markIssued(db, actor, clientId, sending, reference, number, 'answered');
  await storeMtrPdf(db, adapter, clientId, mtrId, number);
  await saveExchanges(db, clientId, mtrId, collected);
  return getMtr(db, clientId, mtrId);
}

/** Discards a draft from the version read (stale → 409): it ends cancelled, never having gone to the system; audited. */
export async function discardMtr({
  db,
  actor,
  clientId,
  mtrId,
  version,
}: Change<{ clientId: string; mtrId: string; version: number }>): Promise<Mtr> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ version: mtrs.version }).from(mtrs).where(key(clientId, mtrId)).for('update');
    if (!row) throw new AppError('not-found', 'MTR not found.');
    const before = await getMtr(tx, clientId, mtrId);
    const to = transition(mtrState(before), 'discard');
    if (row.version !== version) {
      throw staleChange('this MTR');
    }
    const now = new Date();
    await tx
      .update(mtrs)
      .set({ status: statusOf(to), cancelledAt: now, version: sql`${mtrs.version} + 1`, updatedAt: now })
      .where(key(clientId, mtrId));
    await auditMtrChange(tx, { actor, clientId, mtrId, action: 'cancel', before });
  });
  return getMtr(db, clientId, mtrId);
}
