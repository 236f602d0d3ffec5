import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import type { Mtr } from '@ecopeso/shared/mtr';
import type { MtrUnitKind } from '@ecopeso/shared/mtr-rules';
import { formatNumber } from '@ecopeso/shared/figures';

const UNIT_SYMBOL: Record<MtrUnitKind, string> = { KG: 'kg', TON: 't', L: 'L', M3: 'm³', UN: 'UN' };

/** What an issued MTR declared per IBAMA code in its own unit (TON, L, m³, UN), beside our kilos. */
export function QuantitiesSent({ items, lang }: { items: Mtr['items']; lang: Language }) {
  const { t } = useTranslation('mtr');
  const sent = items.filter((i) => i.quantity !== null && i.unitKind !== null && i.unitKind !== 'KG');
  if (!sent.length) return null;
  return (
    <ul className="mt-1 text-xs text-slate-700" data-testid="mtr-quantities">
      {sent.map((i) => (
        <li key={i.ibamaCode}>
          {i.ibamaCode}:{' '}
          {t('detail.inUnit', { quantity: formatNumber(i.quantity!, lang, 4), unit: UNIT_SYMBOL[i.unitKind!] })}
        </li>
      ))}
    </ul>
  );
}
