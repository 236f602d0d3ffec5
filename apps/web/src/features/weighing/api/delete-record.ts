import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { recordsQueryKey, type RecordPages } from './get-records';

/** Deletes a synced record (the server keeps an audit event; gerente and master give a reason), then drops it from the list at once. */
export function useDeleteRecord(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, reason }: { recordId: string; reason?: string }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records/${encodeURIComponent(recordId)}`, z.unknown(), {
        method: 'DELETE',
        body: reason ? { reason } : {},
      }),
    onSuccess: (_, { recordId }) => {
      queryClient.setQueryData<RecordPages>(recordsQueryKey(clientId), (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.id !== recordId) })) }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: ['records', clientId] });
    },
  });
}
