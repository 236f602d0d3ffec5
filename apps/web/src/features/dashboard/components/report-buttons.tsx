import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { downloadReport, REPORT_KINDS, type ReportKind } from '../api/download-report';
import { DownloadButtons } from '@/components/download-button';
import { DownloadFailed, useDownload } from '@/components/ui/use-download';

/** One-click PDF reports of the current filter, in the reader's language; a failure shows a message. */
export function ReportButtons({ clientId, query, lang }: { clientId: string; query: URLSearchParams; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const { busy, failed, run } = useDownload<ReportKind>();

  return (
    <div className="flex flex-wrap items-center gap-2">
      <DownloadButtons
        kinds={REPORT_KINDS}
        busy={busy}
        label={(kind) => t(`reports.${kind}`)}
        busyLabel={t('reports.busy')}
        onDownload={(kind) => void run(kind, () => downloadReport(clientId, kind, query, lang))}
      />
      <DownloadFailed message={failed ? t('reports.error') : null} />
    </div>
  );
}
