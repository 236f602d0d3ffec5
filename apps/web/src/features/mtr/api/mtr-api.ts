import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mtrExchangeListSchema,
  mtrPageSchema,
  mtrProposalSchema,
  mtrSchema,
  type MtrCancelInput,
  type MtrDraftInput,
  type MtrDraftUpdate,
} from '@ecopeso/shared/mtr';
import { mtrMappingSchema, type MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';
import { dmrSchema, weighedVsDeclaredSchema } from '@ecopeso/shared/mtr-reports';
import {
  mtrConnectionTestSchema,
  mtrLookupSyncResultSchema,
  mtrLookupsSchema,
  mtrSettingsSchema,
  type MtrSettingsInput,
} from '@ecopeso/shared/mtr-settings';
import { apiFetch } from '@/lib/api-client';

/**
 * Every endpoint of MTR management and the SIGOR panel, in one place. The paths are those of the MTR API
 * (apps/server/src/routes/mtr*.ts); a client's MTR data lives under /api/v1/clients/:clientId.
 */
const c = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}`;
export const MTR_PATHS = {
  settings: (clientId: string) => `${c(clientId)}/mtr/settings`,
  test: (clientId: string) => `${c(clientId)}/mtr/settings/test`,
  lookups: (clientId: string) => `${c(clientId)}/mtr/lookups`,
  sync: (clientId: string) => `${c(clientId)}/mtr/lookups/sync`,
  mapping: (clientId: string) => `${c(clientId)}/mtr/mapping`,
  proposal: (clientId: string, contractId: string) =>
    `${c(clientId)}/mtr/contracts/${encodeURIComponent(contractId)}/proposal`,
  mtrs: (clientId: string) => `${c(clientId)}/mtrs`,
  mtr: (clientId: string, mtrId: string) => `${c(clientId)}/mtrs/${encodeURIComponent(mtrId)}`,
  issue: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/issue`,
  cancel: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/cancel`,
  refresh: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/refresh`,
  reconcile: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/reconcile`,
  reissue: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/reissue`,
  discard: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/discard`,
  testMtr: (clientId: string, contractId: string) =>
    `${c(clientId)}/mtr/contracts/${encodeURIComponent(contractId)}/test-mtr`,
  simulate: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/simulate`,
  exchanges: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/exchanges`,
  mtrPdf: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/mtr.pdf`,
  cdfPdf: (clientId: string, mtrId: string) => `${MTR_PATHS.mtr(clientId, mtrId)}/cdf.pdf`,
  clientExchanges: (clientId: string) => `${c(clientId)}/mtr/exchanges`,
  weighedVsDeclared: (clientId: string) => `${c(clientId)}/mtr/weighed-vs-declared`,
  dmr: (clientId: string) => `${c(clientId)}/mtr/dmr`,
  dmrFile: (clientId: string, ext: 'csv' | 'pdf') => `${c(clientId)}/mtr/dmr.${ext}`,
} as const;

const key = (clientId: string | null, ...rest: string[]) => ['mtr', clientId ?? '', ...rest];
const enabled = (clientId: string | null) => clientId !== null;

/** A client's MTR resource at MTR_PATHS[name], kept under the same name in the cache; asked once a client is chosen. */
function useMtrRead<T>(clientId: string | null, name: 'settings' | 'lookups' | 'mapping', schema: z.ZodType<T>) {
  return useQuery({
    queryKey: key(clientId, name),
    queryFn: ({ signal }) => apiFetch(MTR_PATHS[name](clientId!), schema, { signal }),
    enabled: enabled(clientId),
  });
}

export const useMtrSettings = (clientId: string | null) => useMtrRead(clientId, 'settings', mtrSettingsSchema);

export function useSaveMtrSettings(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MtrSettingsInput) =>
      apiFetch(MTR_PATHS.settings(clientId), mtrSettingsSchema, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      qc.setQueryData(key(clientId, 'settings'), saved);
      void qc.invalidateQueries({ queryKey: key(clientId) });
    },
  });
}

export function useTestConnection(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(MTR_PATHS.test(clientId), mtrConnectionTestSchema, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: key(clientId, 'exchanges') }),
  });
}

export const useLookups = (clientId: string | null) => useMtrRead(clientId, 'lookups', mtrLookupsSchema);

export function useSyncLookups(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(MTR_PATHS.sync(clientId), mtrLookupSyncResultSchema, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: key(clientId) }),
  });
}

export const useMapping = (clientId: string | null) => useMtrRead(clientId, 'mapping', mtrMappingSchema);

export function useSaveMapping(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rows: MtrMappingRowInput[]) =>
      apiFetch(MTR_PATHS.mapping(clientId), mtrMappingSchema, { method: 'PUT', body: { rows } }),
    onSuccess: (saved) => qc.setQueryData(key(clientId, 'mapping'), saved),
  });
}

export function useProposal(clientId: string | null, contractId: string | null) {
  return useQuery({
    queryKey: key(clientId, 'proposal', contractId ?? ''),
    queryFn: ({ signal }) => apiFetch(MTR_PATHS.proposal(clientId!, contractId!), mtrProposalSchema, { signal }),
    enabled: enabled(clientId) && contractId !== null,
    staleTime: 0,
  });
}

export function useMtrs(clientId: string | null, query: { status?: string; contractId?: string } = {}) {
  const params = new URLSearchParams({ pageSize: '100' });
  if (query.status) params.set('status', query.status);
  if (query.contractId) params.set('contractId', query.contractId);
  return useQuery({
    queryKey: key(clientId, 'list', params.toString()),
    queryFn: ({ signal }) => apiFetch(`${MTR_PATHS.mtrs(clientId!)}?${params}`, mtrPageSchema, { signal }),
    enabled: enabled(clientId),
  });
}

