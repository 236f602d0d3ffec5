import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2: 'Acesso Negado', its message, and a button back to /app/lancamento. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle(`${t('accessDenied.title')} | Ecopeso`);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-red-800">{t('accessDenied.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('accessDenied.message')}</p>
      <Link
        to={to('/app/lancamento')}
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('accessDenied.button')}
      </Link>
    </div>
  );
}
