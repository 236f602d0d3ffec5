import type { ReactNode } from 'react';

/** The top of a public page: a small label, the page's one h1, and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
