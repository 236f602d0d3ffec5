import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@/components/ui/date-picker';
import { ClockIcon } from './clock-icon';
import { Button } from '@/components/ui/button';

interface WhenFieldProps {
  /** The picked wall-clock time of the client ('YYYY-MM-DDTHH:mm'), or null for "now" (the default). */
  value: string | null;
  onChange(value: string | null): void;
  /** Bounds on the client's clock: the latest is now, the earliest 7 days back for the operacional. */
  min?: string;
  max: string;
  error?: string;
}

const LINK =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-800 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * "When" of a weighing: now unless the user picks an earlier moment (a bin forgotten yesterday). Closed, it takes
 * one short line, so it costs the entry screen no height on a kitchen tablet.
 */
export function WhenField({ value, onChange, min, max, error }: WhenFieldProps) {
  const { t } = useTranslation('weighing');
  if (value === null) {
    return (
      <div className="flex items-center gap-1 text-sm text-slate-700">
        <ClockIcon />
        <span>{t('when.now')}</span>
        <Button variant="bare" type="button" className={LINK} onClick={() => onChange(max)}>
          {t('when.change')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-end gap-2">
      <DateTimePicker
        label={t('when.label')}
        description={t('when.hint')}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        error={error ?? null}
        size="sm"
        className="min-w-0 flex-1"
      />
      <Button variant="bare" type="button" className={LINK} onClick={() => onChange(null)}>
        {t('when.backToNow')}
      </Button>
    </div>
  );
}
