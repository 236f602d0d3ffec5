import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { useLanguage } from '@/lib/language';
import { ChatButton } from '@/features/site/components/chat-button';
import { SiteFooter } from '@/features/site/components/site-footer';

const NAV = [
  { path: '/', key: 'home', end: true },
  { path: '/produto', key: 'product', end: false },
  { path: '/sobre', key: 'about', end: false },
  { path: '/contato', key: 'contact', end: false },
] as const;

/** Header (navigation, language switcher, Access System button), footer and chat button of the public site. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-3 sm:gap-x-4">
          <Link to={to('/')} aria-label="Ecopeso" className="rounded-md">
            <Logo className="max-sm:[&>span:last-child]:sr-only" />
          </Link>
          <nav aria-label={t('nav.label')} className="order-3 w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap justify-between gap-x-3 sm:justify-start sm:gap-x-5">
              {NAV.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={to(item.path)}
                    end={item.end}
                    className={({ isActive }) =>
                      `inline-block py-2 text-sm font-medium underline-offset-8 sm:text-base ${isActive ? 'text-brand-800 underline decoration-2' : 'text-slate-700 hover:text-brand-800'}`
                    }
                  >
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2 sm:gap-3">
            <LanguageSwitcher />
            <Link
              to={to('/login')}
              className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-2.5 text-[0.8125rem] font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:px-4 sm:text-base"
            >
              {t('nav.login')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  );
}
