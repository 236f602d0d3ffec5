import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_PERIODS, type ExportPeriod } from '@ecopeso/shared/records';
import type { Language } from '@ecopeso/shared/languages';
import { downloadRecordsCsv } from '../api/export-records';
import type { Status } from '../hooks/use-status';

/** CSV export of the selected client's records for Today, Last 7 days, Last 30 days (spec §2, §5, §8). */
export function ExportButtons({
  clientId,
  lang,
  onStatus,
}: {
  clientId: string | null;
  lang: Language;
  onStatus(status: Status): void;
}) {
  const { t } = useTranslation('weighing');
  const labelId = useId();
  const [busy, setBusy] = useState<ExportPeriod | null>(null);

  async function run(period: ExportPeriod) {
    if (!clientId) {
      onStatus({ kind: 'error', text: t('messages.selectClientFirst') });
      return;
    }
    setBusy(period);
    try {
      await downloadRecordsCsv(clientId, period, lang);
    } catch (err) {
      console.error('CSV export failed', err);
      onStatus({ kind: 'error', text: t('messages.exportError') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="w-full text-sm font-semibold text-slate-700 sm:w-auto">
        {t('export.label')}
      </span>
      {EXPORT_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          onClick={() => void run(period)}
          disabled={busy !== null}
          aria-busy={busy === period}
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
          {busy === period ? t('export.busy') : t(`export.${period}`)}
        </button>
      ))}
    </div>
  );
}
