import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, codeForStatus, type ErrorCode } from '@ecopeso/shared/errors';
import {
  documentListSchema,
  uploadedDocumentSchema,
  type UploadedDocument,
  type UploadKind,
} from '@ecopeso/shared/documents';
import type { Language } from '@ecopeso/shared/languages';
import { z } from 'zod';
import { ApiError, apiFetch } from '@/lib/api-client';
import { reportReachable } from '@/lib/connectivity';

export interface DocumentsPeriod {
  from: string;
  to: string;
}

const base = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/documents`;

/** The selected client's documents of a period (months `YYYY-MM`, both included). */
export function useDocuments(clientId: string | null, period: DocumentsPeriod | null, lang: Language) {
  return useQuery({
    queryKey: ['documents', clientId ?? '', period?.from ?? '', period?.to ?? '', lang],
    queryFn: ({ signal }) =>
      apiFetch(`${base(clientId ?? '')}?${new URLSearchParams({ ...period!, lang })}`, documentListSchema, {
        signal,
      }),
    enabled: clientId !== null && period !== null,
    staleTime: 30_000,
    retry: 1,
  });
}

/** Where the period's ZIP is made. */
export const documentsZipPath = (clientId: string, period: DocumentsPeriod, lang: Language) =>
  `${base(clientId)}.zip?${new URLSearchParams({ ...period, lang })}`;

export interface UploadInput {
  kind: UploadKind;
  number: string;
  issuedOn: string;
  file: File;
}

/** Sends the PDF itself as the body; the server checks it is a PDF of at most 10 MB and answers in `lang`. */
async function uploadDocument(clientId: string, input: UploadInput, lang: Language): Promise<UploadedDocument> {
  const query = new URLSearchParams({
    kind: input.kind,
    number: input.number,
    issuedOn: input.issuedOn,
    fileName: input.file.name,
    lang,
  });
  let response: Response;
  try {
    response = await fetch(`${base(clientId)}/uploads?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/pdf', accept: 'application/json' },
      body: input.file,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    reportReachable(false);
    throw new ApiError('unavailable', 0, err instanceof Error ? err.message : 'Network error');
  }
  reportReachable(true);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).safeParse(body);
    throw new ApiError(
      (error.success ? error.data.error.code : codeForStatus(response.status)) as ErrorCode,
      response.status,
      error.success ? error.data.error.message : response.statusText,
    );
  }
  return uploadedDocumentSchema.parse(body);
}

export function useUploadDocument(clientId: string | null, lang: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadDocument(clientId ?? '', input, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents', clientId ?? ''] }),
  });
}

export function useDeleteDocument(clientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${base(clientId ?? '')}/uploads/${encodeURIComponent(id)}`, z.undefined(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents', clientId ?? ''] }),
  });
}
