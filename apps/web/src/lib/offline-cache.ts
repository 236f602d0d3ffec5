import type { z } from 'zod';
import { ApiError } from './api-client';
import { readCache, writeCache } from './offline-db';

/** No answer from the server at all (offline, timed out, or the server down), as opposed to a refusal. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

/**
 * Fetches, keeping the answer in IndexedDB; when the network fails, answers with the last kept copy instead.
 * A refusal (401, 403, 404) is never masked by the copy. Queries that use it need `networkMode: 'always'`, or
 * TanStack Query pauses them offline before this runs.
 */
export async function fetchWithOfflineCopy<T>(
  key: string,
  schema: z.ZodType<T>,
  fetcher: () => Promise<T>,
): Promise<T> {
  try {
    const value = await fetcher();
    void writeCache(key, value);
    return value;
  } catch (err) {
    if (isNetworkFailure(err)) {
      const cached = schema.safeParse(await readCache(key));
      if (cached.success) return cached.data;
    }
    throw err;
  }
}
