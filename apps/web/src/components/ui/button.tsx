import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';

/**
 * `bare` draws nothing of its own: for a control whose look is its place's (a sidebar entry, a toast's close cross,
 * a chart's series switch), still a <Button> so that type, busy state and focus work the one way.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'warning' | 'ghost' | 'bare';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

const VARIANTS: Record<Exclude<ButtonVariant, 'bare'>, string> = {
  primary: 'bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-slate-900',
  outline:
    'bg-white font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-100 focus-visible:outline-brand-700',
  danger: 'bg-red-700 font-medium text-white hover:bg-red-800 focus-visible:outline-red-700',
  warning: 'bg-amber-700 font-medium text-white hover:bg-amber-800 focus-visible:outline-amber-700',
  ghost: 'font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-slate-900',
};

// Every size keeps a touch target of at least 44 px (spec §8: gloved hands on a kitchen tablet).
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3',
  md: 'min-h-11 px-4',
  lg: 'min-h-12 px-4 text-lg',
  xl: 'min-h-16 rounded-xl px-6 text-xl font-bold shadow-sm',
};

/** The classes of a button, for a link or a summary that must look like one. */
export function buttonClass({
  variant = 'secondary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  if (variant === 'bare') return cx(className);
  return cx(BASE, VARIANTS[variant], SIZES[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled, aria-busy and a spinner. The caller says what is happening in the label ("Entrando..."). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native <button> (so forms, onClick and every assistive technology behave as they always did) with the
 * product's variants. type defaults to "button": a submit button says so.
 */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

/** A small spinning ring, hidden from assistive technology (the label and aria-busy say it). */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx(className, 'shrink-0 animate-spin motion-reduce:animate-none')}
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
