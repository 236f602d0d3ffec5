import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reductionGoalSchema, type ReductionGoalInput } from '@ecopeso/shared/reduction-goals';
import { apiFetch } from '@/lib/api-client';

const url = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/reduction-goal`;

/** The client's reduction goal, or null. */
export function useReductionGoal(clientId: string) {
  return useQuery({
    queryKey: ['reduction-goal', clientId],
    queryFn: ({ signal }) => apiFetch(url(clientId), reductionGoalSchema.nullable(), { signal }),
    staleTime: 30_000,
  });
}

/** Sets the goal (with the version it started from); the dashboard's progress refreshes after. */
export function useSaveReductionGoal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReductionGoalInput) =>
      apiFetch(url(clientId), reductionGoalSchema, { method: 'PUT', body: input }),
    onSuccess: (goal) => {
      queryClient.setQueryData(['reduction-goal', clientId], goal);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
