import { useTranslation } from 'react-i18next';
import { useSystemStatus } from './api/admin-tools';
import { QueryState, ToolSection, useFormats } from './tool-parts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

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
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <Table>
              <caption className="p-3 text-left font-semibold text-slate-900">{t('system.jobs')}</caption>
              <TableHead>
                <TableRow>
                  <TableHeader className="p-2">{t('system.job')}</TableHeader>
                  <TableHeader className="p-2">{t('system.lastRun')}</TableHeader>
                  <TableHeader className="p-2">{t('system.result')}</TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.jobs.map((j) => (
                  <TableRow key={j.job} className="border-t border-slate-200">
                    <TableHeader scope="row" className="p-2 font-medium">
                      {t(`system.jobNames.${j.job}`, { defaultValue: j.job })}
                    </TableHeader>
                    <TableCell className="p-2">
                      {j.lastRun ? format.dateTime(j.lastRun.finishedAt) : t('system.never')}
                    </TableCell>
                    <TableCell className="p-2">
                      {!j.lastRun ? (
                        t(`system.neverHint.${j.job}`, { defaultValue: '—' })
                      ) : j.lastRun.ok ? (
                        <span className="text-brand-800">{t('system.ok')}</span>
                      ) : (
                        <span className="text-red-800">
                          {t('system.failed', { error: String(j.lastRun.detail?.error ?? '') })}
                        </span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </ToolSection>
  );
}
