import { useTranslation } from 'react-i18next';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Mtr } from '@ecopeso/shared/mtr';
import { formatDay } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { Button } from '@/components/ui/button';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useContractLabel } from '../hooks/use-contract-label';
import { StatusBadge } from './mtr-common';

/** The client's MTRs: number (or "Rascunho"), contract, shipment, kilos declared, status, CDF, and "Abrir". */
export function MtrList({
  mtrs,
  contractOf,
  onOpen,
}: {
  mtrs: readonly Mtr[];
  contractOf(id: string): Contract | undefined;
  onOpen(id: string): void;
}) {
  const { t } = useTranslation('mtr');
  const words = useWords();
  const { lang } = useLanguage();
  const contractLabel = useContractLabel();
  const numberOf = (m: Mtr) => m.number ?? words.mtrStatus('draft');
  return (
    <ResponsiveList
      caption={t('list.title')}
      rows={mtrs}
      rowKey={(m) => m.id}
      columns={[
        { label: t('list.number'), cell: (m) => <span className="font-medium">{numberOf(m)}</span> },
        {
          label: t('list.contract'),
          cell: (m) => {
            const c = contractOf(m.contractId);
            return c ? contractLabel(c) : m.receiver.name;
          },
        },
        { label: t('list.shipment'), cell: (m) => formatDay(m.shipmentDate, lang) },
        { label: t('list.declared'), cell: (m) => formatEnteredKg(m.declaredKg, lang), align: 'right' },
        { label: t('list.status'), cell: (m) => <StatusBadge status={m.status} test={m.test} /> },
        { label: t('list.cdf'), cell: (m) => m.cdfNumber ?? '—' },
        {
          label: t('list.actions'),
          cell: (m) => (
            <Button size="sm" onClick={() => onOpen(m.id)} aria-label={t('list.openOf', { number: numberOf(m) })}>
              {t('list.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
