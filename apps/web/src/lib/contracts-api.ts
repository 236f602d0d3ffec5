/**
 * A client's contracts (providers, receivers, waste types, validity): one query under one cache key, read by the
 * contracts tab of /app/admin/clientes and by the MTR pages. A contract saved in the admin refreshes every reader.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contractSchema } from '@ecopeso/shared/contracts';
import { apiFetch } from '@/lib/api-client';

export const contractsQueryKey = (clientId: string | null) => ['contracts', clientId ?? ''] as const;

/** The client's contracts, asked once a client is chosen. */
export function useContracts(clientId: string | null) {
  return useQuery({
    queryKey: contractsQueryKey(clientId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId!)}/contracts`, z.array(contractSchema), { signal }),
    enabled: clientId !== null,
  });
}
