import type { ReactNode } from 'react';
import { cardClass } from '@/components/ui/card';

/** The form's card on the sign-in, forgotten-password and new-password pages. */
export const AUTH_FORM_CLASS = cardClass({ padding: 'xl', className: 'mt-8 space-y-5' });

/** The narrow column of those pages: the heading, a sentence saying what to do, then the form. */
export function AuthFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      {children}
    </div>
  );
}
