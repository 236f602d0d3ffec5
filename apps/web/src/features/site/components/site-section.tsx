import type { ReactNode } from 'react';

/** The h2 of a public page's section, the id its section is labelled by. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-brand-900">
      {children}
    </h2>
  );
}

/**
 * A titled band of a public page, the width of the page's text: on the page's background, or `white` across the
 * whole width so that two bands in a row are told apart.
 */
export function SiteSection({
  titleId,
  title,
  white = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  white?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {children}
    </>
  );
  return white ? (
    <section className="bg-white py-16" aria-labelledby={titleId}>
      <div className="mx-auto max-w-6xl px-4">{content}</div>
    </section>
  ) : (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby={titleId}>
      {content}
    </section>
  );
}
