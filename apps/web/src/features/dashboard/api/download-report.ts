import type { Language } from '@ecopeso/shared/languages';
import { downloadFile } from '@/lib/download-file';

export const REPORT_KINDS = ['management', 'technical'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Downloads a PDF report of the current filter in the reader's language; throws on any failure. */
export function downloadReport(clientId: string, kind: ReportKind, filter: URLSearchParams, lang: Language) {
  const query = new URLSearchParams(filter);
  query.set('lang', lang);
  return downloadFile(
    `/api/v1/clients/${encodeURIComponent(clientId)}/reports/${kind}.pdf?${query}`,
    'pdf',
    `ecopeso-${kind}.pdf`,
  );
}
