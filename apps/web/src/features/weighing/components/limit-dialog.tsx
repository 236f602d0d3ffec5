import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { WeighingValues } from '../lib/validate-weighing';
import { useWords } from '@/lib/use-words';

interface LimitDialogProps {
  /** The weighing above its type's limit, or null when the dialog is closed. */
  overLimit: { values: WeighingValues; limit: number } | null;
  lang: Language;
  onConfirm(): void;
  onCancel(): void;
}

/** Spec §2/§5: a weight above the client's limit for its type shows type, limit and weight; it warns, never blocks. */
export function LimitDialog({ overLimit, lang, onConfirm, onCancel }: LimitDialogProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  return (
    <ConfirmDialog
      open={overLimit !== null}
      theme="warning"
      title={t('limit.title')}
      message={
        overLimit && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">{t('limit.type')}</dt>
              <dd>{words.wasteType(overLimit.values.wasteType)}</dd>
              <dt className="font-medium">{t('limit.limit')}</dt>
              <dd className="tabular-nums">{formatEnteredKg(overLimit.limit, lang)}</dd>
              <dt className="font-medium">{t('limit.weight')}</dt>
              <dd className="font-bold tabular-nums">{formatEnteredKg(overLimit.values.weightKg, lang)}</dd>
            </dl>
            <p className="mt-3">{t('limit.question')}</p>
          </>
        )
      }
      confirmText={t('limit.confirm')}
      cancelText={t('limit.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
