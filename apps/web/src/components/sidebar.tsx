import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayOpenAppRoute, type AppRoutePath, type Role } from '@ecopeso/shared/roles';
import { Logo } from './logo';
import { useWords } from '@/lib/use-words';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/icon';

interface LinkItem {
  /** An app route: who sees the link is who may open the route (APP_ROUTES). */
  path: AppRoutePath;
  label: string;
  icon: string;
}
interface Section {
  label?: string;
  links: LinkItem[];
}

// Spec §2 sidebar: Entry; Dashboards; Informative; Administration; Master Tools — each link shown only to the roles it allows.
const SECTIONS: Section[] = [
  { links: [{ path: 'lancamento', label: 'entry', icon: 'M12 4v16m8-8H4' }] },
  {
    links: [
      { path: 'dashboard', label: 'dashboards', icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2' },
      {
        path: 'relatorios-sustentabilidade',
        label: 'sustainabilityReports',
        icon: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h3',
      },
    ],
  },
  {
    label: 'informative',
    links: [
      { path: 'glossario', label: 'glossary', icon: 'M5 4h11l3 3v13H5zM9 9h6M9 13h6M9 17h4' },
      {
        path: 'economia-circular',
        label: 'circularEconomy',
        icon: 'M4 12a8 8 0 0114-5.3M20 12a8 8 0 01-14 5.3M18 3v4h-4M6 21v-4h4',
      },
      { path: 'documentacao', label: 'documentation', icon: 'M6 3h9l4 4v14H6zM14 3v5h5' },
    ],
  },
  {
    label: 'administration',
    links: [
      {
        path: 'admin/usuarios',
        label: 'users',
        icon: 'M16 19v-1a4 4 0 00-8 0v1M12 11a3 3 0 100-6 3 3 0 000 6z',
      },
      {
        path: 'admin/clientes',
        label: 'clients',
        icon: 'M4 21V7l8-4 8 4v14M9 21v-6h6v6',
      },
      {
        path: 'admin/empresas-coleta',
        label: 'collectors',
        icon: 'M3 16V6h11v10M14 9h4l3 3v4h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
      },
      {
        path: 'admin/gestao-mtr',
        label: 'mtr',
        icon: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16h2',
      },
    ],
  },
  {
    links: [
      {
        path: 'admin/master-tools',
        label: 'masterTools',
        icon: 'M14 7l3-3 3 3-3 3M4 20l9-9M14 17l3 3',
      },
    ],
  },
];

export interface SidebarProps {
  role: Role;
  email: string;
  prefix: string;
  collapsed: boolean;
  onToggleCollapsed(): void;
  onNavigate?(): void;
  onLogout(): void;
}

function LinkIcon({ d }: { d: string }) {
  return <Icon d={d} className="h-5 w-5 shrink-0" strokeWidth={2} />;
}

/** The collapsible sidebar of spec §2 (w-64 expanded, w-20 collapsed): the user's level and e-mail, the links their role allows, logout. */
export function Sidebar({ role, email, prefix, collapsed, onToggleCollapsed, onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation('app');
  const words = useWords();
  const sections = SECTIONS.map((s) => ({ ...s, links: s.links.filter((l) => mayOpenAppRoute(role, l.path)) })).filter(
    (s) => s.links.length,
  );

  return (
    <div
      className={`flex h-full flex-col bg-brand-900 text-white ${collapsed ? 'w-20' : 'w-64'} transition-[width] motion-reduce:transition-none`}
    >
      <div className={`flex items-center gap-2 px-4 py-4 ${collapsed ? 'flex-col' : 'justify-between'}`}>
        <span className="rounded-lg bg-white px-2 py-1">
          <Logo compact={collapsed} />
        </span>
        <Button
          variant="bare"
          type="button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          aria-expanded={!collapsed}
          className="hidden rounded-md p-2 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white lg:block"
        >
          <LinkIcon d={collapsed ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
        </Button>
      </div>
      <div className={`px-4 pb-4 text-sm ${collapsed ? 'sr-only' : ''}`}>
        <p className="text-brand-100">
          {t('sidebar.level')}: <span className="font-semibold text-white">{words.role(role)}</span>
        </p>
        <p className="truncate text-brand-100" title={email}>
          {email}
        </p>
      </div>
      <nav aria-label={t('sidebar.nav')} className="flex-1 overflow-y-auto px-2">
        {sections.map((section, i) => (
          <div key={section.label ?? i} className="mb-3">
            {section.label && (
              <p
                className={`px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-100 ${collapsed ? 'sr-only' : ''}`}
              >
                {t(`sidebar.${section.label}`)}
              </p>
            )}
            <ul>
              {section.links.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={`${prefix}/app/${link.path}`}
                    onClick={onNavigate}
                    title={collapsed ? t(`sidebar.${link.label}`) : undefined}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 focus-visible:outline-2 focus-visible:outline-white ${isActive ? 'bg-brand-700 font-semibold' : 'hover:bg-brand-800'}`
                    }
                  >
                    <LinkIcon d={link.icon} />
                    <span className={collapsed ? 'sr-only' : ''}>{t(`sidebar.${link.label}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-brand-800 p-2">
        <Button
          variant="bare"
          type="button"
          onClick={onLogout}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white"
        >
          <LinkIcon d="M15 12H4m0 0l4-4m-4 4l4 4M14 4h5v16h-5" />
          <span className={collapsed ? 'sr-only' : ''}>{t('sidebar.logout')}</span>
        </Button>
      </div>
    </div>
  );
}
