import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { CtaLink } from '../components/cta-link';
import { MessagePage } from '../components/message-page';

/** Spec §2: 'Acesso Negado', its message, and a button back to /app/lancamento. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <MessagePage title={t('accessDenied.title')} titleClassName="text-3xl font-bold text-red-800">
      <p className="mt-4 text-lg text-slate-700">{t('accessDenied.message')}</p>
      <CtaLink to={to('/app/lancamento')} className="mt-8">
        {t('accessDenied.button')}
      </CtaLink>
    </MessagePage>
  );
}
