import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientSummarySchema } from '@ecopeso/shared/api';
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
