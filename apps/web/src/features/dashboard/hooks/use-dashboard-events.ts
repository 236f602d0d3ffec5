import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboardQueryKey } from '../api/get-dashboard';

/**
 * Follows the client's Server-Sent Events: a record created or deleted on any device refreshes the dashboard.
 * EventSource reconnects by itself; after a reconnection the dashboard refreshes too, for what it missed meanwhile.
 */
export function useDashboardEvents(clientId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!clientId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/clients/${encodeURIComponent(clientId)}/events`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(clientId) });
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
