import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localizePath } from '@ecopeso/shared/languages';
import { rememberLanguage, useLanguage } from '@/lib/language';
import { useHydrated } from '@/lib/use-hydrated';

/** pt · en · es: rewrites the path prefix and keeps the rest of the path and the query. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { pathname, search, hash } = useLocation();
  // A prerendered page's links were written without the query (and hydration keeps them as written): they gain it
  // in the render after, so the link a visitor opens, in this tab or another, keeps e.g. a campaign's parameters.
  const rest = useHydrated() ? `${search}${hash}` : '';
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex gap-0.5 sm:gap-1">
        {LANGUAGES.map((l) => (
          <li key={l}>
            <Link
              to={`${localizePath(pathname, l)}${rest}`}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
              aria-label={t(`language.${l}`)}
              onClick={() => rememberLanguage(l)}
              className={`inline-flex min-h-10 min-w-9 items-center justify-center rounded-md px-1.5 text-sm sm:min-w-10 sm:px-2 font-semibold uppercase ${l === lang ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {l}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
