/** Languages of spec §9: Portuguese is the default and has no path prefix. */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
export const LANGUAGE_COOKIE = 'ecopeso_lang';
export const LANGUAGE_STORAGE_KEY = 'ecopeso.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The URL prefix of a language: '' for Portuguese, '/en' or '/es' otherwise. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** Splits '/en/app/dashboard' into its language and the rest ('/app/dashboard'). */
export function splitLanguagePath(pathname: string): { lang: Language; rest: string } {
  const match = /^\/(en|es)(\/.*)?$/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANGUAGE, rest: pathname || '/' };
  return { lang: match[1] as Language, rest: match[2] ?? '/' };
}

/** Rewrites a path into another language, keeping the rest of it. */
export function localizePath(pathname: string, lang: Language): string {
  const { rest } = splitLanguagePath(pathname);
  const prefix = languagePrefix(lang);
  if (!prefix) return rest;
  return rest === '/' ? `${prefix}/` : `${prefix}${rest}`;
}
