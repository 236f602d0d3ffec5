import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { RecordCorrection } from '@ecopeso/shared/records';
import { apiFetch } from '@/lib/api-client';

/** Corrects a synced record on the server (audited), then refreshes the list. */
export function useCorrectRecord(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, correction }: { recordId: string; correction: RecordCorrection }) =>
      apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records/${encodeURIComponent(recordId)}`, z.unknown(), {
        method: 'PATCH',
        body: correction,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['records', clientId] }),
  });
}
