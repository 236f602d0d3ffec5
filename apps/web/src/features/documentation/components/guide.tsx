import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@ecopeso/shared/languages';
import { ROLES, type Role } from '@ecopeso/shared/roles';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { useWords } from '@/lib/use-words';
import { GUIDE_SECTIONS } from '../guide/sections';
import { loadGuide } from '../guide/load-guide';
import { Badge } from '@/components/ui/badge';
import { Alert } from '@/components/ui/alert';

/** From the kitchen up: the station's guide first. */
const GUIDE_ROLES: readonly Role[] = [...ROLES].reverse();
const SCREENSHOT_WIDTH = { entry: 720, dashboard: 1280 } as const;

/** The user guide: the sections of one role (the reader's own at first), with a table of contents. */
export function Guide({ role, lang }: { role: Role; lang: Language }) {
  const { t } = useTranslation('guide');
  const words = useWords();
  const [shown, setShown] = useState<Role>(role);
  const guide = useQuery({ queryKey: ['guide', lang], queryFn: () => loadGuide(lang), staleTime: Infinity });
  const sections = GUIDE_SECTIONS.filter((s) => (s.roles as readonly Role[]).includes(shown));

  if (guide.isError) return <Alert>{t('guide.loadError')}</Alert>;
  if (!guide.data) return <p role="status">{t('guide.loading')}</p>;
  const texts = guide.data;
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('guide.intro')}</p>
      <ChoiceButtons
        legend={t('guide.role')}
        choices={GUIDE_ROLES.map((r) => ({ id: r, label: words.role(r) }))}
        value={shown}
        onChange={setShown}
      />
      <nav aria-label={t('guide.contents')} className="rounded-2xl border border-slate-200 bg-white p-4">
        <p className="font-semibold text-slate-900">{t('guide.contents')}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#guia-${s.id}`} className="text-brand-800 underline underline-offset-2 hover:no-underline">
                {texts[s.id].title}
              </a>
              {s.status === 'coming' && <span className="ml-2 text-sm text-slate-600">({t('guide.coming')})</span>}
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => {
        const text = texts[s.id];
        const shot = 'screenshot' in s ? s.screenshot : null;
        return (
          <section
            key={s.id}
            id={`guia-${s.id}`}
            aria-labelledby={`guia-${s.id}-titulo`}
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2
              id={`guia-${s.id}-titulo`}
              className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900"
            >
              {text.title}
              {s.status === 'coming' && <Badge tone="warning">{t('guide.coming')}</Badge>}
            </h2>
            <p className="mt-2 text-slate-700">{text.intro}</p>
            <h3 className="sr-only">{t('guide.steps')}</h3>
            <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
              {text.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {shot && (
              <picture>
                <source type="image/avif" srcSet={`/screenshots/${shot}-${lang}-${SCREENSHOT_WIDTH[shot]}.avif`} />
                <img
                  src={`/screenshots/${shot}-${lang}-${SCREENSHOT_WIDTH[shot]}.webp`}
                  alt={t(`guide.screenshot.${shot}`)}
                  loading="lazy"
                  className="mt-4 w-full max-w-3xl rounded-xl border border-slate-200"
                />
              </picture>
            )}
          </section>
        );
      })}
    </div>
  );
}
