import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePath } from '@ecopeso/shared/languages';
import { loadCatalogue, VOCABULARY_NS } from './load-catalogue';

// admin-users: the users page, and the login's forgot-password link and reset page.
// admin-clients: clients, collection providers, contracts and licence alerts.
export const NAMESPACES = [
  'common',
  'auth',
  'app',
  'weighing',
  'dashboard',
  'admin-users',
  'admin-clients',
  // Why something was refused, for every screen (lib/reason-text.ts).
  'reasons',
  // The UI kit's own words, validation messages among them (components/ui/form.tsx).
  'ui',
  VOCABULARY_NS,
] as const;

const { lang, rest } = splitLanguagePath(window.location.pathname);
// A public page needs only the site's catalogues to show (and hydrate) at once; the app and login load all of
// theirs up front. Any other namespace loads when a component asks for it.
const isPublicPage = !/^\/(app|login)(\/|$)/.test(rest);

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
