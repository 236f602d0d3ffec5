import { useQuery } from '@tanstack/react-query';
import { circularEconomySchema } from '@ecopeso/shared/circular';
import { apiFetch } from '@/lib/api-client';

/** A client's flows, recovery, CO2e and opportunities for a period (local days, both included). */
export function useCircularEconomy(clientId: string | null, period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['circular-economy', clientId ?? '', period?.from ?? '', period?.to ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/v1/clients/${encodeURIComponent(clientId ?? '')}/circular-economy?${new URLSearchParams(period ?? {})}`,
        circularEconomySchema,
        { signal },
      ),
    enabled: clientId !== null && period !== null,
    staleTime: 60_000,
    retry: 1,
  });
}
