import { useQueryClient } from '@tanstack/react-query';
import { useClientEvents } from '@/lib/use-client-events';
import { dashboardQueryKey } from '../api/get-dashboard';

/** A record or the client's set-up changed on any device or admin page: the dashboard refreshes. */
export function useDashboardEvents(clientId: string | null) {
  const queryClient = useQueryClient();
  useClientEvents(clientId, () => {
    if (clientId) void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(clientId) });
  });
}
