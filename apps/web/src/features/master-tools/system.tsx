import { useTranslation } from 'react-i18next';
import { useSystemStatus } from './api/admin-tools';
import { QueryState, ToolSection, useFormats } from './tool-parts';
import { ColumnTable } from '@/components/ui/table';

/** Tool 8: versions, the database's kind and size, row counts, and the last run of each background job. */
export function SystemTool() {
  const { t } = useTranslation('admin-tools');
  const format = useFormats();
  const query = useSystemStatus();
  const data = query.data;
  const item = (label: string, value: string) => (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
  return (
    <ToolSection id="tool-system" title={t('system.title')} intro={t('system.intro')}>
      <QueryState pending={query.isPending} error={query.error} />
      {data && (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {item(t('system.version'), data.version)}
            {item(t('system.node'), data.node)}
            {item(t('system.database'), t(`system.kinds.${data.database.kind}`))}
            {item(t('system.size'), data.database.sizeBytes === null ? '—' : format.bytes(data.database.sizeBytes))}
            {item(t('system.clients'), format.number(data.counts.clients))}
            {item(t('system.users'), format.number(data.counts.users))}
            {item(t('system.records'), format.number(data.counts.records))}
            {item(t('system.auditEvents'), format.number(data.counts.auditEvents))}
          </dl>
          <ColumnTable
            caption={t('system.jobs')}
            showCaption
            rows={data.jobs}
            rowKey={(j) => j.job}
            columns={[
              {
                header: t('system.job'),
                rowHeader: true,
                cell: (j) => t(`system.jobNames.${j.job}`, { defaultValue: j.job }),
              },
              {
                header: t('system.lastRun'),
                cell: (j) => (j.lastRun ? format.dateTime(j.lastRun.finishedAt) : t('system.never')),
              },
              {
                header: t('system.result'),
                cell: (j) =>
                  !j.lastRun ? (
                    t(`system.neverHint.${j.job}`, { defaultValue: '—' })
                  ) : j.lastRun.ok ? (
                    <span className="text-brand-800">{t('system.ok')}</span>
                  ) : (
                    <span className="text-red-800">
                      {t('system.failed', { error: String(j.lastRun.detail?.error ?? '') })}
                    </span>
                  ),
              },
            ]}
          />
        </>
      )}
    </ToolSection>
  );
}
