import type { Language } from '@ecopeso/shared/languages';
import { REQUEST_TIMEOUT_MS } from '@ecopeso/shared/errors';

export const REPORT_KINDS = ['management', 'technical'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a PDF report of the current filter in the reader's language. Fetched (not a plain link) so a failure
 * shows as a message on the dashboard instead of an error page; throws on any failure.
 */
export async function downloadReport(
  clientId: string,
  kind: ReportKind,
  filter: URLSearchParams,
  lang: Language,
): Promise<void> {
  const query = new URLSearchParams(filter);
  query.set('lang', lang);
  const response = await fetch(`/api/v1/clients/${encodeURIComponent(clientId)}/reports/${kind}.pdf?${query}`, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const type = response.headers.get('content-type') ?? '';
  // The SPA's index.html answers unknown paths with 200: only a PDF counts as a report.
  if (!response.ok || !type.includes('pdf')) throw new Error(`Report ${kind} failed with HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `ecopeso-${kind}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
