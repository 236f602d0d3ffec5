import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A page that only says one thing and offers the way on (not found, access denied): its heading, centred, is also
 * the document's title.
 */
export function MessagePage({
  title,
  titleClassName,
  children,
}: {
  title: string;
  titleClassName: string;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} | Ecopeso`);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className={titleClassName}>{title}</h1>
      {children}
    </div>
  );
}
