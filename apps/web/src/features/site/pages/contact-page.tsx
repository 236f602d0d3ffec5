import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { chatLink, siteConfig } from '@/site-config';
import { CONTACT_ICONS } from '../components/site-icons';
import { ContactForm } from '../components/contact-form';
import { PageHeader } from '../components/page-header';
import { usePageMeta } from '../hooks/use-page-meta';

const channelClass =
  'flex min-h-12 items-center gap-3 rounded-xl bg-white p-4 font-medium text-slate-800 ring-1 ring-slate-200 hover:ring-brand-700';

/** Spec §2 contact: the form, and the other ways to reach the company (site-config.ts). */
export function ContactPage() {
  const { t } = useTranslation(['site-contact', 'site']);
  const { lang } = useLanguage();
  usePageMeta('contact');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <section aria-labelledby="channels-title">
          <h2 id="channels-title" className="text-xl font-bold text-brand-900">
            {t('direct.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={`mailto:${siteConfig.email}`} className={channelClass}>
                <Icon d={CONTACT_ICONS.mail} className="h-6 w-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">{t('direct.email')}</span>
                  <span className="break-all">{siteConfig.email}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={`tel:${siteConfig.phone.tel}`} className={channelClass}>
                <Icon d={CONTACT_ICONS.phone} className="h-6 w-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">{t('direct.phone')}</span>
                  {siteConfig.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a href={chatLink(lang)} target="_blank" rel="noopener noreferrer" className={channelClass}>
                <Icon d={CONTACT_ICONS.chat} className="h-6 w-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">{t('direct.chat')}</span>
                  {t('direct.chatLink')} <span className="sr-only">{t('site:newTab')}</span>
                </span>
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
