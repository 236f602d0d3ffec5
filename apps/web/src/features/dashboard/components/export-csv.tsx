import { useTranslation } from 'react-i18next';
import { dayRangeSchema } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { DownloadButton } from '@/components/download-button';
import { DownloadFailed, useDownload } from '@/components/ui/use-download';
import { Button } from '@/components/ui/button';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { downloadDashboardCsv } from '../api/download-csv';

/**
 * "Exportar CSV": the records of exactly what the dashboard shows (clients, years, months, areas), and under a
 * disclosure the same for any range of days.
 */
export function ExportCsv({ clients, query, lang }: { clients: string; query: URLSearchParams; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const { busy, failed, run } = useDownload<'csv'>();
  const range = useZodForm(dayRangeSchema, { defaultValues: { from: '', to: '' } });
  const csv = (selection: URLSearchParams | { from: string; to: string }) =>
    void run('csv', () => downloadDashboardCsv(clients, selection, lang));

  return (
    <div className="flex flex-wrap items-start gap-2">
      <DownloadButton
        label={busy ? t('export.busy') : t('export.csv')}
        busy={busy !== null}
        disabled={busy !== null}
        onClick={() => csv(query)}
      />
      <details className="text-sm">
        <summary className="min-h-9 cursor-pointer py-2 font-semibold text-slate-700">{t('export.range')}</summary>
        <Form form={range} className="mt-2 flex flex-wrap items-start gap-2" onSubmit={csv}>
          <FormTextField name="from" size="sm" type="date" label={t('export.from')} />
          <FormTextField name="to" size="sm" type="date" label={t('export.to')} />
          {/* In line with the fields, below their labels. */}
          <Button size="sm" type="submit" disabled={busy !== null} className="mt-6">
            {t('export.rangeCsv')}
          </Button>
        </Form>
      </details>
      <DownloadFailed message={failed ? t('export.error') : null} />
    </div>
  );
}
