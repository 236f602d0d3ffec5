import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A message that something failed, said at once to screen readers (role="alert") and drawn the one way every page
 * draws it: red on a light red box. `as="div"` when it holds more than a sentence (a list, a button).
 */
export function Alert({
  children,
  as: Tag = 'p',
  id,
  className,
}: {
  children: ReactNode;
  as?: 'p' | 'div';
  id?: string;
  className?: string;
}) {
  return (
    <Tag id={id} role="alert" className={cx('rounded-lg bg-red-50 px-3 py-2 text-red-800', className)}>
      {children}
    </Tag>
  );
}
