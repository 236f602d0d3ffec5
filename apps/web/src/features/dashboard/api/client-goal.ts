import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

/** A goal a client keeps one of (`reduction-goal`, `sdg-target`): its address and its place in the cache. */
export type ClientGoal = 'reduction-goal' | 'sdg-target';

const url = (goal: ClientGoal, clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/${goal}`;

/** The client's goal, or null when none is set. */
export function useClientGoal<T>(goal: ClientGoal, clientId: string, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: [goal, clientId],
    queryFn: ({ signal }) => apiFetch(url(goal, clientId), schema.nullable(), { signal }),
    staleTime: 30_000,
  });
}

/**
 * Sets the goal (the input names the version it started from; `search`, e.g. `?lang=pt`, the language of a refusal);
 * the goal read follows and the dashboard's progress refreshes after.
 */
export function useSaveClientGoal<T, I>(goal: ClientGoal, clientId: string, schema: z.ZodType<T>, search = '') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch(`${url(goal, clientId)}${search}`, schema, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData([goal, clientId], saved);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
