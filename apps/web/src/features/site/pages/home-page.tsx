import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  useDocumentTitle('Ecopeso');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{t('home.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('home.subtitle')}</p>
      <Link
        to={to('/login')}
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('home.cta')}
      </Link>
    </div>
  );
}
