import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { HTML_LANG, useLanguage } from '@/lib/language';

/** A tool's heading and one-line purpose: each tool is a section of the master tools page. */
export function ToolSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <header>
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{intro}</p>
      </header>
      {children}
    </section>
  );
}

/** Loading, or the failure in words, for a tool's query; nothing once it has data. */
export function QueryState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation('admin-tools');
  if (pending)
    return (
      <p role="status" className="text-slate-700">
        {t('loading')}
      </p>
    );
  if (error) return <ErrorText error={error} />;
  return null;
}

/** An API error as the spec's vocabulary says it, in the reader's language. */
export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('admin-tools');
  const code = error instanceof ApiError ? error.code : 'internal';
  return (
    <p role="alert" className="text-red-800">
      {t(`errors.${code}`, { defaultValue: t('errors.internal') })}
    </p>
  );
}

/** Numbers, dates and byte sizes in the page's language. */
export function useFormats() {
  const { lang } = useLanguage();
  const locale = HTML_LANG[lang];
  const number = new Intl.NumberFormat(locale);
  const factor = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return {
    lang,
    number: (n: number) => number.format(n),
    factor: (n: number) => factor.format(n),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as dd/mm or mm/dd. */
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    bytes: (n: number) =>
      n >= 1e9
        ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n / 1e9)} GB`
        : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n / 1e6)} MB`,
  };
}
