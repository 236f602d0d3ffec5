import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * The top of a screen: its one <h1>, a sentence saying what the screen is for and, at the right (below on a phone),
 * the screen's main actions. Every screen's title reads the same size and colour.
 */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cx('flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="min-w-0 space-y-2">
        <h1 className="text-xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="max-w-3xl text-slate-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
