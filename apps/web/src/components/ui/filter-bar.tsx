import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * The filters above a list, as one search landmark named by `label` ("Filtros"): its fields side by side, two a row
 * on a tablet, four on a desk when there are that many (`columns={4}`), one under the other on a phone.
 */
export function FilterBar({ label, columns = 2, children }: { label: string; columns?: 2 | 4; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className={cx('grid gap-3 sm:grid-cols-2', columns === 4 && 'lg:grid-cols-4')}
    >
      {children}
    </div>
  );
}
