import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dmrPeriodKind } from '@ecopeso/shared/mtr-reports';
import { DEFAULT_TIMEZONE, formatMonthYear, lastMonthsInZone, monthInZone } from '@ecopeso/shared/dates';
import { formatGoalPct, formatKg, formatPct } from '@ecopeso/shared/figures';
import { DownloadButtons } from '@/components/download-button';
import { useDownload } from '@/components/ui/use-download';
import { Select } from '@/components/ui/field';
import { MonthRangeFields, monthsIn, type MonthRange } from '@/components/ui/month-range';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download-file';
import { useLanguage } from '@/lib/language';
import { MTR_PATHS, useDmr, useWeighedVsDeclared } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { Section } from './mtr-common';
import { Badge } from '@/components/ui/badge';
import { Alert } from '@/components/ui/alert';
import { useContractLabel } from '../hooks/use-contract-label';

/** Per contract and month, kilos weighed in Ecopeso beside kilos on MTRs, the difference flagged past the threshold. */
export function WeighedVsDeclaredPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const contractLabel = useContractLabel();
  // The last 12 months in Brasília, as the MTR systems count them.
  const [range, setRange] = useState<MonthRange>(() => lastMonthsInZone(DEFAULT_TIMEZONE, 12));
  const data = useWeighedVsDeclared(clientId, monthsIn(range) > 0 ? range : null);
  return (
    <Section id="mtr-wvd" title={t('wvd.title')}>
      <div className="flex flex-wrap gap-3">
        <MonthRangeFields value={range} onChange={setRange} fromLabel={t('wvd.from')} toLabel={t('wvd.to')} />
      </div>
      {data.data && (
        <p className="text-sm text-slate-700">{t('wvd.help', { pct: formatGoalPct(data.data.thresholdPct, lang) })}</p>
      )}
      {data.isError && <Alert>{errorText(t, data.error)}</Alert>}
      {data.data && data.data.rows.length === 0 && <p className="text-slate-700">{t('wvd.empty')}</p>}
      {data.data && data.data.rows.length > 0 && (
        <ResponsiveList
          caption={t('wvd.title')}
          rows={data.data.rows}
          rowKey={(r) => `${r.contractId}:${r.month}`}
          columns={[
            {
              label: t('wvd.month'),
              cell: (r) => formatMonthYear(Number(r.month.slice(0, 4)), Number(r.month.slice(5, 7)) - 1, lang),
            },
            {
              label: t('wvd.contract'),
              cell: (r) => contractLabel({ ...r, receiver: { name: r.receiverName } }),
            },
            { label: t('wvd.weighed'), cell: (r) => formatKg(r.weighedKg, lang), align: 'right' },
            { label: t('wvd.declared'), cell: (r) => formatKg(r.declaredKg, lang), align: 'right' },
            {
              label: t('wvd.difference'),
              align: 'right',
              cell: (r) => (
                <span className={r.flagged ? 'font-semibold text-red-800' : ''}>
                  {formatKg(r.differenceKg, lang)}
                  {r.differencePct !== null && ` (${formatPct(r.differencePct, lang)})`}
                  {r.flagged && (
                    <Badge tone="danger" size="sm" className="ml-1">
                      {t('wvd.flagged')}
                    </Badge>
                  )}
                </span>
              ),
            },
            { label: t('wvd.mtrs'), cell: (r) => r.mtrCount, align: 'right' },
          ]}
        />
      )}
    </Section>
  );
}

/** The DMR's files. */
const FILES = ['csv', 'pdf'] as const;

/** The DMR helper: totals by receiver, IBAMA code and treatment of a quarter (a semester in Minas Gerais). */
export function DmrPanel({ clientId, state }: { clientId: string; state: string | null }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const kind = dmrPeriodKind(state);
  const now = monthInZone(DEFAULT_TIMEZONE);
  const [year, setYear] = useState(now.year);
  const [period, setPeriod] = useState(kind === 'quarter' ? Math.floor(now.month / 3) + 1 : now.month < 6 ? 1 : 2);
  const dmr = useDmr(clientId, year, period);
  const { busy, run } = useDownload<(typeof FILES)[number]>();
  const years = Array.from({ length: 5 }, (_, i) => now.year - i);
  const periods = kind === 'quarter' ? [1, 2, 3, 4] : [1, 2];
  const file = async (ext: (typeof FILES)[number]) => {
    const came = await run(ext, () =>
      downloadFile(
        `${MTR_PATHS.dmrFile(clientId, ext)}?year=${year}&period=${period}&lang=${lang}`,
        ext === 'csv' ? 'text/csv' : 'application/pdf',
        `dmr-${year}-${period}.${ext}`,
      ),
    );
    if (!came) toast.show('error', t('errors.download'));
  };
  return (
    <Section id="mtr-dmr" title={t('dmr.title')}>
      <div className="flex flex-wrap items-end gap-3">
        <Select label={t('dmr.year')} size="sm" value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
        <Select label={t(`dmr.${kind}`)} size="sm" value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {t(`dmr.${kind}N`, { n: p })}
            </option>
          ))}
        </Select>
        <DownloadButtons
          kinds={FILES}
          busy={busy}
          label={(ext) => t(`dmr.${ext}`)}
          onDownload={(ext) => void file(ext)}
        />
      </div>
      {dmr.isError && <Alert>{errorText(t, dmr.error)}</Alert>}
      {dmr.data && dmr.data.rows.length === 0 && <p className="text-slate-700">{t('dmr.empty')}</p>}
      {dmr.data && dmr.data.rows.length > 0 && (
        <>
          <ResponsiveList
            caption={t('dmr.title')}
            rows={dmr.data.rows}
            rowKey={(r) => `${r.receiverCnpj}:${r.ibamaCode}:${r.treatmentCode ?? ''}`}
            columns={[
              { label: t('dmr.receiver'), cell: (r) => r.receiverName },
              {
                label: t('dmr.ibama'),
                cell: (r) => (r.ibamaDescription ? `${r.ibamaCode} — ${r.ibamaDescription}` : r.ibamaCode),
              },
              { label: t('dmr.treatment'), cell: (r) => r.treatmentDescription ?? r.treatmentCode ?? '—' },
              { label: t('dmr.quantity'), cell: (r) => formatKg(r.quantityKg, lang), align: 'right' },
              { label: t('dmr.mtrs'), cell: (r) => r.mtrCount, align: 'right' },
            ]}
          />
          <p className="font-semibold">{t('dmr.total', { kg: formatKg(dmr.data.totalKg, lang) })}</p>
        </>
      )}
    </Section>
  );
}
