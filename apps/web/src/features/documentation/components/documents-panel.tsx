import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDocument } from '@ecopeso/shared/documents';
import { licenceStatus } from '@ecopeso/shared/providers';
import type { Language } from '@ecopeso/shared/languages';
import {
  capitalize,
  dayInZone,
  DEFAULT_TIMEZONE,
  formatDay,
  formatMonthYear,
  lastMonthsInZone,
} from '@ecopeso/shared/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { UploadForm } from './upload-form';
import { DownloadButton } from '@/components/download-button';
import { useDownload } from '@/components/ui/use-download';
import { LicenceBadge } from '@/components/licence-banner';
import { Button } from '@/components/ui/button';
import { MonthRangeFields, monthsIn } from '@/components/ui/month-range';
import { ResponsiveList, type ResponsiveColumn } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download-file';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useSelectedClient } from '@/lib/use-selected-client';
import { ClientSelect } from '@/components/client-select';
import { ChosenClientBody } from '@/components/client-body';
import { documentsZipPath, useDeleteDocument, useDocuments, type DocumentsPeriod } from '../api/documents-api';
import { Notice, RetryNotice } from '@/components/ui/notice';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** Today in Brasília: the day licences expire by, as the server counts it. */
const todayIso = () => dayInZone(DEFAULT_TIMEZONE);

/** The last 12 months, this one included. */
const defaultPeriod = (): DocumentsPeriod => lastMonthsInZone(DEFAULT_TIMEZONE, 12);

/** "Outubro de 2026" ('2026-10'): the month's first letter capital, the rest as the language writes it. */
const formatMonth = (month: string, lang: Language) =>
  capitalize(formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, lang), lang);

function FileLink({
  doc,
  label,
  onError,
  href = doc.href,
}: {
  doc: ClientDocument;
  label: string;
  onError(): void;
  /** Another file of the same document (the state system's PDF of an MTR); its own link by default. */
  href?: string | null;
}) {
  const { busy, run } = useDownload<'pdf'>();
  if (!href) return null;
  return (
    <DownloadButton
      label={label}
      busy={busy !== null}
      disabled={busy !== null}
      onClick={() =>
        void run('pdf', () => downloadFile(href, 'application/pdf', `${doc.kind}.pdf`)).then(
          (came) => came || onError(),
        )
      }
    />
  );
}

/** One kind of document (MTRs and CDFs, reports, licences) in a titled card: its list, or a sentence saying there is none. */
function DocumentList<T>({
  id,
  title,
  empty,
  rows,
  rowKey,
  columns,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly ResponsiveColumn<T>[];
}) {
  return (
    <section className={CARD} aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <div className="mt-3">
          <ResponsiveList caption={title} rows={rows} rowKey={rowKey} columns={columns} />
        </div>
      )}
    </section>
  );
}

/**
 * The documents tab of /app/documentacao: for the selected client and a period of months, its MTRs and CDFs, the
 * licences of the providers in its contracts (amber when expiring, red once expired), the reports of past months,
 * the whole period as a ZIP for an auditor, and the upload of an MTR or CDF made outside Ecopeso.
 */
