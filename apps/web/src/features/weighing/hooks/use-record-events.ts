import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recordsQueryKey } from '../api/get-records';

/**
 * Follows the client's Server-Sent Events: a record created or deleted on any device refreshes this list.
 * EventSource reconnects by itself; after a reconnection the list refreshes too, for what it missed meanwhile.
 */
export function useRecordEvents(clientId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/clients/${encodeURIComponent(clientId)}/events`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: recordsQueryKey(clientId) });
    let opened = false;
    source.addEventListener('records.created', refresh);
    source.addEventListener('record.deleted', refresh);
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => source.close();
  }, [clientId, queryClient]);
}
