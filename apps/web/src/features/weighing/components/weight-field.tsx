import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface WeightFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The weight in kg: a text field (so "12,5" and "12.5" both stay as typed) that opens the numeric keypad on touch
 * devices; Enter saves.
 */
export function WeightField({ value, onChange, error, ref }: WeightFieldProps) {
  const { t } = useTranslation('weighing');
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-lg font-semibold text-slate-900">
        {t('form.weight')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      <div className="flex items-stretch">
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
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('form.weightPlaceholder')}
          className="min-h-16 w-full min-w-0 rounded-l-xl border-2 border-r-0 border-slate-400 bg-white px-4 text-3xl font-semibold tabular-nums text-slate-900 placeholder:text-slate-400 focus-visible:border-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-[invalid=true]:border-red-700"
        />
        <span className="flex items-center rounded-r-xl border-2 border-l-0 border-slate-400 bg-slate-100 px-4 text-xl font-semibold text-slate-700">
          kg
        </span>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('form.weightHint')}
      </p>
      {error && (
        <p id={errorId} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
