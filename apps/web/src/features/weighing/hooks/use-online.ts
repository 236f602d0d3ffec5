import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';

/** Whether the server can be reached, as the app's requests find it (spec §4 connectivity; lib/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline);
}
