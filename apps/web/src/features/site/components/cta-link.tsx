import type { ReactNode } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
};

/** A call-to-action link that looks like a button. */
export function CtaLink({
  to,
  variant = 'primary',
  className = '',
  children,
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  /** Its place in the page (a margin). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center rounded-lg px-6 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
