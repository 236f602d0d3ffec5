/** The record editor's endpoints: records of every client, bulk delete and its undo, restore of one record. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bulkDeleteResultSchema,
  masterRecordPageSchema,
  undoOperationResultSchema,
  type BulkDelete,
  type MasterRecordsQuery,
} from '@ecopeso/shared/master-records';
import { apiFetch } from '@/lib/api-client';

export type RecordFilters = Omit<MasterRecordsQuery, 'limit' | 'cursor'>;
export const masterRecordsKey = ['master-records'] as const;

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

/** One page of records matching the filters, from a keyset cursor (null: the newest). */
export function useMasterRecords(filters: RecordFilters, cursor: string | null, limit = 50) {
  return useQuery({
    queryKey: [...masterRecordsKey, filters, cursor, limit],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/v1/admin/records?${queryString({ ...filters, cursor: cursor ?? undefined, limit })}`,
        masterRecordPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Deletes the selection as one operation; its id undoes it. */
export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDelete) =>
      apiFetch('/api/v1/admin/records/bulk-delete', bulkDeleteResultSchema, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: masterRecordsKey }),
  });
}

export function useUndoOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operationId: string) =>
      apiFetch(`/api/v1/admin/record-operations/${encodeURIComponent(operationId)}/undo`, undoOperationResultSchema, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: masterRecordsKey }),
  });
}

/** Restores one deleted record (the route the weighing page's master uses too). */
export function useRestoreOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, id, reason }: { clientId: string; id: string; reason?: string }) =>
      apiFetch(
        `/api/v1/clients/${encodeURIComponent(clientId)}/records/${encodeURIComponent(id)}/restore`,
        z.unknown(),
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: masterRecordsKey }),
  });
}
