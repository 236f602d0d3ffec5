import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@ecopeso/shared/languages';
import type { SdgChainTargetInput, SdgTargetInput } from '@ecopeso/shared/sdg-12-3';
import { z } from 'zod';
import { sdgTargetSchema } from '@ecopeso/shared/sdg-12-3-schema';
import { apiFetch } from '@/lib/api-client';
import { useClientGoal, useSaveClientGoal } from './client-goal';

/** The client's SDG 12.3 target, or null. */
export const useSdgTarget = (clientId: string) => useClientGoal('sdg-target', clientId, sdgTargetSchema);

/** Sets the target (with the version it started from; refusals in `lang`); the dashboard's progress refreshes after. */
export const useSaveSdgTarget = (clientId: string, lang: Language) =>
  useSaveClientGoal<z.infer<typeof sdgTargetSchema>, SdgTargetInput>(
    'sdg-target',
    clientId,
    sdgTargetSchema,
    `?lang=${lang}`,
  );

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
