import type { HTMLAttributes, Ref } from 'react';
import { cx } from './cx';

export type CardPadding = 'sm' | 'md' | 'lg' | 'xl';
export type CardTone = 'neutral' | 'danger';

const PADDING: Record<CardPadding, string> = { sm: 'p-3 sm:p-4', md: 'p-3 sm:p-5', lg: 'p-3 sm:p-6', xl: 'p-6' };
const TONE: Record<CardTone, string> = { neutral: 'border-slate-200', danger: 'border-red-200' };

/** The classes of a card, for an element that is not a <div> (a <section> with its heading). */
export function cardClass({
  padding = 'md',
  tone = 'neutral',
  className,
}: { padding?: CardPadding; tone?: CardTone; className?: string } = {}): string {
  return cx('min-w-0 rounded-2xl border bg-white shadow-sm', TONE[tone], PADDING[padding], className);
}

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: CardPadding;
  tone?: CardTone;
  ref?: Ref<HTMLDivElement>;
}

/** A white rounded panel: the one surface every page groups its content on. */
export function Card({ padding, tone, className, ...props }: CardProps) {
  return <div className={cardClass({ padding, tone, className })} {...props} />;
}
