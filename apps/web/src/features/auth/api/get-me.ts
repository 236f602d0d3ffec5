import { useQuery } from '@tanstack/react-query';
import { meSchema } from '@ecopeso/shared/api';
import { apiFetch } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user's profile (role and allowed clients); only asked once a session exists. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => apiFetch('/api/v1/me', meSchema, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 401),
  });
}
