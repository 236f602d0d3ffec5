import type { z } from 'zod';
import {
  codeForStatus,
  NOT_PROCESSED_HEADER,
  REQUEST_TIMEOUT_MS,
  type ApiErrorBody,
  type ErrorCode,
} from '@ecopeso/shared/errors';
import { reportReachable } from './connectivity';

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

/** A failed API call, carrying the spec's error code so the UI can show a translated message. */
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
  /** More request headers (a station's photo carries its cook's turn in one). */
  headers?: Record<string, string>;
}

/** Times a request is sent again after an answer that says "try again later", before its error is shown. */
export const MAX_RETRIES = 3;
/** A longer Retry-After (a rate limit's minute) is not waited out behind a spinner: its error says to come back. */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * How long to wait before sending a request again, or null to let its error be shown: only a 503 or 429 that says
 * when to come back (Retry-After, at most MAX_RETRY_AFTER_MS), at most MAX_RETRIES times (`attempt` counts the
 * retries so far). A read is always safe to send again. A write only when the server guarantees it did nothing: a
 * 503 sent before any of the request ran says so with NOT_PROCESSED_HEADER (load shedding and a closing server,
 * server http/availability.ts, both in onRequest before the handler), and a 429 is a refusal before any work (the
 * rate limits, http/rate-limits.ts, run in onRequest and preValidation). Any other 503 of a write (the database went
 * away mid-transaction, an MTR system did not answer) may follow a change that was made, so it is shown, not resent.
 * `jitter` (0–1) spreads the retries of many clients over a fifth more than Retry-After.
 */
export function retryDelayMs(
  method: string,
  response: Pick<Response, 'status' | 'headers'>,
  attempt: number,
  jitter = Math.random(),
  now = Date.now(),
): number | null {
  if (attempt >= MAX_RETRIES || (response.status !== 503 && response.status !== 429)) return null;
  const safe = method === 'GET' || method === 'HEAD';
  if (!safe && response.status === 503 && !response.headers.has(NOT_PROCESSED_HEADER)) return null;
  const retryAfter = response.headers.get('retry-after')?.trim();
  if (!retryAfter) return null;
  const ms = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - now;
  if (!Number.isFinite(ms) || ms > MAX_RETRY_AFTER_MS) return null;
  return Math.max(0, ms) * (1 + 0.2 * jitter);
}

/**
 * TanStack Query's retry for queries that set none: a refusal (4xx) will not change when asked again at once, and
 * apiFetch has already waited out every "try again later" (503, 429) the server said when to end; other failures
 * (no answer, 500) are tried twice more.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  return !(error.status >= 400 && error.status < 500) && error.status !== 503;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      done();
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal.addEventListener('abort', aborted);
  });
}

/**
 * Calls /api with the session cookie and checks the answer against its schema. A busy or restarting server's
 * "try again later" is retried after its Retry-After (retryDelayMs) without any error; 70 s bound it all.
 */
export async function apiFetch<T>(path: string, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const method = options.method ?? 'GET';
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(path, {
        method,
        credentials: 'same-origin',
        // A Blob (a photo) goes as its bytes, under its own type; anything else as JSON.
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? { accept: 'application/json' }
            : {
                'content-type': options.body instanceof Blob ? options.body.type : 'application/json',
                accept: 'application/json',
              }),
        },
        body:
          options.body === undefined
            ? undefined
            : options.body instanceof Blob
              ? options.body
              : JSON.stringify(options.body),
        signal,
      });
    } catch (err) {
      throw failure(err, timeout, options.signal);
    }
    reportReachable(true);
    const delay = response.ok ? null : retryDelayMs(method, response, attempt);
    if (delay === null) break;
    await response.body?.cancel();
    try {
      await wait(delay, signal);
    } catch (err) {
      throw failure(err, timeout, options.signal);
    }
  }
  if (!response.ok) throw await apiErrorOf(response);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}

/** The error of a request that got no answer: timed out, cancelled by its caller, or the server not reached. */
function failure(err: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): ApiError {
  if (timeout.aborted) return new ApiError('deadline-exceeded', 504, 'The server took too long to answer.');
  if (caller?.aborted) return new ApiError('cancelled', 499, 'Request cancelled.');
  reportReachable(false);
  return new ApiError('unavailable', 0, err instanceof Error ? err.message : 'Network error');
}
