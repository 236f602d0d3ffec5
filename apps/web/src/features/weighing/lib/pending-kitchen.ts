import type { ClientDetail } from '@ecopeso/shared/api';
import { roundToGram } from '@ecopeso/shared/figures';
import type { WasteRecord } from '@ecopeso/shared/records';
import type { PendingRecord } from '@/lib/offline-db';

/**
 * A row of the device's queue as the records list shows a stored record's container, reason and item (issue 26): in
 * the client's names, the tare as this device took it off (the server takes its own off when it stores the record).
 */
export function pendingKitchen(
  client: ClientDetail,
  row: PendingRecord,
): Pick<
  WasteRecord,
  | 'containerId'
  | 'containerName'
  | 'grossKg'
  | 'tareKg'
  | 'lossReasonId'
  | 'lossReasonKind'
  | 'lossReasonName'
  | 'foodItemId'
  | 'foodItemName'
> {
  const reason = client.lossReasons.find((r) => r.id === row.lossReasonId);
  return {
    containerId: row.containerId ?? null,
    containerName: client.containers.find((c) => c.id === row.containerId)?.name ?? null,
    grossKg: row.grossKg ?? null,
    tareKg: row.grossKg === undefined ? null : roundToGram(row.grossKg - row.weightKg),
    lossReasonId: reason?.id ?? null,
    lossReasonKind: reason?.kind ?? null,
    lossReasonName: reason?.name ?? null,
    foodItemId: row.foodItemId ?? null,
    foodItemName: client.foodItems.find((f) => f.id === row.foodItemId)?.name ?? null,
  };
}
