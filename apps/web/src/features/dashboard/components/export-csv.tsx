import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayRangeSchema } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { DownloadButton } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { downloadDashboardCsv } from '../api/download-csv';

/**
 * "Exportar CSV": the records of exactly what the dashboard shows (clients, years, months, areas), and under a
 * disclosure the same for any range of days.
 */
export function ExportCsv({ clients, query, lang }: { clients: string; query: URLSearchParams; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const range = useZodForm(dayRangeSchema, { defaultValues: { from: '', to: '' } });

  async function run(selection: URLSearchParams | { from: string; to: string }) {
    setBusy(true);
    setFailed(false);
    try {
      await downloadDashboardCsv(clients, selection, lang);
    } catch (err) {
      console.error('CSV download failed', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-2">
      <DownloadButton
        label={busy ? t('export.busy') : t('export.csv')}
        busy={busy}
        disabled={busy}
        onClick={() => void run(query)}
      />
      <details className="text-sm">
        <summary className="min-h-9 cursor-pointer py-2 font-semibold text-slate-700">{t('export.range')}</summary>
        <Form form={range} className="mt-2 flex flex-wrap items-start gap-2" onSubmit={(days) => void run(days)}>
          <FormTextField name="from" size="sm" type="date" label={t('export.from')} />
          <FormTextField name="to" size="sm" type="date" label={t('export.to')} />
          {/* In line with the fields, below their labels. */}
          <Button size="sm" type="submit" disabled={busy} className="mt-6">
            {t('export.rangeCsv')}
          </Button>
        </Form>
      </details>
      <p role="alert" className="w-full text-sm font-semibold text-red-800 empty:hidden">
        {failed ? t('export.error') : ''}
      </p>
    </div>
  );
}
