import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@ecopeso/shared/dates';
import { formatNumber } from '@ecopeso/shared/figures';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { Alert } from '@/components/ui/alert';

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
  return <Alert>{t(`errors.${code}`, { defaultValue: t('errors.internal') })}</Alert>;
}

/** Numbers, dates and byte sizes in the page's language, by the shared formatters. */
export function useFormats() {
  const { lang } = useLanguage();
  return {
    lang,
    number: (n: number) => formatNumber(n, lang, 0),
    factor: (n: number) => formatNumber(n, lang, 4),
    dateTime: (iso: string) => formatDateTime(iso, lang),
    /** A calendar day (YYYY-MM-DD) as dd/mm or mm/dd. */
    day: (isoDay: string) => formatDay(isoDay, lang, 'dayMonth'),
    bytes: (n: number) => (n >= 1e9 ? `${formatNumber(n / 1e9, lang, 1)} GB` : `${formatNumber(n / 1e6, lang, 1)} MB`),
  };
}
