import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { RECORDS_PAGE_DEFAULT, recordPageSchema, type RecordPage } from '@ecopeso/shared/records';
import { apiFetch } from '@/lib/api-client';

export const recordsQueryKey = (clientId: string) => ['records', clientId] as const;
export type RecordPages = InfiniteData<RecordPage, string | null>;

/** A client's synced records, newest first, a page at a time (keyset cursor). */
export function useRecords(clientId: string) {
  return useInfiniteQuery({
    queryKey: recordsQueryKey(clientId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(RECORDS_PAGE_DEFAULT) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records?${query}`, recordPageSchema, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: 1,
  });
}
