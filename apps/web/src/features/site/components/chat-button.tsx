import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { chatLink } from '@/site-config';
import { CONTACT_ICONS } from './site-icons';

/** The floating chat-link button (spec §1): WhatsApp with the prefilled greeting of the page's language. */
export function ChatButton() {
  const { t } = useTranslation('site');
  const { lang } = useLanguage();
  return (
    <a
      href={chatLink(lang)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('chat.label')} ${t('newTab')}`}
      title={t('chat.label')}
      className="fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 sm:right-6 sm:bottom-6"
    >
      <Icon d={CONTACT_ICONS.chat} className="h-7 w-7" />
    </a>
  );
}
