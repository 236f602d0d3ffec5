import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recordsQueryKey } from '../api/get-records';

/**
 * Follows the client's Server-Sent Events: a record created, corrected, deleted or restored on any device refreshes this list.
 * EventSource reconnects by itself; after a reconnection the list refreshes too, for what it missed meanwhile.
 */
export function useRecordEvents(clientId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/clients/${encodeURIComponent(clientId)}/events`);
    // By prefix: the live list and, for a master, the deleted one.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recordsQueryKey(clientId) });
    let opened = false;
    for (const kind of ['records.created', 'record.deleted', 'record.updated', 'record.restored', 'records.changed']) {
      source.addEventListener(kind, refresh);
    }
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => source.close();
  }, [clientId, queryClient]);
}
