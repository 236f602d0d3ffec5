import { TextField } from './field';

/** A period of whole months as ISO text ('2026-01' to '2026-12'), both ends included. */
export interface MonthRange {
  from: string;
  to: string;
}

const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month's place in a count of months from year 0 ('2026-03' → 2026 × 12 + 2): months apart by subtraction. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** How many months the range spans, both ends counted; 0 unless both ends are months and the first is not after the last. */
export function monthsIn({ from, to }: MonthRange): number {
  if (!ISO_MONTH.test(from) || !ISO_MONTH.test(to)) return 0;
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}

interface PeriodFieldsProps {
  value: { from: string; to: string };
  onChange(range: { from: string; to: string }): void;
  fromLabel: string;
  toLabel: string;
}

/** The two fields of a period, first and last, side by side in the page's filter row: months, or days (`date`). */
export function PeriodFields({
  type,
  value,
  onChange,
  fromLabel,
  toLabel,
}: PeriodFieldsProps & { type: 'month' | 'date' }) {
  return (
    <>
      <TextField
        label={fromLabel}
        size="sm"
        type={type}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
      />
      <TextField
        label={toLabel}
        size="sm"
        type={type}
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
      />
    </>
  );
}

/** The two month fields of a report's period ({@link MonthRange}). */
export const MonthRangeFields = (props: PeriodFieldsProps) => <PeriodFields type="month" {...props} />;
