import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePath } from '@ecopeso/shared/languages';

export const NAMESPACES = ['common', 'auth', 'app'] as const;

// One JSON catalogue per language and namespace, fetched only when that language is shown.
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
  .init({
    // The URL prefix decides the language from the first paint on.
    lng: splitLanguagePath(window.location.pathname).lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18n;
