import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { downloadReport, REPORT_KINDS, type ReportKind } from '../api/download-report';
import { DownloadButton } from '@/components/download-button';

/** One-click PDF reports of the current filter, in the reader's language; a failure shows a message. */
export function ReportButtons({ clientId, query, lang }: { clientId: string; query: URLSearchParams; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState<ReportKind | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(kind: ReportKind) {
    setBusy(kind);
    setFailed(false);
    try {
      await downloadReport(clientId, kind, query, lang);
    } catch (err) {
      console.error('report download failed', err);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {REPORT_KINDS.map((kind) => (
        <DownloadButton
          key={kind}
          label={busy === kind ? t('reports.busy') : t(`reports.${kind}`)}
          busy={busy === kind}
          disabled={busy !== null}
          onClick={() => void run(kind)}
        />
      ))}
      <p role="alert" className="w-full text-sm font-semibold text-red-800 empty:hidden">
        {failed ? t('reports.error') : ''}
      </p>
    </div>
  );
}
