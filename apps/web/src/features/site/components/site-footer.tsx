import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Logo } from '@/components/logo';
import { useLanguage } from '@/lib/language';
import { siteConfig } from '@/site-config';
import { CONTACT_ICONS } from './site-icons';

const LINKS = [
  { path: '/', key: 'home' },
  { path: '/produto', key: 'product' },
  { path: '/contato', key: 'contact' },
  { path: '/privacidade', key: 'privacy' },
  { path: '/termos', key: 'terms' },
] as const;

const linkClass =
  'inline-flex min-h-10 items-center gap-2 text-slate-200 underline-offset-4 hover:text-white hover:underline';

/** Spec §1 footer: Home, Product, Contact, Privacy, Terms; e-mail, phone and social links (site-config.ts). */
export function SiteFooter() {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation();
  const { to } = useLanguage();
  return (
    <footer className="bg-brand-900 pt-12 pb-24 text-slate-200 sm:pb-12">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <span className="inline-flex rounded-lg bg-white px-3 py-2">
            <Logo />
          </span>
          <p className="mt-4 max-w-xs text-sm leading-6">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.pagesTitle')}</h2>
          <ul className="mt-3">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link to={to(link.path)} className={linkClass}>
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contactTitle')}</h2>
          <ul className="mt-3">
            <li>
              <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                <Icon d={CONTACT_ICONS.mail} className="h-5 w-5 shrink-0" />
                <span className="sr-only">{t('footer.email')}: </span>
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a href={`tel:${siteConfig.phone.tel}`} className={linkClass}>
                <Icon d={CONTACT_ICONS.phone} className="h-5 w-5 shrink-0" />
                <span className="sr-only">{t('footer.phone')}: </span>
                {siteConfig.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.socialTitle')}</h2>
          <ul className="mt-3 flex gap-2">
            {siteConfig.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('footer.social', { network: social.label })} ${t('newTab')}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon d={CONTACT_ICONS[social.network]} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-10 max-w-6xl px-4">
        <p className="border-t border-white/15 pt-6 text-sm text-slate-300">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Ecopeso. {tc('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
