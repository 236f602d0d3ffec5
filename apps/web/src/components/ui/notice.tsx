import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
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
 * server again. On its own card where the content would be; `inline` inside a card that is already there, drawn as
 * the kit's Alert.
 */
export function RetryNotice({
  message,
  onRetry,
  inline = false,
  className,
}: {
  message: string;
  onRetry(): void;
  inline?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const content = (
    <>
      <p className="flex-1">{message}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </>
  );
  const layout = cx('flex flex-wrap items-center gap-3', className);
  return inline ? (
    <Alert as="div" className={layout}>
      {content}
    </Alert>
  ) : (
    <Card role="alert" className={cx(layout, 'text-red-800')}>
      {content}
    </Card>
  );
}
