import { useLocation } from 'react-router';
import {
  INTL_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  languagePrefix,
  splitLanguagePath,
  type Language,
} from '@ecopeso/shared/languages';

/** The language of the current URL (its prefix) and helpers to build links in it. */
export function useLanguage() {
  const { pathname } = useLocation();
  const { lang } = splitLanguagePath(pathname);
  const prefix = languagePrefix(lang);
  return { lang, prefix, to: (path: string) => `${prefix}${path}` };
}

/** Keeps the visitor's language choice in localStorage and a cookie (a year), as spec §2 asks. */
export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage can be disabled (private mode); the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The page's `lang` (and hreflang) of each language: its Intl locale, one table (shared/languages.ts). */
export const HTML_LANG: Record<Language, string> = INTL_LOCALE;
