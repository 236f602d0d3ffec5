import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientDetailSchema } from '@ecopeso/shared/api';
import { apiFetch } from '@/lib/api-client';
import { fetchWithOfflineCopy } from '@/lib/offline-cache';

export const clientQueryKey = (clientId: string) => ['client', clientId] as const;

/** A client's configuration for the entry form (types, sub-types, areas, limits, timezone); offline, the last copy. */
export const clientQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) =>
      fetchWithOfflineCopy(`client:${clientId}`, clientDetailSchema, () =>
        apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}`, clientDetailSchema, { signal }),
      ),
    networkMode: 'always',
    staleTime: 60_000,
    retry: 1,
  });

export function useClientDetail(clientId: string | null) {
  return useQuery({ ...clientQuery(clientId ?? ''), enabled: clientId !== null });
}