/** One MTR, followed every few seconds while its issue is being confirmed or the receiver has still to act on it. */
export function useMtr(clientId: string | null, mtrId: string | null) {
  return useQuery({
    queryKey: key(clientId, 'one', mtrId ?? ''),
    queryFn: ({ signal }) => apiFetch(MTR_PATHS.mtr(clientId!, mtrId!), mtrSchema, { signal }),
    enabled: enabled(clientId) && mtrId !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      if (status === 'issuing') return 2_000;
      return status === 'issued' || status === 'received' ? 5_000 : false;
    },
  });
}

export function useExchanges(clientId: string | null, mtrId: string | null) {
  return useQuery({
    queryKey: key(clientId, 'exchanges', mtrId ?? 'all'),
    queryFn: ({ signal }) =>
      apiFetch(
        mtrId ? MTR_PATHS.exchanges(clientId!, mtrId) : MTR_PATHS.clientExchanges(clientId!),
        mtrExchangeListSchema,
        { signal },
      ),
    enabled: enabled(clientId),
  });
}

/** Every MTR write answers the MTR as it now stands; the lists and documents follow. */
function useMtrWrite<I>(clientId: string, call: (input: I) => Promise<z.infer<typeof mtrSchema>>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (mtr) => {
      qc.setQueryData(key(clientId, 'one', mtr.id), mtr);
      void qc.invalidateQueries({ queryKey: key(clientId) });
      void qc.invalidateQueries({ queryKey: ['documents', clientId] });
    },
  });
}

export const useCreateDraft = (clientId: string) =>
  useMtrWrite(clientId, (input: MtrDraftInput) =>
    apiFetch(MTR_PATHS.mtrs(clientId), mtrSchema, { method: 'POST', body: input }),
  );
export const useUpdateDraft = (clientId: string) =>
  useMtrWrite(clientId, ({ id, input }: { id: string; input: MtrDraftUpdate }) =>
    apiFetch(MTR_PATHS.mtr(clientId, id), mtrSchema, { method: 'PATCH', body: input }),
  );
export const useIssueMtr = (clientId: string) =>
  useMtrWrite(clientId, ({ id }: { id: string }) =>
    apiFetch(MTR_PATHS.issue(clientId, id), mtrSchema, { method: 'POST', body: {} }),
  );
export const useCancelMtr = (clientId: string) =>
  useMtrWrite(clientId, ({ id, input }: { id: string; input: MtrCancelInput }) =>
    apiFetch(MTR_PATHS.cancel(clientId, id), mtrSchema, { method: 'POST', body: input }),
  );
export const useRefreshMtr = (clientId: string) =>
  useMtrWrite(clientId, (id: string) =>
    apiFetch(MTR_PATHS.refresh(clientId, id), mtrSchema, { method: 'POST', body: {} }),
  );
export const useSimulateReceiver = (clientId: string) =>
  useMtrWrite(clientId, ({ id, step }: { id: string; step: 'receive' | 'cdf' }) =>
    apiFetch(MTR_PATHS.simulate(clientId, id), mtrSchema, { method: 'POST', body: { step } }),
  );
export const useReconcileMtr = (clientId: string) =>
  useMtrWrite(clientId, (id: string) =>
    apiFetch(MTR_PATHS.reconcile(clientId, id), mtrSchema, { method: 'POST', body: {} }),
  );
/** A person's decision to issue again after reconciliation found no MTR (audited by the server). */
export const useReissueMtr = (clientId: string) =>
  useMtrWrite(clientId, ({ id, version }: { id: string; version: number }) =>
    apiFetch(MTR_PATHS.reissue(clientId, id), mtrSchema, { method: 'POST', body: { version, confirm: true } }),
  );
export const useDiscardMtr = (clientId: string) =>
  useMtrWrite(clientId, ({ id, version }: { id: string; version: number }) =>
    apiFetch(MTR_PATHS.discard(clientId, id), mtrSchema, { method: 'POST', body: { version } }),
  );
/**
 * The SIGOR panel's test MTR (homologation or simulator only): the server drafts it with a small fixed quantity of
 * the contract's code, marks it as a test (never counted) and issues it.
 */
export const useTestMtr = (clientId: string) =>
  useMtrWrite(clientId, ({ contractId, today }: { contractId: string; today: string }) =>
    apiFetch(MTR_PATHS.testMtr(clientId, contractId), mtrSchema, { method: 'POST', body: { today } }),
  );

export function useWeighedVsDeclared(clientId: string | null, period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: key(clientId, 'wvd', period?.from ?? '', period?.to ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`${MTR_PATHS.weighedVsDeclared(clientId!)}?${new URLSearchParams(period!)}`, weighedVsDeclaredSchema, {
        signal,
      }),
    enabled: enabled(clientId) && period !== null,
  });
}

export function useDmr(clientId: string | null, year: number, period: number) {
  return useQuery({
    queryKey: key(clientId, 'dmr', String(year), String(period)),
    queryFn: ({ signal }) =>
      apiFetch(`${MTR_PATHS.dmr(clientId!)}?year=${year}&period=${period}`, dmrSchema, { signal }),
    enabled: enabled(clientId),
  });
}

/** The client's state (UF): the DMR is by semester in Minas Gerais, by quarter elsewhere. */
export function useClientState(clientId: string | null) {
  return useQuery({
    queryKey: ['admin-client-state', clientId ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(`/api/v1/admin/clients/${encodeURIComponent(clientId!)}`, z.object({ state: z.string().nullish() }), {
        signal,
      }),
    enabled: enabled(clientId),
    staleTime: 300_000,
  });
}
