import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';

interface WeightFieldProps {
  value: string;
  onChange(value: string): void;
  lang: Language;
  /** Shown by the form below the weight-and-save row; here it only marks the field invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** The save button, beside the field so both sit on one line. */
  action?: ReactNode;
  /** The field's name when it is not the weight itself (the gross, with a container picked). */
  label?: string;
  /** Below the field's hint: what the weight comes to (the net, with a container picked). */
  note?: ReactNode;
}

/**
 * The weight in kg: a text field (so "12,5" and "12.5" both stay as typed) that opens the numeric keypad on touch
 * devices; Enter saves. Its hint names the language's decimal mark (the comma in pt and es).
 */
export function WeightField({ value, onChange, lang, error, ref, action, label, note }: WeightFieldProps) {
  const { t } = useTranslation('weighing');
  const id = useId();
  const hintId = useId();
  return (
    <div className="min-w-0">
      <div className="mb-1 flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {label ?? t('form.weight')}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <span id={hintId} className="text-sm text-slate-600">
          {t(lang === 'en' ? 'form.weightHintPoint' : 'form.weightHintComma')}
        </span>
      </div>
      <div className="flex items-stretch gap-2 @lg:gap-3">
        <div className="flex min-w-0 flex-1 items-stretch">
          <input
            ref={ref}
            id={id}
            name="weight"
            type="text"
            inputMode="decimal"
            enterKeyHint="done"
            autoComplete="off"
            required
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${hintId}${error ? ' weight-error' : ''}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t('form.weightPlaceholder')}
            className="min-h-14 w-full min-w-0 rounded-l-xl border-2 border-r-0 border-slate-400 bg-white px-3 text-2xl font-semibold tabular-nums text-slate-900 placeholder:text-slate-400 focus-visible:border-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-[invalid=true]:border-red-700 @lg:min-h-16 @lg:text-3xl"
          />
          <span className="flex items-center rounded-r-xl border-2 border-l-0 border-slate-400 bg-slate-100 px-3 text-lg font-semibold text-slate-700">
            kg
          </span>
        </div>
        {action}
      </div>
      {note && (
        <p className="mt-1 text-base font-semibold text-slate-800" aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}
