import { useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import type { FieldBaseProps } from './field';
import { UiLocale } from './ui-locale';
import { parseIsoDate, parseIsoDateTime, toIsoDate, toIsoDateTime } from './date-value';
import { AriaFieldHelp, AriaFieldLabel, ariaFieldBoxClass } from './aria-field-help';
import { Icon, ICON_PATHS } from '@/components/icon';

interface BaseProps extends FieldBaseProps {
  name?: string;
  isDisabled?: boolean;
  onBlur?(): void;
}

export interface DatePickerProps extends BaseProps {
  /** A calendar date as ISO 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange(value: string | null): void;
  /** Earliest and latest dates allowed, ISO 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

export interface DateTimePickerProps extends BaseProps {
  /** A wall-clock date and time as ISO 'YYYY-MM-DDTHH:mm', or null; the time zone is the caller's (the client's). */
  value: string | null;
  onChange(value: string | null): void;
  min?: string;
  max?: string;
}

const ICON_BUTTON =
  'flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** A date typed segment by segment in the page's order (dd/mm/aaaa in pt and es) or picked on a calendar. */
export function DatePicker({ value, onChange, min, max, ...props }: DatePickerProps) {
  return (
    <PickerFrame
      {...props}
      value={parseIsoDate(value)}
      minValue={parseIsoDate(min ?? null)}
      maxValue={parseIsoDate(max ?? null)}
      granularity="day"
      onChange={(next) => onChange(next ? toIsoDate(next) : null)}
    />
  );
}

/** A date and a time of day (24 h in pt and es), for "valid from" moments and record times. */
export function DateTimePicker({ value, onChange, min, max, ...props }: DateTimePickerProps) {
  return (
    <PickerFrame
      {...props}
      value={parseIsoDateTime(value)}
      minValue={parseIsoDateTime(min ?? null)}
      maxValue={parseIsoDateTime(max ?? null)}
      granularity="minute"
      onChange={(next) => onChange(next ? toIsoDateTime(next) : null)}
    />
  );
}

function PickerFrame({
  label,
  description,
  error,
  required,
  size = 'md',
  className,
  ...props
}: BaseProps & {
  value: DateValue | null;
  minValue: DateValue | null;
  maxValue: DateValue | null;
  granularity: 'day' | 'minute';
  onChange(value: DateValue | null): void;
}) {
  const { t } = useTranslation('ui');
  // No error while the person is still typing the date: a message that came and went under a half-typed date
  // moved the button below between its press and release, and the click was lost ("Adicionar licença").
  const [typing, setTyping] = useState(false);
  const shown = typing ? null : error;
  return (
    <UiLocale>
      <AriaDatePicker
        {...props}
        onFocusChange={setTyping}
        minValue={props.minValue ?? undefined}
        maxValue={props.maxValue ?? undefined}
        className={cx('group', className)}
        isRequired={required}
        isInvalid={!!shown}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <AriaFieldLabel size={size} required={required}>
          {label}
        </AriaFieldLabel>
        <Group className={ariaFieldBoxClass(size)}>
          <DateInput className="flex flex-1 flex-wrap tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 text-slate-900 outline-none focus:bg-brand-700 focus:text-white data-[placeholder]:text-slate-500 data-[type=literal]:px-0"
              />
            )}
          </DateInput>
          <AriaButton aria-label={t('date.openCalendar')} className={ICON_BUTTON}>
            <Icon d={ICON_PATHS.calendar} className="h-5 w-5" strokeWidth={2} />
          </AriaButton>
        </Group>
        <AriaFieldHelp description={description} error={shown} />
        <Popover className="rounded-xl border border-slate-300 bg-white p-3 shadow-lg">
          <Dialog className="outline-none">
            <Calendar>
              <header className="mb-2 flex items-center gap-2">
                <AriaButton slot="previous" className={ICON_BUTTON}>
                  <span aria-hidden="true">‹</span>
                </AriaButton>
                <Heading className="flex-1 text-center font-semibold text-slate-900" />
                <AriaButton slot="next" className={ICON_BUTTON}>
                  <span aria-hidden="true">›</span>
                </AriaButton>
              </header>
              <CalendarGrid className="border-separate border-spacing-0.5">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={cx(
                      'flex h-10 w-10 items-center justify-center rounded-lg text-slate-900 outline-none',
                      'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900',
                      'data-[outside-month]:hidden data-[disabled]:text-slate-300 data-[unavailable]:text-slate-300',
                      'data-[selected]:bg-brand-700 data-[selected]:text-white',
                    )}
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </UiLocale>
  );
}
