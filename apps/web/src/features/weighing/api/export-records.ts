import type { ExportPeriod } from '@ecopeso/shared/records';
import type { Language } from '@ecopeso/shared/languages';
import { REQUEST_TIMEOUT_MS } from '@ecopeso/shared/errors';

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a client's records of a period as CSV. Fetched (not a plain link) so a failure can be shown as a
 * message instead of an error page; throws on any failure.
 */
export async function downloadRecordsCsv(clientId: string, period: ExportPeriod, lang: Language): Promise<void> {
  const query = new URLSearchParams({ period, lang });
  const response = await fetch(`/api/v1/clients/${encodeURIComponent(clientId)}/records.csv?${query}`, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`CSV export failed with HTTP ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `ecopeso-${period}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
