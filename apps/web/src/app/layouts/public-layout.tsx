import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { useLanguage } from '@/lib/language';

const NAV = [
  { path: '/', key: 'home', end: true },
  { path: '/produto', key: 'product', end: false },
  { path: '/sobre', key: 'about', end: false },
  { path: '/contato', key: 'contact', end: false },
] as const;

/** Header (navigation, language switcher, Access System button) and footer of the public site. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={to('/')} aria-label="Ecopeso">
            <Logo />
          </Link>
          <nav aria-label={t('nav.label')} className="order-3 w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {NAV.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={to(item.path)}
                    end={item.end}
                    className={({ isActive }) =>
                      `inline-block py-2 font-medium ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:text-brand-800'}`
                    }
                  >
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <Link
              to={to('/login')}
              className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t('nav.login')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} Ecopeso. {t('footer.rights')}
      </footer>
    </div>
  );
}
