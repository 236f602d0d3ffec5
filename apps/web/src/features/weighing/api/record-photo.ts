import { z } from 'zod';
import { recordPhotoPath } from '@ecopeso/shared/record-photos';
import { apiFetch } from '@/lib/api-client';

/** PUTs a record's photo; the server keeps the first one it gets (`stored: false` for a retry). */
export function sendRecordPhoto(clientId: string, recordId: string, photo: Blob) {
  return apiFetch(
    recordPhotoPath(encodeURIComponent(clientId), encodeURIComponent(recordId)),
    z.object({ stored: z.boolean() }),
    {
      method: 'PUT',
      body: photo,
    },
  );
}
