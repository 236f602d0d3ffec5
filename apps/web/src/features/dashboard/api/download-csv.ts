import type { Language } from '@ecopeso/shared/languages';
import { downloadFile } from '@/lib/download-file';

/**
 * Downloads the records of the dashboard's selection as CSV, in the reader's language and spreadsheet conventions:
 * `clients` is one id, several, or 'all'; `filter` the dashboard's query, or `from`/`to` for any range of days.
 */
export function downloadDashboardCsv(
  clients: string,
  selection: URLSearchParams | { from: string; to: string },
  lang: Language,
) {
  const query = selection instanceof URLSearchParams ? new URLSearchParams(selection) : new URLSearchParams(selection);
  query.set('clients', clients);
  query.set('lang', lang);
  return downloadFile(`/api/v1/dashboard.csv?${query}`, 'csv', 'ecopeso.csv');
}
