import { useQuery } from '@tanstack/react-query';
import { meSchema } from '@ecopeso/shared/api';
import { ApiError, apiFetch } from '@/lib/api-client';
import { fetchWithOfflineCopy } from '@/lib/offline-cache';
import { clearCache } from '@/lib/offline-db';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user's profile (role and allowed clients); only asked once a session exists, or when the session
 * cannot be checked for lack of network. Offline it answers with the last profile this device saw; a 401 forgets
 * every cached answer.
 */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchWithOfflineCopy('me', meSchema, () => apiFetch('/api/v1/me', meSchema, { signal }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) await clearCache();
        throw err;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
    // Offline the query must still run, to reach the cached copy.
    networkMode: 'always',
    retry: (count, error) => count < 2 && !('status' in error && error.status === 401),
  });
}
