import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { WasteRecord } from '@ecopeso/shared/records';
import { recordsQueryKey, type RecordPages } from '../api/get-records';
import { pendingKitchen } from '../lib/pending-kitchen';
import { onPhotoSent, onRecordsStored } from '../lib/sync-service';

/**
 * When sync stores this client's records, they join the synced list at once (so a row never blinks out between
 * leaving the queue and the list's refetch), then the list is refetched from the server.
 */
export function useStoredRecords(client: ClientDetail, userName: string, userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRecordsStored((clientId, rows) => {
        if (clientId !== client.id) return;
        const key = recordsQueryKey(clientId);
        const areaName = (id: string | null) => client.areas.find((a) => a.id === id)?.name ?? null;
        const stored: WasteRecord[] = rows.map((row) => ({
          id: row.localId,
          areaId: row.areaId,
          areaName: areaName(row.areaId),
          wasteType: row.wasteType,
          subType: row.subType,
          weightKg: row.weightKg,
          recordedAt: row.recordedAt,
          createdBy: userId,
          createdByName: userName,
          correctedAt: null,
          correctedByName: null,
          // Its photo, if any, goes after the record: onPhotoSent refreshes the list then.
          hasPhoto: false,
          // Until the refetch, the container, reason and item as this device chose them.
          ...pendingKitchen(client, row),
        }));
        queryClient.setQueryData<RecordPages>(key, (data) => {
          const [first, ...rest] = data?.pages ?? [];
          if (!data || !first) return data;
          const ids = new Set(first.items.map((r) => r.id));
          const items = [...stored.filter((r) => !ids.has(r.id)), ...first.items].sort(
            (a, b) => Date.parse(b.recordedAt) - Date.parse(a.recordedAt),
          );
          return { ...data, pages: [{ ...first, items }, ...rest] };
        });
        void queryClient.invalidateQueries({ queryKey: key });
      }),
    [client, userName, userId, queryClient],
  );
  // A photo sent after its record: the list refetches to show its thumbnail.
  useEffect(
    () =>
      onPhotoSent((clientId) => {
        if (clientId === client.id) void queryClient.invalidateQueries({ queryKey: recordsQueryKey(clientId) });
      }),
    [client.id, queryClient],
  );
}
