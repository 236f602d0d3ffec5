import { Button as AriaButton, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { controlClass, type FieldBaseProps } from './field';
import { UiLocale } from './ui-locale';
import { AriaFieldHelp, AriaFieldLabel } from './aria-field-help';

export interface NumberFieldProps extends FieldBaseProps {
  name?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  onBlur?(): void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Intl.NumberFormat options: { style: 'percent' }, { style: 'currency', currency: 'BRL' }, fraction digits… */
  formatOptions?: Intl.NumberFormatOptions;
  /** A unit shown after the number ("kg", "%"); it is part of the description screen readers hear. */
  unit?: string;
  isDisabled?: boolean;
}

/** The − and + buttons beside the number. */
const STEPPER =
  'min-h-11 min-w-11 rounded-lg border border-slate-400 bg-white text-lg font-bold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-50';

/**
 * A number typed and shown the page's way (12,5 in pt and es, 12.5 in en), with steppers; React Aria parses it,
 * so a form receives a number, never a string. Empty is null.
 */
export function NumberField({
  label,
  description,
  error,
  required,
  size = 'md',
  className,
  value,
  onChange,
  unit,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <UiLocale>
      <AriaNumberField
        {...props}
        className={className}
        value={value ?? Number.NaN}
        onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
        isRequired={required}
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <AriaFieldLabel size={size} required={required}>
          {label}
        </AriaFieldLabel>
        <Group className="flex items-stretch gap-1">
          <Input className={controlClass(size, 'tabular-nums')} />
          {unit && <span className="flex items-center px-1 font-semibold text-slate-700">{unit}</span>}
          <AriaButton slot="decrement" aria-label={t('number.decrement')} className={STEPPER}>
            −
          </AriaButton>
          <AriaButton slot="increment" aria-label={t('number.increment')} className={STEPPER}>
            +
          </AriaButton>
        </Group>
        <AriaFieldHelp description={description ?? (unit ? t('number.unit', { unit }) : undefined)} error={error} />
      </AriaNumberField>
    </UiLocale>
  );
}
