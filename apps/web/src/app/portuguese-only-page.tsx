import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@ecopeso/shared/languages';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * An app page that exists in Portuguese only (APP_ROUTES' `ptOnly`, the SIGOR panel), opened under /en or /es:
 * its name in the reader's language, that it is in Portuguese only, and a link to it (same query) in Portuguese.
 */
export function PortugueseOnlyPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('app');
  const { pathname, search, hash } = useLocation();
  const title = t(`pages.${titleKey}`);
  useDocumentTitle(`${title} | Ecopeso`);
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{t('portugueseOnly.message')}</p>
      <Link
        to={`${localizePath(pathname, 'pt')}${search}${hash}`}
        hrefLang="pt-BR"
        className="mt-4 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {t('portugueseOnly.link')}
      </Link>
    </section>
  );
}
