import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInZone } from '@ecopeso/shared/dates';
import { formatCo2e, formatKg, formatPct } from '@ecopeso/shared/figures';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { PeriodFields } from '@/components/ui/month-range';
import { GlossaryLink } from '@/components/glossary-link';
import { useClientDetail } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { useSelectedClient } from '@/lib/use-selected-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCircularEconomy } from '../api/get-circular-economy';
import { isValidPeriod, PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from '../lib/period';
import { FlowDiagram } from './flow-diagram';
import { Hierarchy } from './hierarchy';
import { Opportunities, Streams } from './streams-and-opportunities';
import { ClientSelect } from '@/components/client-select';
import { ChosenClientBody } from '@/components/client-body';
import { PageHeader } from '@/components/ui/page-header';
import { Notice, RetryNotice } from '@/components/ui/notice';

function Figure({ label, value, term }: { label: string; value: string; term?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">
        {label}
        {term && <> {term}</>}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * /app/economia-circular (master, gerente): the waste hierarchy for a kitchen, then the selected client's flows,
 * recovery per stream, CO2e avoided and the server's opportunities for a period (last 12 months by default).
 */
export function CircularPage() {
  const { t } = useTranslation('circular');
  const { lang } = useLanguage();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const selected = useSelectedClient();
  const { list, clientId, select: selectClient } = selected;
  const client = useClientDetail(clientId);
  const [preset, setPreset] = useState<PeriodPreset | null>('m12');
  const [custom, setCustom] = useState<Period | null>(null);
  const today = client.data ? dayInZone(client.data.timezone) : null;
  const period = preset && today ? presetPeriod(preset, today) : custom;
  const valid = period !== null && isValidPeriod(period);
  const data = useCircularEconomy(clientId, valid ? period : null);

  const setRange = (range: Period) => {
    setPreset(null);
    // With no period yet, the first day chosen stands for both ends.
    setCustom(period ? range : { from: range.from || range.to, to: range.to || range.from });
  };

  /** The chosen client's flows for the period. */
  const clientBody = (): ReactNode => {
    if (!valid) return <Notice>{period ? t('period.invalid') : t('loading')}</Notice>;
    if (data.isError) return <RetryNotice message={t('loadError')} onRetry={() => void data.refetch()} />;
    if (!data.data) return <p role="status">{t('loading')}</p>;
    if (data.data.totalKg === 0) return <Notice>{t('noData')}</Notice>;
    const d = data.data;
    return (
      <>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={t('summary.total')} value={formatKg(d.totalKg, lang)} />
          <Figure label={t('summary.recovered')} value={formatKg(d.recoveryKg, lang)} />
          <Figure
            label={t('summary.diversion')}
            value={d.diversionPct === null ? '—' : formatPct(d.diversionPct, lang)}
            term={<GlossaryLink term="taxa-desvio-aterro" />}
          />
          <Figure
            label={t('summary.co2e')}
            value={formatCo2e(d.co2e.avoidedKg, lang)}
            term={<GlossaryLink term="emissoes-evitadas" />}
          />
        </dl>
        {d.co2e.uncoveredKg > 0 && (
          <p className="text-sm text-slate-700">{t('summary.uncovered', { kg: formatKg(d.co2e.uncoveredKg, lang) })}</p>
        )}
        <Opportunities data={d} lang={lang} />
        <FlowDiagram data={d} lang={lang} />
        <Streams data={d} lang={lang} />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 pb-16">
      <PageHeader title={t('title')} description={t('intro')} />
      <Hierarchy />
      <div className="flex flex-wrap items-end gap-3">
        {list.length > 0 && <ClientSelect clients={list} value={clientId} onSelect={selectClient} />}
        <ChoiceButtons
          legend={t('period.label')}
          choices={PERIOD_PRESETS.map((p) => ({ id: p, label: t(`period.${p}`) }))}
          value={preset}
          onChange={setPreset}
        >
          <PeriodFields
            type="date"
            value={period ?? { from: '', to: '' }}
            onChange={setRange}
            fromLabel={t('period.from')}
            toLabel={t('period.to')}
          />
        </ChoiceButtons>
      </div>
      <div aria-busy={data.isFetching} className="space-y-6">
        <ChosenClientBody selected={selected} loading={t('loading')} none="noneAvailable" choose={t('client.select')}>
          {clientBody}
        </ChosenClientBody>
      </div>
    </div>
  );
}
