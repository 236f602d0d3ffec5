import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { recordPageSchema } from '@ecopeso/shared/records';
import { apiFetch } from '@/lib/api-client';

const deletedKey = (clientId: string) => ['records', clientId, 'deleted'] as const;

/** The client's most recently deleted records (master only), fetched while `enabled`. */
export function useDeletedRecords(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: deletedKey(clientId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records?deleted=true&limit=50`, recordPageSchema, {
        signal,
      }),
    enabled,
  });
}

/** Restores a deleted record (master), then refreshes both lists. */
export function useRestoreRecord(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) =>
      apiFetch(
        `/api/v1/clients/${encodeURIComponent(clientId)}/records/${encodeURIComponent(recordId)}/restore`,
        z.unknown(),
        { method: 'POST', body: {} },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['records', clientId] }),
  });
}
