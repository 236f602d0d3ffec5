import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle(`${t('notFound.message')} | Ecopeso`);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.message')}</h1>
      <Link to={to('/')} className="mt-8 inline-block font-semibold text-brand-700 underline hover:text-brand-900">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
