import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, splitLanguagePath } from '@ecopeso/shared/languages';

// 'vocabulary' is VOCABULARY_NAMESPACE of @ecopeso/shared/vocabulary, written out so that module stays a lazy chunk.
export const NAMESPACES = ['common', 'auth', 'app', 'weighing', 'dashboard', 'vocabulary'] as const;

const { lang, rest } = splitLanguagePath(window.location.pathname);
// A public page needs only the site's catalogues to show (and hydrate) at once; the app and login load all of
// theirs up front. Any other namespace loads when a component asks for it.
const isPublicPage = !/^\/(app|login)(\/|$)/.test(rest);

/**
 * One JSON catalogue per language and namespace, fetched only when that language is shown. The vocabulary (names of
 * waste types, destinations, roles…) is the one the server's CSV, PDF and e-mails use, from packages/shared: one chunk
 * holds its three languages (about 1 kB compressed), the price of sharing the file with the server.
 */
function loadCatalogue(lng: string, ns: string) {
  if (ns === 'vocabulary')
    return import('@ecopeso/shared/vocabulary').then(
      ({ VOCABULARY }) => VOCABULARY[isLanguage(lng) ? lng : DEFAULT_LANGUAGE],
    );
  return import(`../locales/${lng}/${ns}.json`);
}

/** Settles once the first page's catalogues are loaded. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    // The URL prefix decides the language from the first paint on.
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: isPublicPage ? ['common', 'site'] : [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18n;
