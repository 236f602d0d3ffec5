import { REQUEST_TIMEOUT_MS } from '@ecopeso/shared/errors';
import { apiErrorOf } from './api-client';

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file the API makes (CSV, PDF) under the name the server gives. Fetched rather than linked, so a
 * failure shows as a message on the page instead of an error page; throws on any failure, including an answer
 * of another type than `expectedType` (the SPA's index.html answers unknown paths with 200). A refusal is the
 * API's error (`ApiError`), whose reason the page can put in words.
 */
export async function downloadFile(path: string, expectedType: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const type = response.headers.get('content-type') ?? '';
  // The API's refusal, with its reason, so the page can say why in words.
  if (!response.ok) throw await apiErrorOf(response);
  if (!type.includes(expectedType)) throw new Error(`Download of ${path} failed with HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
