import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { activityMonthSchema, type ActivityMonth } from '@ecopeso/shared/activity';
import type { Language } from '@ecopeso/shared/languages';
import { apiFetch } from '@/lib/api-client';

const base = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/activity`;

/** The client's occupancy months of a year (room-nights, guests, meals). */
export function useActivity(clientId: string, year: number) {
  return useQuery({
    queryKey: ['activity', clientId, year],
    queryFn: ({ signal }) => apiFetch(`${base(clientId)}?year=${year}`, z.array(activityMonthSchema), { signal }),
    staleTime: 30_000,
  });
}

/** Saves one month, or imports a CSV of past months; the dashboard's per-guest figures refresh after either. */
export function useSaveActivity(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['activity', clientId] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
  const save = useMutation({
    mutationFn: ({ month, ...values }: ActivityMonth) =>
      apiFetch(`${base(clientId)}/${month}`, activityMonthSchema, { method: 'PUT', body: values }),
    onSuccess: refresh,
  });
  const importCsv = useMutation({
    mutationFn: ({ csv, lang }: { csv: string; lang: Language }) =>
      apiFetch(`${base(clientId)}/import`, z.object({ imported: z.number() }), {
        method: 'POST',
        body: { csv, lang },
      }),
    onSuccess: refresh,
  });
  return { save, importCsv };
}
