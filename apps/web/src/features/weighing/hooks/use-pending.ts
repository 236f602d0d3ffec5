import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { db, type PendingRecord } from '@/lib/offline-db';
import { countPending, listPending, type PendingCounts } from '../lib/pending-queue';

/** A client's rows on this device, live (Dexie liveQuery); reading failing gives an empty list (spec §8). */
export function usePendingRecords(clientId: string): PendingRecord[] {
  const [state, setState] = useState<{ clientId: string; rows: PendingRecord[] }>({ clientId, rows: [] });
  useEffect(() => {
    const subscription = liveQuery(() => listPending(db, clientId)).subscribe({
      next: (rows) => setState({ clientId, rows }),
      error: (err: unknown) => {
        console.error('reading pending records failed', err);
        setState({ clientId, rows: [] });
      },
    });
    return () => subscription.unsubscribe();
  }, [clientId]);
  return state.clientId === clientId ? state.rows : [];
}

const NONE: PendingCounts = { pending: 0, rejected: 0 };

/** Waiting and refused rows over every client, live; counting failing gives 0 (spec §8). */
export function usePendingCounts(): PendingCounts {
  const [counts, setCounts] = useState<PendingCounts>(NONE);
  useEffect(() => {
    const subscription = liveQuery(() => countPending(db)).subscribe({
      next: setCounts,
      error: (err: unknown) => {
        console.error('counting pending records failed', err);
        setCounts(NONE);
      },
    });
    return () => subscription.unsubscribe();
  }, []);
  return counts;
}
