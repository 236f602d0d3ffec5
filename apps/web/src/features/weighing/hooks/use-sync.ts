import { useEffect, useSyncExternalStore } from 'react';
import { startSync, syncEngine } from '../lib/sync-service';
import type { SyncState } from '../lib/sync';

/** Keeps automatic sync running while the calling component is mounted, and returns the engine's state. */
export function useSync(): SyncState & { syncNow: () => Promise<boolean> } {
  useEffect(() => startSync(), []);
  const state = useSyncExternalStore(syncEngine.subscribe, syncEngine.getState);
  return { ...state, syncNow: syncEngine.syncNow };
}
