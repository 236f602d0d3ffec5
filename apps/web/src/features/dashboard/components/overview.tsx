import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlossaryLink } from '@/components/glossary-link';
import { useLanguage } from '@/lib/language';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import type { WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatBrl, formatGoalPct, formatKg, formatKgNumber, formatNumber, formatPct } from '@ecopeso/shared/figures';
import { describeComparison, previousYearsLabel } from '../lib/format';
import { CARD } from './chart-card';
import { useWords } from '@/lib/use-words';

function Card({
  label,
  value,
  detail,
  accent,
  className = '',
  term,
  more,
}: {
  label: string;
  value: string;
  detail?: string;
  accent?: string;
  className?: string;
  /** A glossary link beside the label. */
  term?: ReactNode;
  /** A link under the figures. */
  more?: ReactNode;
}) {
  return (
    <div className={`${CARD} border-t-4 ${className}`} style={{ borderTopColor: accent ?? '#15803d' }}>
      <dt className="text-sm font-semibold text-slate-600">
        {label}
        {term && <> {term}</>}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
      {more && <dd className="mt-2 text-sm">{more}</dd>}
    </div>
  );
}

/**
 * Spec §2 summary cards (total kg; organic, recyclable and rejeito shares; compostable where the client has it),
 * the period's landfill diversion against the goal, and the CO2e avoided with the factors' sources.
 */
export function Overview({
  dashboard,
  showCompostable,
  lang,
}: {
  dashboard: Dashboard;
  showCompostable: boolean;
  lang: Language;
}) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const co2eTitleId = useId();
  const { prefix } = useLanguage();
  const { summary, diversion, co2e } = dashboard;
  const shares: [WasteType, number][] = [
    ['organico', summary.organicPct],
    ['reciclavel', summary.recyclablePct],
    ['rejeito', summary.rejeitoPct],
  ];
  if (showCompostable || summary.compostavelPct > 0) shares.push(['compostavel', summary.compostavelPct]);
  const sources = co2e.sources.map((s) => `${words.factorSource(s.source)} (${s.year})`).join('; ');

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
        <Card
          className="col-span-2 sm:col-span-1"
          label={t('summary.total')}
          value={formatKg(summary.totalKg, lang)}
          detail={t('summary.records', { n: formatNumber(summary.records, lang, 0) })}
          more={
            <span
              data-testid="total-comparison"
              className={dashboard.comparison.status === 'comparable' ? 'text-slate-700' : 'text-amber-900'}
            >
              {describeComparison(words, dashboard.comparison, previousYearsLabel(dashboard.monthly), lang)}
            </span>
          }
        />
        {shares.map(([type, pct]) => (
          <Card
            key={type}
            label={words.wasteType(type)}
            value={formatPct(pct, lang)}
            accent={WASTE_COLORS[type].main}
          />
        ))}
        <Card
          label={t('summary.diversion')}
          value={diversion.pct === null ? '—' : formatPct(diversion.pct, lang)}
          detail={
            diversion.pct === null
              ? t('empty.notEnoughData')
              : t(diversion.pct >= diversion.goalPct ? 'summary.goalMet' : 'summary.goalBelow', {
                  pct: formatGoalPct(diversion.goalPct, lang),
                })
          }
          accent="#b45309"
          term={<GlossaryLink term="taxa-desvio-aterro" />}
          more={
            <Link
              to={`${prefix}/app/economia-circular`}
              className="font-medium text-brand-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('summary.opportunities')}
            </Link>
          }
        />
        <Card
          label={t('summary.cost')}
          value={dashboard.cost.brl === null ? t('summary.noPrice') : formatBrl(dashboard.cost.brl, lang)}
          detail={
            dashboard.cost.brl !== null && dashboard.cost.unpricedKg > 0
              ? t('summary.costUnpriced', { kg: formatKg(dashboard.cost.unpricedKg, lang) })
              : t('summary.costExplain')
          }
          accent="#475569"
        />
      </dl>
      <section aria-labelledby={co2eTitleId} className={`${CARD} border-l-4 border-l-brand-700`}>
        <h3 id={co2eTitleId} className="text-sm font-semibold text-slate-600">
          {t('co2e.title')} <GlossaryLink term="co2e" />
        </h3>
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">
          {formatKgNumber(co2e.avoidedKg, lang)} <span className="text-lg font-semibold">kg CO₂e</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('co2e.explain')}</p>
        {sources ? (
          <p className="mt-2 text-xs text-slate-600">{t('co2e.sources', { sources })}</p>
        ) : (
          <p className="mt-2 text-xs text-slate-600">{t('co2e.noFactors')}</p>
        )}
        {co2e.uncoveredKg > 0 && (
          <p className="mt-1 text-xs text-amber-900">{t('co2e.uncovered', { kg: formatKg(co2e.uncoveredKg, lang) })}</p>
        )}
      </section>
    </div>
  );
}
