/** Languages of spec §9: Portuguese is the default and has no path prefix. */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
export const LANGUAGE_COOKIE = 'ecopeso_lang';
export const LANGUAGE_STORAGE_KEY = 'ecopeso.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language from a value that may be none (i18next's current language, a stored preference): Portuguese if not. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The locale (BCP 47) each language is written in: its numbers and dates in the app, CSV, PDFs and e-mails, React
 * Aria's widgets and the page's `lang`. One table (issue 24: four answers for Spanish had grown in eleven places).
 * - pt → pt-BR: the product's readers are Brazilian.
 * - en → en: CLDR's English, US conventions (1,234.5 · 01/31/2026 · 3:04 PM), what the app's English has always
 *   shown; a region would say nothing more (en-US writes the same) and `en` is the right `lang` for any English page.
 * - es → es: comma decimals as in pt-BR and in the Mercosur neighbours a Spanish reader here comes from, and what
 *   decimal-input.ts reads; es-419 or es-BR (once in the DMR PDF) write a decimal point, which a Brazilian reader and
 *   our parser take for a thousands mark.
 */
export const INTL_LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/**
 * One Intl formatter per language and options, built on first use and kept: building one costs far more than using
 * it. `make` builds it for the language's INTL_LOCALE.
 */
export function intlFormatterCache<Options, Formatter>(
  make: (locale: string, options: Options) => Formatter,
): (lang: Language, options: Options) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (lang, options) => {
    const key = `${lang}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = make(INTL_LOCALE[lang], options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
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
