import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { Button } from '@/components/ui/button';
import type { Ambiguity } from '../hooks/use-weighing-form';
import { WeightField } from './weight-field';
import { WeightMeant } from './weight-meant';

interface WeighBarProps {
  /** A container is picked: the weight typed or read is the gross, and `net` what it comes to. */
  gross: boolean;
  net: number | null;
  weight: string;
  lang: Language;
  /** The weight's problem, a key of the weighing catalogue. */
  error: string | undefined;
  ambiguous: Ambiguity | null;
  submitting: boolean;
  fixing: boolean;
  /** The choices made above, repeated on a short window where they scroll out of sight. */
  chosen: string[];
  weightRef: Ref<HTMLInputElement>;
  onWeight(value: string): void;
  /** A "did you mean" choice of an ambiguous weight. */
  onMeant(kg: number): void;
}

/**
 * Weight and save, kept in reach: side by side, and pinned to the bottom of a short window (a phone with its keypad
 * up), where a line repeats the choices made above so they stay in sight too. Below, what is wrong with the weight.
 */
export function WeighBar({
  gross,
  net,
  weight,
  lang,
  error,
  ambiguous,
  submitting,
  fixing,
  chosen,
  weightRef,
  onWeight,
  onMeant,
}: WeighBarProps) {
  const { t } = useTranslation('weighing');
  return (
    <div className="sticky bottom-0 z-10 -mx-1 space-y-1 bg-white px-1 pb-1" data-testid="weigh-bar">
      <p
        data-testid="weigh-choices"
        className="hidden truncate text-sm font-medium text-slate-800 [@media(max-height:600px)]:block"
      >
        {chosen.length > 0 ? chosen.join(' · ') : t('form.nothingChosen')}
      </p>
      <WeightField
        ref={weightRef}
        value={weight}
        lang={lang}
        error={error && t(error)}
        onChange={onWeight}
        label={gross ? t('form.grossWeight') : undefined}
        note={gross && net !== null ? t('form.net', { net: formatEnteredKg(net, lang) }) : undefined}
        action={
          <Button
            variant="bare"
            type="submit"
            disabled={submitting}
            className="flex min-h-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 px-4 text-lg font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60 @lg:min-h-16 @lg:px-8 @lg:text-xl"
          >
            {submitting ? t('form.saving') : fixing ? t('fix.save') : t('form.save')}
          </Button>
        }
      />
      {error && (
        <p id="weight-error" role="alert" className="font-medium text-red-700">
          {ambiguous
            ? t('validation.weightAmbiguous', {
                thousands: formatEnteredKg(ambiguous.asThousands, lang),
                decimal: formatEnteredKg(ambiguous.asDecimal, lang),
              })
            : error.startsWith('validation.weightWhy.')
              ? // The spec's sentence word for word, then what exactly is wrong.
                [<span key="spec">{t('validation.weight')}</span>, ' ', <span key="why">{t(error)}</span>]
              : t(error)}
        </p>
      )}
      {ambiguous && <WeightMeant ambiguous={ambiguous} lang={lang} onPick={onMeant} />}
    </div>
  );
}