export function DocumentsPanel() {
  const { t } = useTranslation('documents');
  const words = useWords();
  const { lang } = useLanguage();
  const toast = useToast();
  const selected = useSelectedClient();
  const { list, clientId, select: selectClient } = selected;
  const [period, setPeriod] = useState<DocumentsPeriod>(defaultPeriod);
  const valid = monthsIn(period) > 0;
  const docs = useDocuments(clientId, valid ? period : null, lang);
  const remove = useDeleteDocument(clientId);
  const zip = useDownload<'zip'>();
  const [toDelete, setToDelete] = useState<ClientDocument | null>(null);
  const failed = () => toast.show('error', t('downloadError'));

  const all = docs.data?.documents ?? [];
  const manifests = all.filter((d) => d.kind === 'mtr' || d.kind === 'cdf');
  const reports = all.filter((d) => d.kind === 'management-report' || d.kind === 'technical-report');
  const months = [...new Set(reports.map((r) => r.month!))].sort().reverse();
  const licences = all.filter((d) => d.kind === 'licence');
  const today = todayIso();

  /** The chosen client's documents of the period. */
  const clientBody = (clientId: string): ReactNode => {
    if (!valid) return <Notice>{t('period.invalid')}</Notice>;
    if (docs.isError) return <RetryNotice message={t('loadError')} onRetry={() => void docs.refetch()} />;
    if (!docs.data) return <p role="status">{t('loading')}</p>;
    return (
      <>
        <DocumentList
          id="docs-manifests"
          title={t('manifests.title')}
          empty={t('manifests.empty')}
          rows={manifests}
          rowKey={(d) => d.key}
          columns={[
            { label: t('columns.kind'), cell: (d) => t(`kinds.${d.kind}`) },
            { label: t('columns.number'), cell: (d) => <span className="font-medium">{d.number}</span> },
            { label: t('columns.date'), cell: (d) => formatDay(d.date, lang) },
            {
              label: t('columns.source'),
              cell: (d) =>
                d.source === 'ecopeso' && d.detail
                  ? `${t('sources.ecopeso')} · ${d.kind === 'cdf' ? t('cdfOf', { number: d.detail }) : words.mtrStatus(d.detail)}`
                  : t(`sources.${d.source}`),
            },
            {
              label: t('columns.actions'),
              cell: (d) => (
                <div className="flex flex-wrap gap-2">
                  <FileLink doc={d} label={d.systemHref ? t('downloadCopy') : t('download')} onError={failed} />
                  <FileLink doc={d} href={d.systemHref} label={t('downloadSystem')} onError={failed} />
                  {d.source === 'upload' && (
                    <Button size="sm" variant="ghost" onClick={() => setToDelete(d)}>
                      {t('delete.button')}
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
        <UploadForm clientId={clientId} lang={lang} />
        <DocumentList
          id="docs-reports"
          title={t('reports.title')}
          empty={t('reports.empty')}
          rows={months}
          rowKey={(m) => m}
          columns={[
            {
              label: t('columns.month'),
              cell: (m) => formatMonth(m, lang),
            },
            {
              label: t('columns.reports'),
              cell: (m) => (
                <div className="flex flex-wrap gap-2">
                  {reports
                    .filter((r) => r.month === m)
                    .map((r) => (
                      <FileLink key={r.key} doc={r} label={t(`kinds.${r.kind}`)} onError={failed} />
                    ))}
                </div>
              ),
            },
          ]}
        />
        <DocumentList
          id="docs-licences"
          title={t('licences.title')}
          empty={t('licences.empty')}
          rows={licences}
          rowKey={(d) => d.key}
          columns={[
            { label: t('columns.provider'), cell: (d) => d.detail },
            { label: t('columns.licence'), cell: (d) => d.number },
            { label: t('columns.agency'), cell: (d) => d.agency },
            { label: t('columns.expiresOn'), cell: (d) => formatDay(d.expiresOn!, lang) },
            {
              label: t('columns.status'),
              cell: (d) => {
                const status = licenceStatus(d.expiresOn!, today);
                return <LicenceBadge status={status} label={t(`licenceStatus.${status}`)} />;
              },
            },
          ]}
        />
      </>
    );
  };

  return (
    <div className="space-y-4">
      <div className={CARD}>
        <h2 className="text-xl font-bold text-slate-900">{t('title')}</h2>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {list.length > 1 && <ClientSelect clients={list} value={clientId} onSelect={selectClient} />}
          <MonthRangeFields value={period} onChange={setPeriod} fromLabel={t('period.from')} toLabel={t('period.to')} />
          <DownloadButton
            label={t('zip')}
            busy={zip.busy !== null}
            disabled={!clientId || !valid || zip.busy !== null}
            onClick={() => {
              if (!clientId) return;
              void zip
                .run('zip', () =>
                  downloadFile(documentsZipPath(clientId, period, lang), 'application/zip', 'documentos.zip'),
                )
                .then((came) => came || failed());
            }}
          />
        </div>
      </div>
      <ChosenClientBody selected={selected} loading={t('loading')} none="noneActive" choose={t('client.select')}>
        {clientBody}
      </ChosenClientBody>
      <ConfirmDialog
        open={toDelete !== null}
        theme="danger"
        title={t('delete.title')}
        message={toDelete ? t('delete.message', { kind: t(`kinds.${toDelete.kind}`), number: toDelete.number }) : ''}
        confirmText={t('delete.confirm')}
        cancelText={t('delete.cancel')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.key.replace(/^upload:/, ''), {
            onSuccess: () => {
              toast.show('success', t('delete.done'), { action: 'delete' });
              setToDelete(null);
            },
            onError: () => toast.show('error', t('delete.failed'), { action: 'delete' }),
          });
        }}
      />
    </div>
  );
}
