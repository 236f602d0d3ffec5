import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  auditLogPageSchema,
  contactInboxSchema,
  contactMessageSchema,
  emissionFactorSchema,
  emissionFactorsSchema,
  siteAnalyticsSchema,
  systemStatusSchema,
  type auditLogQuerySchema,
  type CONTACT_STATUSES,
  type createEmissionFactorSchema,
  type createFactorYearSchema,
  type updateEmissionFactorSchema,
} from '@ecopeso/shared/master-tools';
import { apiFetch } from '@/lib/api-client';

/** Master tools 3–8: one query or mutation per endpoint of /api/v1/master-tools. */
const BASE = '/api/v1/master-tools';

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const clientExportUrl = (clientId: string, lang: string) =>
  `${BASE}/clients/${encodeURIComponent(clientId)}/records.csv?lang=${lang}`;
export const fullExportUrl = `${BASE}/export.zip`;

export function useEmissionFactors(year: number | null) {
  return useQuery({
    queryKey: ['master-tools', 'emission-factors', year],
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/emission-factors${queryString({ year: year ?? undefined })}`, emissionFactorsSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh(key: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['master-tools', key] });
}

export function useCreateFactorYear() {
  const refresh = useRefresh('emission-factors');
  return useMutation({
    mutationFn: (body: z.output<typeof createFactorYearSchema>) =>
      apiFetch(`${BASE}/emission-factors/years`, emissionFactorsSchema, { method: 'POST', body }),
    onSettled: refresh,
  });
}

export function useCreateFactor() {
  const refresh = useRefresh('emission-factors');
  return useMutation({
    mutationFn: (body: z.output<typeof createEmissionFactorSchema>) =>
      apiFetch(`${BASE}/emission-factors`, emissionFactorSchema, { method: 'POST', body }),
    onSettled: refresh,
  });
}

export function useUpdateFactor() {
  const refresh = useRefresh('emission-factors');
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & z.output<typeof updateEmissionFactorSchema>) =>
      apiFetch(`${BASE}/emission-factors/${encodeURIComponent(id)}`, emissionFactorSchema, { method: 'PATCH', body }),
    onSettled: refresh,
  });
}

export type AuditLogFilter = Partial<Omit<z.input<typeof auditLogQuerySchema>, 'page'>>;

export function useAuditLog(filter: AuditLogFilter, page: number) {
  return useQuery({
    queryKey: ['master-tools', 'audit', filter, page],
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/audit${queryString({ ...filter, page })}`, auditLogPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContactInbox(status: (typeof CONTACT_STATUSES)[number], page: number) {
  return useQuery({
    queryKey: ['master-tools', 'contact', status, page],
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/contact-messages${queryString({ status, page })}`, contactInboxSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  const refresh = useRefresh('contact');
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      apiFetch(`${BASE}/contact-messages/${encodeURIComponent(id)}/handled`, contactMessageSchema, {
        method: 'PUT',
        body: { handled },
      }),
    onSettled: refresh,
  });
}

export function useSiteAnalytics(days: number) {
  return useQuery({
    queryKey: ['master-tools', 'analytics', days],
    queryFn: ({ signal }) => apiFetch(`${BASE}/site-analytics?days=${days}`, siteAnalyticsSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: ['master-tools', 'system'],
    queryFn: ({ signal }) => apiFetch(`${BASE}/system`, systemStatusSchema, { signal }),
  });
}
