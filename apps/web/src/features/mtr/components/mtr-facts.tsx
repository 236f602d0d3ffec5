import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mtr } from '@ecopeso/shared/mtr';
import { formatDateTime, formatDay } from '@ecopeso/shared/dates';
import { formatEnteredKg, formatKg } from '@ecopeso/shared/figures';
import { useLanguage } from '@/lib/language';
import { QuantitiesSent } from './quantities-sent';

/** An MTR's facts: number, CDF, shipment, driver and plate, kilos declared and weighed, and what the system says. */
export function MtrFacts({ mtr: m }: { mtr: Mtr }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Fact term={t('detail.number')} testId="mtr-number">
        {m.number ?? '—'}
      </Fact>
      <Fact term={t('detail.cdf')} testId="cdf-number">
        {m.cdfNumber ?? t('detail.noCdf')}
      </Fact>
      <Fact term={t('detail.shipment')}>{formatDay(m.shipmentDate, lang)}</Fact>
      <Fact term={t('detail.driver')}>
        {m.driverName || '—'} · {m.vehiclePlate || '—'}
      </Fact>
      <Fact term={t('detail.declared')}>
        {formatEnteredKg(m.declaredKg, lang)} ({t('detail.weighed', { kg: formatKg(m.weighedKg, lang) })})
        <QuantitiesSent items={m.items} lang={lang} />
      </Fact>
      <Fact term={t('detail.checked')}>{m.statusCheckedAt ? formatDateTime(m.statusCheckedAt, lang) : '—'}</Fact>
      {m.systemSituation && (
        <Fact term={t('detail.systemSituation', { system: m.system })} testId="mtr-system-situation">
          {m.systemSituation}
        </Fact>
      )}
      {m.reference && (
        <Fact term={t('detail.reference')} className="font-mono">
          {m.reference}
        </Fact>
      )}
    </dl>
  );
}

function Fact({
  term,
  testId,
  className,
  children,
}: {
  term: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd data-testid={testId} className={className}>
        {children}
      </dd>
    </div>
  );
}
