import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@ecopeso/shared/dashboard';
import { apiFetch } from '@/lib/api-client';

export const dashboardQueryKey = (clientId: string) => ['dashboard', clientId] as const;

/**
 * Every series of the dashboard for one client and filter (`query` as filterQuery makes it). While another filter
 * of the same client loads, the previous answer stays on screen; another client's answer never stands in.
 */
export function useDashboard(clientId: string | null, query: string | null) {
  return useQuery({
    queryKey: [...dashboardQueryKey(clientId ?? ''), query ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId ?? '')}/dashboard?${query}`, dashboardSchema, {
        signal,
      }),
    enabled: clientId !== null && query !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === clientId ? keepPreviousData(previous) : undefined,
    staleTime: 30_000,
    retry: 1,
  });
}

/**
 * The dashboard summed over several clients (`clients` as clientsParam makes it: 'all' or ids), with a row per
 * client. While another filter of the same selection loads, the previous answer stays on screen.
 */
export function useClientsDashboard(clients: string | null, query: string | null) {
  return useQuery({
    queryKey: ['dashboard', 'clients', clients ?? '', query ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/dashboard?clients=${encodeURIComponent(clients ?? '')}&${query}`, dashboardSchema, {
        signal,
      }),
    enabled: clients !== null && query !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === clients ? keepPreviousData(previous) : undefined,
    staleTime: 30_000,
    retry: 1,
  });
}
