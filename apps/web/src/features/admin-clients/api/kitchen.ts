/** The endpoints of a client's kitchen lists (apps/server/src/routes/kitchen.ts, issue 26 items 2 and 3). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { kitchenListsSchema } from '@ecopeso/shared/kitchen-lists';
import { apiFetch } from '@/lib/api-client';

const id = encodeURIComponent;

/** The lists one edits, inactive entries too. */
export function useKitchenLists(clientId: string) {
  return useQuery({
    queryKey: ['kitchen-lists', clientId],
    queryFn: ({ signal }) => apiFetch(`/api/v1/clients/${id(clientId)}/kitchen`, kitchenListsSchema, { signal }),
  });
}

/** Which list an entry belongs to, as its path names it. */
export type KitchenPath = 'containers' | 'loss-reasons' | 'food-items';

/** How a change is sent: a new entry, a change to one, a container's photo set (its bytes) or removed. */
export type KitchenMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One change to a client's kitchen: `path` under the client (a list, an entry, a container's tares, the settings),
 * its method and body as the route's shared schema takes it. Every open view refetches after it (the entry form too).
 */
export function useKitchenChange(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method, body }: { path: string; method: KitchenMethod; body: unknown }) =>
      apiFetch(`/api/v1/clients/${id(clientId)}/${path}`, z.unknown(), { method, body }),
    onSettled: () => client.invalidateQueries(),
  });
}
