import type { ExportPeriod } from '@ecopeso/shared/records';
import type { Language } from '@ecopeso/shared/languages';
import { downloadFile } from '@/lib/download-file';

/** Downloads a client's records of a period as CSV; throws on any failure. */
export function downloadRecordsCsv(clientId: string, period: ExportPeriod, lang: Language) {
  const query = new URLSearchParams({ period, lang });
  return downloadFile(
    `/api/v1/clients/${encodeURIComponent(clientId)}/records.csv?${query}`,
    'text/csv',
    `ecopeso-${period}.csv`,
  );
}
