/** The endpoints of /app/admin/clientes and /app/admin/empresas-coleta: clients, providers, contracts, alerts. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clientAdminSchema,
  clientPageSchema,
  type ClientListQuery,
  type CreateClientInput,
  type UpdateClientInput,
} from '@ecopeso/shared/admin-clients';
import { contractSchema, type ContractInput } from '@ecopeso/shared/contracts';
import {
  providerPageSchema,
  providerSchema,
  type CreateReceiverInput,
  type ProviderKind,
  type ProviderListQuery,
  type UpdateReceiverInput,
} from '@ecopeso/shared/providers';
import { apiFetch } from '@/lib/api-client';

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const id = encodeURIComponent;
const PATH: Record<ProviderKind, string> = { carrier: 'carriers', receiver: 'receivers' };

/** Saves what a dialog edited: a new one is POSTed to its collection, a change PATCHed to the item (`itemId`). */
function save<T>(collection: string, itemId: string | null, schema: z.ZodType<T>, body: unknown): Promise<T> {
  return itemId
    ? apiFetch(`${collection}/${id(itemId)}`, schema, { method: 'PATCH', body })
    : apiFetch(collection, schema, { method: 'POST', body });
}

export function useAdminClients(query: ClientListQuery) {
  return useQuery({
    queryKey: ['admin-clients', query],
    queryFn: ({ signal }) => apiFetch(`/api/v1/admin/clients?${queryString(query)}`, clientPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClientAdmin(clientId: string | null) {
  return useQuery({
    queryKey: ['admin-client', clientId],
    queryFn: ({ signal }) => apiFetch(`/api/v1/admin/clients/${id(clientId ?? '')}`, clientAdminSchema, { signal }),
    enabled: clientId !== null,
  });
}

/** A saved change reaches every open view: the entry form (and its offline copy), the dashboard, the lists. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useSaveClient() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string | null; input: CreateClientInput | UpdateClientInput }) =>
      save('/api/v1/clients', clientId, clientAdminSchema, input),
    onSettled: refresh,
  });
}

export function useProviders(kind: ProviderKind, query: ProviderListQuery) {
  return useQuery({
    queryKey: ['providers', kind, query],
    queryFn: ({ signal }) => apiFetch(`/api/v1/${PATH[kind]}?${queryString(query)}`, providerPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveProvider() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({
      kind,
      providerId,
      input,
    }: {
      kind: ProviderKind;
      providerId: string | null;
      input: CreateReceiverInput | UpdateReceiverInput;
    }) => save(`/api/v1/${PATH[kind]}`, providerId, providerSchema, input),
    onSettled: refresh,
  });
}

export function useSaveContract() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({
      clientId,
      contractId,
      version,
      input,
    }: {
      clientId: string;
      contractId: string | null;
      version: number;
      input: ContractInput;
    }) =>
      // A change names the version it was made on (a stale one is refused); a new contract is the input alone.
      save(
        `/api/v1/clients/${id(clientId)}/contracts`,
        contractId,
        contractSchema,
        contractId ? { version, contract: input } : input,
      ),
    onSettled: refresh,
  });
}
