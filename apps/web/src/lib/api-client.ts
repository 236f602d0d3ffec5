import type { z } from 'zod';
import { codeForStatus, REQUEST_TIMEOUT_MS, type ApiErrorBody, type ErrorCode } from '@ecopeso/shared/errors';
import { reportReachable } from './connectivity';

/** A failed API call, carrying the spec's error code so the UI can show a translated message. */
/** The error a failed answer carries (its code, reason and params when the API gave them), for any caller of fetch. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error =
    body && typeof body === 'object' && 'error' in body ? (body.error as Partial<ApiErrorBody['error']>) : null;
  return new ApiError(
    error?.code ?? codeForStatus(response.status),
    response.status,
    error?.message ?? response.statusText,
    { reason: error?.reason, params: error?.params },
    body,
  );
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Why an admin write was refused, when the server says (a text for it exists in each language). */
  readonly detail: Pick<ApiErrorBody['error'], 'reason' | 'params'>;
  /** The whole error body, for answers that detail the error (an import's errors line by line). */
  readonly body: unknown;
  constructor(code: ErrorCode, status: number, message: string, detail: ApiError['detail'] = {}, body?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls /api with the session cookie, times out after 70 s, and checks the answer against its schema. */
export async function apiFetch<T>(path: string, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        options.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiError('deadline-exceeded', 504, 'The server took too long to answer.');
    if (options.signal?.aborted) throw new ApiError('cancelled', 499, 'Request cancelled.');
    reportReachable(false);
    throw new ApiError('unavailable', 0, err instanceof Error ? err.message : 'Network error');
  }
  reportReachable(true);
  if (!response.ok) throw await apiErrorOf(response);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}
