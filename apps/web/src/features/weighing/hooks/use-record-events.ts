import { useQueryClient } from '@tanstack/react-query';
import { useClientEvents } from '@/lib/use-client-events';
import { recordsQueryKey } from '../api/get-records';

/**
 * A record created, corrected, deleted or restored on any device refreshes this list (by prefix: the live list and,
 * for a master, the deleted one); a change of the client's set-up refreshes the entry form's types and areas.
 */
export function useRecordEvents(clientId: string) {
  const queryClient = useQueryClient();
  useClientEvents(clientId, () => void queryClient.invalidateQueries({ queryKey: recordsQueryKey(clientId) }));
}
