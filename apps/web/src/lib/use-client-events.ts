import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientQueryKey, clientsQueryKey } from '@/lib/clients-api';

// records.changed: many at once (a bulk delete, an import or its undo).
const RECORD_EVENTS = [
  'records.created',
  'record.deleted',
  'record.updated',
  'record.restored',
  'records.changed',
] as const;

/**
 * Follows one client's Server-Sent Events. A record created, corrected, deleted or restored on any device calls
 * `onRecords`; a change of the client's set-up by an admin (types, areas, limits, contracts) refreshes its
 * configuration here — the entry form, the offline copy and the dashboard follow without a reload — and calls
 * `onRecords` too, as figures may depend on it. EventSource reconnects by itself; after a reconnection everything
 * refreshes, for what was missed meanwhile.
 */
export function useClientEvents(clientId: string | null, onRecords: () => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onRecords);
  useEffect(() => {
    latest.current = onRecords;
  });
  useEffect(() => {
    if (!clientId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/clients/${encodeURIComponent(clientId)}/events`);
    const records = () => latest.current();
    const setUp = () => {
      void queryClient.invalidateQueries({ queryKey: clientQueryKey(clientId) });
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
      records();
    };
    for (const kind of RECORD_EVENTS) source.addEventListener(kind, records);
    source.addEventListener('client.changed', setUp);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) setUp();
      opened = true;
    });
    return () => source.close();
  }, [clientId, queryClient]);
}
