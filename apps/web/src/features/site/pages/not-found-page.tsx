import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { MessagePage } from '../components/message-page';

/** Any unknown path (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <MessagePage title={t('notFound.message')} titleClassName="text-2xl font-bold text-slate-900">
      <Link to={to('/')} className="mt-8 inline-block font-semibold text-brand-700 underline hover:text-brand-900">
        {t('notFound.back')}
      </Link>
    </MessagePage>
  );
}
