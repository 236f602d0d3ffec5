import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { cx } from './cx';

/**
 * What stands where a page's content would be when there is none to show yet: no client chosen, nothing recorded in
 * the period, still loading (`role="status"`). One card, the way every page says it.
 */
export function Notice({ children, role, className }: { children: ReactNode; role?: 'status'; className?: string }) {
  return (
    <Card role={role} className={cx('text-slate-700', className)}>
      {children}
    </Card>
  );
}

/**
 * The page's content failed to load: why, said at once to screen readers (role="alert"), and a button that asks the
 * server again.
 */
export function RetryNotice({ message, onRetry, className }: { message: string; onRetry(): void; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Card role="alert" className={cx('flex flex-wrap items-center gap-3 text-red-800', className)}>
      <p className="flex-1">{message}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Card>
  );
}
