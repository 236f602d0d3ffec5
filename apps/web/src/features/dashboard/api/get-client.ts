import { useQuery } from '@tanstack/react-query';
import { clientDetailSchema } from '@ecopeso/shared/api';
import { apiFetch } from '@/lib/api-client';

/** A client's areas, enabled types, diversion goal and time zone. Same cache key as the entry page's copy. */
export function useClientDetail(clientId: string | null) {
  return useQuery({
    queryKey: ['client', clientId ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId ?? '')}`, clientDetailSchema, { signal }),
    enabled: clientId !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
