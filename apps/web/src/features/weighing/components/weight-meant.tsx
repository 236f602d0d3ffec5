import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { Button } from '@/components/ui/button';

/**
 * "1.500" in pt or es: 1 500 kg or 1,5 kg? One button for each reading, asked, never guessed — under the weighing
 * form's weight and the correction dialog's.
 */
export function WeightMeant({
  ambiguous,
  lang,
  onPick,
  className = '',
}: {
  ambiguous: { asThousands: number; asDecimal: number };
  lang: Language;
  onPick(kg: number): void;
  className?: string;
}) {
  const { t } = useTranslation('weighing');
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {[ambiguous.asThousands, ambiguous.asDecimal].map((kg) => (
        <Button
          variant="bare"
          key={kg}
          type="button"
          className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          onClick={() => onPick(kg)}
        >
          {t('validation.weightMeant', { weight: formatEnteredKg(kg, lang) })}
        </Button>
      ))}
    </div>
  );
}
