import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, languageOf } from '@ecopeso/shared/languages';

/** The BCP 47 locale of the page's language (pt → pt-BR): dates, numbers and the widgets' own words follow it. */
export function useUiLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALE[languageOf(i18n.language)];
}

/** Gives React Aria the page's language, not the browser's: a pt page reads "dd/mm/aaaa" on an English tablet. */
export function UiLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useUiLocale()}>{children}</I18nProvider>;
}
