import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@ecopeso/shared/dashboard';
import { apiFetch } from '@/lib/api-client';

export const dashboardQueryKey = (clientId: string) => ['dashboard', clientId] as const;

/**
 * A dashboard answer for one selection (the start of its cache key) and one filter, read from `url` once both are
 * known. While another filter of the same selection loads, the previous answer stays on screen; another
 * selection's answer never stands in.
 */
function useDashboardAnswer(selection: readonly string[], query: string | null, url: string | null) {
  return useQuery({
    queryKey: [...selection, query ?? ''],
    queryFn: ({ signal }) => apiFetch(url!, dashboardSchema, { signal }),
    enabled: url !== null,
    placeholderData: (previous, previousQuery) =>
      selection.every((part, i) => previousQuery?.queryKey[i] === part) ? keepPreviousData(previous) : undefined,
    staleTime: 30_000,
    retry: 1,
  });
}

/** Every series of the dashboard for one client and filter (`query` as filterQuery makes it). */
export function useDashboard(clientId: string | null, query: string | null) {
  return useDashboardAnswer(
    dashboardQueryKey(clientId ?? ''),
    query,
    clientId !== null && query !== null ? `/api/v1/clients/${encodeURIComponent(clientId)}/dashboard?${query}` : null,
  );
}

/**
 * The dashboard summed over several clients (`clients` as clientsParam makes it: 'all' or ids), with a row per
 * client.
 */
export function useClientsDashboard(clients: string | null, query: string | null) {
  return useDashboardAnswer(
    ['dashboard', 'clients', clients ?? ''],
    query,
    clients !== null && query !== null ? `/api/v1/dashboard?clients=${encodeURIComponent(clients)}&${query}` : null,
  );
}
