import type { ReactNode } from 'react';
import { Button } from './button';

export interface Choice<T extends string> {
  id: T;
  label: string;
}

/**
 * Two or three views of the same thing (Total / Composition), one pressed: a compact segmented switch beside a card's
 * title. Each option is a toggle button (aria-pressed), the group named for screen readers.
 */
export function SegmentedChoice<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(id: NoInfer<T>): void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-300 p-0.5">
      {choices.map((c) => (
        <Button
          variant="bare"
          key={c.id}
          type="button"
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
          className={`min-h-10 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-slate-900 ${value === c.id ? 'bg-slate-800 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * A row of full-size buttons under a legend, the chosen one pressed (primary) — or none, when the choice was made
 * another way (`value` null: dates typed in the fields given as children, which follow the buttons).
 */
export function ChoiceButtons<T extends string>({
  legend,
  choices,
  value,
  onChange,
  children,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange(id: NoInfer<T>): void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-700">{legend}</legend>
      {choices.map((c) => (
        <Button
          key={c.id}
          variant={value === c.id ? 'primary' : 'secondary'}
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
        >
          {c.label}
        </Button>
      ))}
      {children}
    </fieldset>
  );
}
