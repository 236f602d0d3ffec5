import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@ecopeso/shared/languages';
import type { SdgChainTargetInput, SdgTargetInput } from '@ecopeso/shared/sdg-12-3';
import { z } from 'zod';
import { sdgTargetSchema } from '@ecopeso/shared/sdg-12-3-schema';
import { apiFetch } from '@/lib/api-client';

const url = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/sdg-target`;

/** The client's SDG 12.3 target, or null. */
export function useSdgTarget(clientId: string) {
  return useQuery({
    queryKey: ['sdg-target', clientId],
    queryFn: ({ signal }) => apiFetch(url(clientId), sdgTargetSchema.nullable(), { signal }),
    staleTime: 30_000,
  });
}

/** Sets the target (with the version it started from; refusals in `lang`); the dashboard's progress refreshes after. */
export function useSaveSdgTarget(clientId: string, lang: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SdgTargetInput) =>
      apiFetch(`${url(clientId)}?lang=${lang}`, sdgTargetSchema, { method: 'PUT', body: input }),
    onSuccess: (target) => {
      queryClient.setQueryData(['sdg-target', clientId], target);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** One target for every hotel of the selection (a chain's baseline); the dashboard refreshes after. */
export function useSaveChainSdgTarget(lang: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SdgChainTargetInput) =>
      apiFetch(`/api/v1/sdg-targets?lang=${lang}`, z.object({ clients: z.record(z.string(), sdgTargetSchema) }), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sdg-target'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
