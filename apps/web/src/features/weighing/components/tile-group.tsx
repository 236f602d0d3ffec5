import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Icon } from '@/components/icon';

export interface TileOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** A small photo before the label (a container's), in place of an icon. */
  picture?: ReactNode;
  /** Accent colours of this tile (waste types); brand green otherwise. */
  colors?: { main: string; soft: string; ink: string };
}

interface TileGroupProps<T extends string> {
  name: string;
  legend: string;
  /** "required", said to screen readers beside the asterisk; none: an optional choice, no asterisk. */
  requiredLabel?: string;
  options: readonly TileOption<T>[];
  value: T | null;
  onChange(value: T): void;
  error?: string;
  /** Tailwind grid column classes (container queries: the group may sit in a narrow column). */
  columns: string;
  size?: 'large' | 'medium';
  ref?: Ref<HTMLFieldSetElement>;
}

const BRAND = { main: '#15803d', soft: '#dcfce7', ink: '#14532d' };

/**
 * Big tappable choices with native radio semantics: one Tab stop, arrow keys move and select, Space selects, and
 * screen readers hear "radio, 2 of 4". The radio itself is visually hidden; the label is the tile. The chosen
 * tile shows a check mark and a thick border, not colour alone.
 */
export function TileGroup<T extends string>({
  name,
  legend,
  requiredLabel,
  options,
  value,
  onChange,
  error,
  columns,
  size = 'medium',
  ref,
}: TileGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      ref={ref}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="@container min-w-0"
    >
      <legend className="mb-1 text-base font-semibold text-slate-900">
        {legend}
        {requiredLabel !== undefined && (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">({requiredLabel})</span>
          </>
        )}
      </legend>
      <div className={`grid gap-2 @lg:gap-3 ${columns}`}>
        {options.map((option) => {
          const colors = option.colors ?? BRAND;
          const style = {
            '--tile-main': colors.main,
            '--tile-soft': colors.soft,
            '--tile-ink': colors.ink,
          } as CSSProperties;
          return (
            <label
              key={option.value}
              style={style}
              className={`group relative flex cursor-pointer select-none rounded-xl border-2 border-slate-300 bg-white text-slate-900 transition-colors hover:border-[var(--tile-main)] has-[:checked]:border-[var(--tile-main)] has-[:checked]:shadow-[inset_0_0_0_1px_var(--tile-main)] has-[:checked]:bg-[var(--tile-soft)] has-[:checked]:text-[var(--tile-ink)] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900 motion-reduce:transition-none ${
                size === 'large'
                  ? 'min-h-12 items-center gap-1 py-1.5 pl-1.5 pr-4 text-[0.8125rem] font-semibold @sm:gap-1.5 @sm:pr-5 @sm:text-base @lg:flex-col @lg:justify-center @lg:gap-1 @lg:px-2 @lg:text-center'
                  : 'min-h-11 items-center py-1 pl-1.5 pr-4 text-[0.8125rem] font-medium @sm:pl-2.5 @sm:pr-5 @sm:text-sm @2xl:text-base'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                required
                className="sr-only"
              />
              {option.icon && (
                <span
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-white @sm:h-8 @sm:w-8 @lg:h-9 @lg:w-9"
                  style={{ backgroundColor: colors.main }}
                >
                  {option.icon}
                </span>
              )}
              {option.picture}
              {/* Words wrap whole; one longer than a phone's tile is hyphenated at a syllable (the page's lang), cut only where the browser has no hyphenation for it. The selection thickens the edge with an inset shadow, not a wider border, so the label's room never shrinks and a word that fitted is never cut ("Governanç|a"). */}
              <span className="min-w-0 hyphens-auto break-words leading-tight">{option.label}</span>
              <Icon
                d="M5 12.5l4.5 4.5L19 7.5"
                className="absolute right-1 top-1 hidden h-4 w-4 group-has-[:checked]:block"
                strokeWidth={3}
              />
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
