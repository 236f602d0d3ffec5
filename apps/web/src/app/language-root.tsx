import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { HTML_LANG, rememberLanguage } from '@/lib/language';
import { usePageViews } from './use-page-views';

/** Puts the page in the language of its URL prefix, remembers that choice, and counts each page view. */
export function LanguageRoot({ lang }: { lang: Language }) {
  const { i18n } = useTranslation();
  usePageViews();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    rememberLanguage(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  return <Outlet />;
}
