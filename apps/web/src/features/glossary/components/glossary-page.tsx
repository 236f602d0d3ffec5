import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CATEGORIES, type Category, type GlossaryEntry } from '../data/terms';
import { loadGlossary } from '../lib/load-glossary';
import { letterOf, searchEntries } from '../lib/search';
import { TermEntry } from './term-entry';
import { Button } from '@/components/ui/button';
import { Select, selectOptions, TextField } from '@/components/ui/field';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const letterId = (letter: string) => `letra-${letter.toLowerCase()}`;

/**
 * The glossary (/app/glossario): search that ignores accents and case, a category filter, an A–Z index and one
 * entry per term whose slug is its link (/app/glossario#<slug>). A link to a term lands on it even when the current
 * search or filter hides it.
 */
export function GlossaryPage() {
  const { t } = useTranslation('glossary');
  const { lang } = useLanguage();
  const { hash } = useLocation();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const glossary = useQuery({
    queryKey: ['glossary', lang],
    queryFn: () => loadGlossary(lang),
    staleTime: Infinity,
  });
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Category | 'all'>('all');
  const target = decodeURIComponent(hash.slice(1));

  // A new fragment naming a term clears what could hide it (adjusting state on a change, not in an effect).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (target && !target.startsWith('letra-')) {
      setQuery('');
      setCategory('all');
    }
  }

  const entries = useMemo(() => glossary.data ?? [], [glossary.data]);
  const names = useMemo(() => new Map(entries.map((e) => [e.id, e.term])), [entries]);
  const inCategory = useMemo(() => searchEntries(entries, '', category), [entries, category]);
  const visible = useMemo(() => searchEntries(entries, query, category), [entries, query, category]);
  const letters = useMemo(() => new Set(inCategory.map((e) => letterOf(e.term))), [inCategory]);

  // Bring the fragment's term (or letter) into view once the entries are on the page.
  useEffect(() => {
    if (!target || entries.length === 0) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target, entries]);

  let body;
  if (glossary.isError) body = <RetryNotice message={t('loadError')} onRetry={() => void glossary.refetch()} />;
  else if (!glossary.data) body = <p role="status">{t('loading')}</p>;
  else if (visible.length === 0)
    body = (
      <Notice>
        <p>{t('search.none')}</p>
        <Button
          variant="secondary"
          type="button"
          onClick={() => {
            setQuery('');
            setCategory('all');
          }}
          className="mt-3"
        >
          {t('search.clear')}
        </Button>
      </Notice>
    );
  else if (query.trim())
    body = (
      <div className="space-y-4">
        {visible.map((entry) => (
          <TermEntry key={entry.id} entry={entry} names={names} highlighted={entry.id === target} />
        ))}
      </div>
    );
  else body = <ByLetter entries={visible} names={names} target={target} />;

  return (
    <div className="mx-auto max-w-4xl space-y-5 pb-16">
      <PageHeader title={t('title')} description={t('intro')} />
      <div role="search" className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t('search.label')}
          size="sm"
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label={t('category.label')}
          size="sm"
          value={category}
          onChange={(event) => setCategory(event.target.value as Category | 'all')}
          options={[
            { value: 'all', label: t('category.all') },
            ...selectOptions(CATEGORIES, (c) => t(`category.${c}`)),
          ]}
        />
      </div>
      <nav aria-label={t('az')}>
        <ul className="flex flex-wrap gap-1">
          {LETTERS.map((letter) => (
            <li key={letter}>
              {letters.has(letter) ? (
                <Link
                  to={{ hash: letterId(letter) }}
                  onClick={() => setQuery('')}
                  className="flex h-9 w-9 items-center justify-center rounded-md font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {letter}
                </Link>
              ) : (
                <span
                  className="flex h-9 w-9 items-center justify-center text-slate-500"
                  title={t('letterEmpty', { letter })}
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {glossary.data && (
        <p role="status" className="text-sm text-slate-600">
          {t('search.results', { count: visible.length })}
        </p>
      )}
      {body}
    </div>
  );
}

function ByLetter({
  entries,
  names,
  target,
}: {
  entries: GlossaryEntry[];
  names: Map<string, string>;
  target: string;
}) {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return (
    <div className="space-y-8">
      {[...groups.entries()].map(([letter, group]) => (
        <section key={letter} aria-labelledby={letterId(letter)} className="space-y-4">
          <h2
            id={letterId(letter)}
            tabIndex={-1}
            className="border-b border-slate-200 pb-1 text-2xl font-bold text-brand-800 focus:outline-none"
          >
            {letter}
          </h2>
          {group.map((entry) => (
            <TermEntry key={entry.id} entry={entry} names={names} highlighted={entry.id === target} />
          ))}
        </section>
      ))}
    </div>
  );
}
