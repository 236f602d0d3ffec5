import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '../data/terms';
import { Badge } from '@/components/ui/badge';

/** One glossary entry: its name (a link to itself), category, definition, source and related terms. */
export function TermEntry({
  entry,
  names,
  highlighted,
}: {
  entry: GlossaryEntry;
  names: Map<string, string>;
  highlighted: boolean;
}) {
  const { t } = useTranslation('glossary');
  const titleId = `${entry.id}-titulo`;
  const source = typeof entry.source === 'string' ? entry.source : t(`sources.${entry.source.kind}`);
  return (
    <article
      id={entry.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`scroll-mt-20 rounded-2xl border bg-white p-4 shadow-sm focus:outline-none sm:p-5 ${
        highlighted ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          {entry.term}{' '}
          <Link
            to={{ hash: entry.id }}
            aria-label={t('permalink', { term: entry.term })}
            className="rounded px-1 text-base font-normal text-slate-500 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            #
          </Link>
        </h3>
        <Badge size="sm">{t(`category.${entry.category}`)}</Badge>
      </div>
      <p className="mt-2 text-slate-800">{entry.definition}</p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-700">{t('source')}:</dt>
          <dd className="text-slate-700">{source}</dd>
        </div>
        {entry.related.length > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-slate-700">{t('related')}:</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {entry.related.map((id) => (
                  <li key={id}>
                    <Link
                      to={{ hash: id }}
                      className="text-brand-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {names.get(id) ?? id}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
