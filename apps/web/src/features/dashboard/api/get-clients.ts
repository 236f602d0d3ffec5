import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientSummarySchema } from '@ecopeso/shared/api';
import { apiFetch } from '@/lib/api-client';

const clientListSchema = z.array(clientSummarySchema);

/** The clients this user may see (spec §6), by name. Same cache key as the entry page's list: one copy per tab. */
export function useClients() {
  return useQuery({
    queryKey: ['clients'],
    queryFn: ({ signal }) => apiFetch('/api/v1/clients', clientListSchema, { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}
