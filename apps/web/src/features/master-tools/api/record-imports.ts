/** History imports of a client: the list, sending a parsed file, and undoing one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  importErrorSchema,
  importResultSchema,
  importSummarySchema,
  type ImportError,
  type ImportRequest,
  type ImportResult,
} from '@ecopeso/shared/record-import';
import { apiFetch, ApiError } from '@/lib/api-client';
import { codeForStatus, REQUEST_TIMEOUT_MS } from '@ecopeso/shared/errors';
import { masterRecordsKey } from './master-records';

const importsKey = (clientId: string) => ['record-imports', clientId] as const;
const importsPath = (clientId: string) => `/api/v1/clients/${encodeURIComponent(clientId)}/imports`;

export function useImports(clientId: string | null) {
  return useQuery({
    queryKey: importsKey(clientId ?? ''),
    queryFn: ({ signal }) => apiFetch(importsPath(clientId ?? ''), z.array(importSummarySchema), { signal }),
    enabled: clientId !== null,
  });
}

/** The server refused the rows: each bad one, with its line, column and reason. */
export class ImportRefused extends Error {
  readonly errors: ImportError[];
  constructor(errors: ImportError[]) {
    super('import refused');
    this.errors = errors;
  }
}

const refusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  errors: z.array(importErrorSchema).optional(),
});

/** Sends a whole file's rows; a refusal that lists rows becomes ImportRefused, anything else an ApiError. */
async function postImport(clientId: string, body: ImportRequest): Promise<ImportResult> {
  const response = await fetch(importsPath(clientId), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return importResultSchema.parse(json);
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success && refusal.data.errors?.length) throw new ImportRefused(refusal.data.errors);
  throw new ApiError(
    codeForStatus(response.status),
    response.status,
    refusal.success ? refusal.data.error.message : response.statusText,
  );
}

export function useSendImport(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => postImport(clientId, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: importsKey(clientId) });
      void queryClient.invalidateQueries({ queryKey: masterRecordsKey });
    },
  });
}

export function useUndoImport(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) =>
      apiFetch(`${importsPath(clientId)}/${encodeURIComponent(importId)}/undo`, z.object({ removed: z.number() }), {
        method: 'POST',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: importsKey(clientId) });
      void queryClient.invalidateQueries({ queryKey: masterRecordsKey });
    },
  });
}
