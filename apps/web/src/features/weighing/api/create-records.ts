import { batchResultSchema, type BatchResult, type NewRecord } from '@ecopeso/shared/records';
import { apiFetch } from '@/lib/api-client';

/** POSTs one batch (≤ 500) of a client's records; the server stores each by its id at most once. */
export function sendRecordBatch(clientId: string, records: NewRecord[]): Promise<BatchResult> {
  return apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records`, batchResultSchema, {
    method: 'POST',
    body: { records },
  });
}
