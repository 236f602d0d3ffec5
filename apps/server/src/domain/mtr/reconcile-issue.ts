import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Mtr } from '@ecopeso/shared/mtr';
import { MTR_FAMILY } from '@ecopeso/shared/mtr-systems';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import type { Db } from '../../db/client.ts';
import { mtrs } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { MtrSystemError, type ListedManifest } from './state-systems/adapter.ts';
import { exchangeCollector, saveExchanges } from './exchanges.ts';
import { issueReferences, markIssued, storeMtrPdf } from './issue-mtr.ts';
import { systemFailure } from './lookups.ts';
import { listingWindows, matchListing } from './match-listing.ts';
import { auditMtrChange, getMtr, mtrState } from './mtr-store.ts';
import type { MtrRuntime } from './runtime.ts';
import { resolveConnection } from './settings.ts';
import { reconciliationEvent, settled, transition } from './transition.ts';

const key = (clientId: string, mtrId: string) => and(eq(mtrs.clientId, clientId), eq(mtrs.id, mtrId));

/**
 * Asks the system whether an issue whose answer is not known made an MTR, and settles it by the life-cycle table:
 * SIGOR is asked by our reference (`retornaManifestoSeuCodigo`); SINIR, which cannot be asked so, lists the days of
 * the shipment and of the attempt and is matched on what its listing carries (our reference in an item, or the
 * date, parties, codes and quantities). Found → issued (audited, PDF kept); SIGOR has none and the attempt can no
 * longer be under way → a draft again; nothing found or several candidates in SINIR → `undecided`, with the
 * evidence, for a person; too early to tell → still uncertain. Never sends a manifest. Only the attempt still
 * current is settled, whoever (a click, the job, another instance) asks at the same time.
 */
export async function reconcileIssue({
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
  // A look taken while a person's question is on screen changes the version it was read at: an "issue again" given
  // from that version, racing this look, is refused (409) and the person sees what the look found first. A reissue
  // that came first has started another attempt, and this look then settles nothing (the reference moved on).
  const { before, row } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ issueLostAfter: mtrs.issueLostAfter, issueStartedAt: mtrs.issueStartedAt })
      .from(mtrs)
      .where(key(clientId, mtrId))
      .for('update');
    const before = await getMtr(tx, clientId, mtrId);
    transition(mtrState(before), 'reconcile');
    if (before.issue?.phase === 'undecided') {
      await tx
        .update(mtrs)
        .set({ version: sql`${mtrs.version} + 1` })
        .where(key(clientId, mtrId));
    }
    return { before, row };
  });
  const reference = before.issue!.reference;
  const resolved = await resolveConnection(db, runtime, clientId);
  if (resolved.system !== before.system || resolved.environment !== before.environment) {
    throw new AppError(
      'invalid-argument',
      `This MTR was sent to ${before.system} (${before.environment}); the client is now set to another system. Set it back to reconcile.`,
    );
  }
  const { collected, onExchange } = exchangeCollector();
  const adapter = runtime.adapter(resolved.connection, onExchange);
  const at = new Date().toISOString();
  try {
    let result: Parameters<typeof reconciliationEvent>[0];
    let check: NonNullable<NonNullable<Mtr['issue']>['check']>;
    if (MTR_FAMILY[before.system] === 'B') {
      // No source shows a way to ask these systems for an MTR by our reference or by period
      // (reference/mtr-real-systems.md): once the attempt settled, a person looks in the system's portal and decides.
      result = { kind: 'not-found', decisive: false };
      check = { at, from: null, to: null, listed: 0, candidates: [] };
    } else if (before.system === 'SIGOR') {
      const found = await adapter.findBySeuCodigo(reference);
      result = found ? { kind: 'found', number: found.number } : { kind: 'not-found', decisive: true };
      check = { at, from: null, to: null, listed: found ? 1 : 0, candidates: found ? [found.number] : [] };
    } else {
      const windows = listingWindows(
        before.shipmentDate,
        dayInZone(DEFAULT_TIMEZONE, new Date(row?.issueStartedAt ?? before.updatedAt)),
      );
      const listing: ListedManifest[] = [];
      for (const w of windows) listing.push(...(await adapter.listManifests(w.from, w.to)));
      const ours = await db
        .select({ number: mtrs.number })
        .from(mtrs)
        .where(
          and(
            eq(mtrs.clientId, clientId),
            eq(mtrs.system, before.system),
            eq(mtrs.environment, before.environment),
            isNotNull(mtrs.number),
            ne(mtrs.id, mtrId),
          ),
        );
      const match = matchListing(
        {
          references: issueReferences(mtrId, before.issue!.attempts),
          shipmentDate: before.shipmentDate,
          carrierCnpj: before.carrier.cnpj.replace(/\D/g, ''),
          receiverCnpj: before.receiver.cnpj.replace(/\D/g, ''),
          // What was sent, as stored when the attempt began: the mapping may have changed since.
          items: before.items.map((i) => ({ ibamaCode: i.ibamaCode, quantity: i.quantity ?? i.quantityKg })),
        },
        listing,
        new Set(ours.map((o) => o.number!)),
      );
      result = match;
      check = {
        at,
        from: windows[0]!.from,
        to: windows.at(-1)!.to,
        listed: listing.length,
        candidates: match.kind === 'found' ? [match.number] : match.kind === 'ambiguous' ? match.candidates : [],
      };
    }
    const event = reconciliationEvent(result, settled({ issueLostAfter: row?.issueLostAfter ?? null }, Date.now()));
    const now = new Date();
    const still = and(key(clientId, mtrId), eq(mtrs.status, 'issuing'), eq(mtrs.issueReference, reference));
    if (event === 'found' && result.kind === 'found') {
      if (await markIssued(db, actor, clientId, before, reference, result.number, 'found')) {
        await storeMtrPdf(db, adapter, clientId, mtrId, result.number);
      }
    } else if (event === 'absent') {
      await db.transaction(async (tx) => {
        const done = await tx
          .update(mtrs)
          .set({
            status: 'draft',
            issueStartedAt: null,
            issueLostAfter: null,
            issuePhase: null,
            issueCheck: check,
            statusCheckedAt: now,
            lastError: { message: `${before.system} has no MTR with our reference ${reference}.`, at },
            version: sql`${mtrs.version} + 1`,
            updatedAt: now,
          })
          .where(still)
          .returning({ id: mtrs.id });
        if (!done.length) return;
        await auditMtrChange(tx, { actor, clientId, mtrId, action: 'update', before });
      });
    } else {
      await db
        .update(mtrs)
        .set({
          issuePhase: event === 'undecided' ? 'undecided' : 'uncertain',
          issueCheck: check,
          statusCheckedAt: now,
          ...(event === 'undecided' && before.issue!.phase !== 'undecided'
            ? { version: sql`${mtrs.version} + 1`, updatedAt: now }
            : {}),
        })
        .where(still);
    }
  } catch (err) {
    if (!(err instanceof MtrSystemError)) throw err;
    // The question went unanswered: the attempt stays as it was, to be asked again.
    await db.update(mtrs).set({ statusCheckedAt: new Date() }).where(key(clientId, mtrId));
    throw systemFailure(err);
  } finally {
    await saveExchanges(db, clientId, mtrId, collected);
  }
  return getMtr(db, clientId, mtrId);
}
