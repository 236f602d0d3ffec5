import { z } from 'zod';
import { COOK_TURN_HEADER, recordPhotoPath } from '@ecopeso/shared/record-photos';
import { apiFetch } from '@/lib/api-client';

/**
 * PUTs a record's photo; the server keeps the first one it gets (`stored: false` for a retry). At a kitchen station
 * it carries the turn of the cook who weighed it (decision 040).
 */
export function sendRecordPhoto(clientId: string, recordId: string, photo: Blob, cookTurn?: string) {
  return apiFetch(
    recordPhotoPath(encodeURIComponent(clientId), encodeURIComponent(recordId)),
    z.object({ stored: z.boolean() }),
    {
      method: 'PUT',
      body: photo,
      ...(cookTurn ? { headers: { [COOK_TURN_HEADER]: cookTurn } } : {}),
    },
  );
}
