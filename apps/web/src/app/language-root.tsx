import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { HTML_LANG, rememberLanguage } from '@/lib/language';

/** Puts the page in the language of its URL prefix, and remembers that choice. */
export function LanguageRoot({ lang }: { lang: Language }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    rememberLanguage(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  return <Outlet />;
}
