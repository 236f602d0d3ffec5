import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * The tone of a status: `success` done or in force, `warning` waiting or soon due, `danger` refused, expired or
 * cancelled, `neutral` inactive or plain, `info` in progress, `accent` a
 * step past it (an MTR received, awaiting its certificate), `special` set apart (a test document).
 */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'accent' | 'special';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-200 text-slate-800',
  info: 'bg-sky-100 text-sky-900',
  accent: 'bg-indigo-100 text-indigo-900',
  special: 'bg-fuchsia-100 text-fuchsia-900',
};

/**
 * A status as a pill with its word — the colour is never the only cue, so a badge always has text. `size="sm"` for
 * a tag inside a line of text.
 */
export function Badge({
  tone = 'neutral',
  size = 'md',
  className,
  children,
}: {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 whitespace-nowrap',
        size === 'sm' ? 'text-xs font-semibold' : 'text-sm font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
