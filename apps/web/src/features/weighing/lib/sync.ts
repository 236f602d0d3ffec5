import { RECORD_BATCH_MAX, type BatchResult, type NewRecord } from '@ecopeso/shared/records';
import type { EcopesoDb, PendingRecord } from '@/lib/offline-db';
import { isSendable } from './pending-queue';

/** Posts one client's batch (≤ 500) and answers with what the server did with each record; throws when it did nothing. */
export type SendBatch = (clientId: string, records: NewRecord[]) => Promise<BatchResult>;

export interface SyncState {
  running: boolean;
  /** How the last run ended; null before the first. */
  lastOutcome: 'ok' | 'failed' | null;
  /** When the back-off timer fires next (epoch ms), or null. */
  retryAt: number | null;
}

export interface SyncEngineOptions {
  db: EcopesoDb;
  send: SendBatch;
  /** False skips the network and counts as a failure (the `online` event brings the next run). */
  isOnline?: () => boolean;
  /** Called with the rows the server holds now, just before they leave the device (lets a list show them at once). */
  onStored?: (clientId: string, rows: PendingRecord[]) => void;
  log?: (message: string, err?: unknown) => void;
  /**
   * What goes after the records on each run (their photos, decision 040); false counts as a failure, so it is
   * retried with the records' back-off.
   */
  sendAfter?: () => Promise<boolean>;
  batchSize?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SyncEngine {
  /** Sends what is waiting; true when everything sendable reached the server. Single-flight: a call while a run is under way joins it (and asks for one more pass). */
  sync(): Promise<boolean>;
  /** sync() with the back-off forgotten (the connection came back, or the user asked). */
  syncNow(): Promise<boolean>;
  /** Stops the back-off timer; the next sync() starts it again if needed. */
  pause(): void;
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
}

const toNewRecord = (row: PendingRecord): NewRecord => ({
  id: row.localId,
  areaId: row.areaId,
  wasteType: row.wasteType,
  subType: row.subType,
  weightKg: row.weightKg,
  recordedAt: row.recordedAt,
  ...(row.cookTurn ? { cookTurn: row.cookTurn } : {}),
  // Only what was chosen travels: a plain weighing's record is as it always was.
  ...(row.containerId === undefined ? {} : { containerId: row.containerId, grossKg: row.grossKg }),
  ...(row.lossReasonId === undefined ? {} : { lossReasonId: row.lossReasonId }),
  ...(row.foodItemId === undefined ? {} : { foodItemId: row.foodItemId }),
});

function groupByClient(rows: PendingRecord[]): Map<string, PendingRecord[]> {
  const groups = new Map<string, PendingRecord[]>();
  for (const row of rows) {
    const group = groups.get(row.clientId);
    if (group) group.push(row);
    else groups.set(row.clientId, [row]);
  }
  return groups;
}

/**
 * The offline queue's way to the server (spec §4, §8; PRODUCT.md §4). Guarantees: a row leaves the device only
 * once the server reports it stored (inserted, or a duplicate of an earlier attempt); a refused row stays,
 * marked with its reason, and is not resent until the user edits it; any failure keeps every row of the batch
 * and is retried with exponential back-off (retryBaseMs doubling up to retryMaxMs).
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const {
    db,
    send,
    isOnline = () => true,
    onStored,
    log = (message, err) => console.error(message, err),
    sendAfter = () => Promise.resolve(true),
    batchSize = RECORD_BATCH_MAX,
    retryBaseMs = 5_000,
    retryMaxMs = 5 * 60_000,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;
  const table = db.pending_records;

  let state: SyncState = { running: false, lastOutcome: null, retryAt: null };
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<SyncState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  let flight: Promise<boolean> | null = null;
  let again = false;
  let failures = 0;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  async function applyResult(clientId: string, batch: PendingRecord[], result: BatchResult): Promise<void> {
    const byLocalId = new Map(batch.map((row) => [row.localId, row]));
    const stored = [...result.inserted, ...result.duplicates].flatMap((id) => byLocalId.get(id) ?? []);
    const rejected = result.rejected.flatMap((r) => {
      const row = byLocalId.get(r.id);
      return row ? [{ row, reason: r.reason, message: r.message }] : [];
    });
    const answered = stored.length + rejected.length;
    if (answered < batch.length) log(`sync: the server left ${batch.length - answered} record(s) unanswered; kept`);
    if (stored.length) onStored?.(clientId, stored);
    await db.transaction('rw', table, async () => {
      await table.bulkDelete(stored.map((row) => row.id!));
      for (const { row, reason, message } of rejected) {
        await table.update(row.id!, { rejectionReason: reason, rejectionMessage: message });
      }
    });
  }

  async function runOnce(): Promise<boolean> {
    const recordsOk = await sendRecords();
    return (await sendAfter()) && recordsOk;
  }

  async function sendRecords(): Promise<boolean> {
    const rows = await table.filter(isSendable).toArray();
    if (rows.length === 0) return true;
    if (!isOnline()) return false;
    let ok = true;
    for (const [clientId, clientRows] of groupByClient(rows)) {
      for (let start = 0; start < clientRows.length; start += batchSize) {
        const batch = clientRows.slice(start, start + batchSize);
        let result: BatchResult;
        try {
          result = await send(clientId, batch.map(toNewRecord));
        } catch (err) {
          log(`sync: batch of ${batch.length} record(s) for client ${clientId} failed; kept for retry`, err);
          ok = false;
          break; // this client's later batches wait too; other clients still go
        }
        await applyResult(clientId, batch, result);
      }
    }
    return ok;
  }

  function scheduleRetry() {
    stopTimer();
    const delay = Math.min(retryBaseMs * 2 ** (failures - 1), retryMaxMs);
    timer = setTimer(() => {
      timer = null;
      void sync();
    }, delay);
    setState({ retryAt: Date.now() + delay });
  }

  function sync(): Promise<boolean> {
    if (flight) {
      again = true;
      return flight;
    }
    stopTimer();
    setState({ running: true, retryAt: null });
    flight = (async () => {
      let ok: boolean;
      do {
        again = false;
        try {
          ok = await runOnce();
        } catch (err) {
          log('sync: failed', err);
          ok = false;
        }
      } while (ok && again);
      failures = ok ? 0 : failures + 1;
      flight = null;
      setState({ running: false, lastOutcome: ok ? 'ok' : 'failed' });
      if (!ok) scheduleRetry();
      return ok;
    })();
    return flight;
  }

  return {
    sync,
    syncNow() {
      failures = 0;
      return sync();
    },
    pause() {
      stopTimer();
      if (state.retryAt !== null) setState({ retryAt: null });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
