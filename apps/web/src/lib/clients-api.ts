/** The clients a user may see and each one's configuration, shared by the entry page and the dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientDetailSchema, clientSummarySchema } from '@ecopeso/shared/api';
import { apiFetch } from '@/lib/api-client';
import { fetchWithOfflineCopy } from '@/lib/offline-cache';

const clientListSchema = z.array(clientSummarySchema);
export const clientsQueryKey = ['clients'] as const;

/** The clients this user may see (spec §6), by name; offline, the list this device last saw. */
export function useClients() {
  return useQuery({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) =>
      fetchWithOfflineCopy('clients', clientListSchema, () =>
        apiFetch('/api/v1/clients', clientListSchema, { signal }),
      ),
    networkMode: 'always',
    staleTime: 60_000,
    retry: 1,
  });
}

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
