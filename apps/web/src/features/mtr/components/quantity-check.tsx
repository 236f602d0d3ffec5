import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFarFromWeighed, readDecimal } from '@ecopeso/shared/decimal-input';
import type { Language } from '@ecopeso/shared/languages';
import { MTR_DIFFERENCE_FLAG_PCT, type Mtr } from '@ecopeso/shared/mtr';
import type { MtrUnitKind } from '@ecopeso/shared/mtr-rules';
import { formatEnteredKg, formatKg, formatNumber } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * A quantity typed in an MTR form, read by the language's rule (packages/shared decimal-input.ts: "1.200" is 1 200
 * and "1,2" is 1.2 in pt; "12.345,6" is 12 345.6). NaN when it is not a number, for the schema to refuse.
 */
export function typedKg(text: string, lang: Language): number {
  const reading = readDecimal(text, lang);
  return reading.kind === 'ok' ? reading.value : Number.NaN;
}

interface Checked {
  ibamaCode: string;
  quantityKg: number;
  weighedKg: number;
}

/**
 * Asks before keeping quantities far from what was weighed (more than MTR_DIFFERENCE_FLAG_PCT % off, as the monthly
 * comparison flags), as the record editor asks before an ambiguous weight: `ask` resolves true when none is far
 * or the person confirms; `dialog` is rendered by the form.
 */
export function useFarQuantityCheck(lang: Language) {
  const { t } = useTranslation('mtr');
  const [far, setFar] = useState<Checked[] | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const ask = (items: readonly Checked[]): Promise<boolean> => {
    const list = items.filter(
      (i) => i.weighedKg > 0 && isFarFromWeighed(i.quantityKg, i.weighedKg, MTR_DIFFERENCE_FLAG_PCT),
    );
    if (!list.length) return Promise.resolve(true);
    setFar(list);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  };
  const close = (ok: boolean) => {
    setFar(null);
    answer.current?.(ok);
    answer.current = null;
  };

  const dialog = (
    <ConfirmDialog
      open={far !== null}
      title={t('quantityCheck.title')}
      message={
        <ul className="list-disc space-y-1 pl-5">
          {(far ?? []).map((i) => (
            <li key={i.ibamaCode} data-testid="far-quantity">
              {t('quantityCheck.line', {
                code: i.ibamaCode,
                typed: formatEnteredKg(i.quantityKg, lang),
                weighed: formatKg(i.weighedKg, lang),
              })}
            </li>
          ))}
        </ul>
      }
      confirmText={t('quantityCheck.confirm')}
      cancelText={t('quantityCheck.cancel')}
      theme="warning"
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { ask, dialog };
}

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
