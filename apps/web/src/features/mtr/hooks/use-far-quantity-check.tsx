import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFarFromWeighed } from '@ecopeso/shared/decimal-input';
import type { Language } from '@ecopeso/shared/languages';
import { MTR_DIFFERENCE_FLAG_PCT } from '@ecopeso/shared/mtr';
import { formatEnteredKg, formatKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
