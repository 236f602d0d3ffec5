import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { downloadReport, REPORT_KINDS, type ReportKind } from '../api/download-report';

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
        <button
          key={kind}
          type="button"
          onClick={() => void run(kind)}
          disabled={busy !== null}
          aria-busy={busy === kind}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
          </svg>
          {busy === kind ? t('reports.busy') : t(`reports.${kind}`)}
        </button>
      ))}
      <p role="alert" className="w-full text-sm font-semibold text-red-800 empty:hidden">
        {failed ? t('reports.error') : ''}
      </p>
    </div>
  );
}
