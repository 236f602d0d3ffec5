import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_PERIODS, type ExportPeriod } from '@ecopeso/shared/records';
import type { Language } from '@ecopeso/shared/languages';
import { downloadRecordsCsv } from '../api/export-records';
import type { Status } from '../hooks/use-status';
import { DownloadButtons } from '@/components/download-button';
import { useDownload } from '@/components/ui/use-download';
import { isOnline } from '@/lib/connectivity';

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
  const { busy, run: download } = useDownload<ExportPeriod>();

  async function run(period: ExportPeriod) {
    if (!clientId) {
      onStatus({ kind: 'error', text: t('messages.selectClientFirst') });
      return;
    }
    if (!isOnline()) {
      onStatus({ kind: 'error', text: t('messages.exportOffline') });
      return;
    }
    if (!(await download(period, () => downloadRecordsCsv(clientId, period, lang))))
      onStatus({ kind: 'error', text: t('messages.exportError') });
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="w-full text-sm font-semibold text-slate-700 sm:w-auto">
        {t('export.label')}
      </span>
      <DownloadButtons
        kinds={EXPORT_PERIODS}
        busy={busy}
        label={(period) => t(`export.${period}`)}
        busyLabel={t('export.busy')}
        onDownload={(period) => void run(period)}
      />
    </div>
  );
}
