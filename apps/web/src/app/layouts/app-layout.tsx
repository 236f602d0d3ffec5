import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { Logo } from '@/components/logo';
import { ProfileDialog } from '@/components/profile-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sidebar } from '@/components/sidebar';
import { useLanguage } from '@/lib/language';
import { useCurrentUser } from '@/lib/use-current-user';
import { useLogout } from '@/app/use-logout';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { SyncIndicator } from '@/features/weighing/components/sync-indicator';
import { isOnline } from '@/lib/connectivity';
import { hasAppMenu, mayHavePin } from '@ecopeso/shared/roles';
import { Icon, ICON_PATHS } from '@/components/icon';

const COLLAPSED_KEY = 'ecopeso.sidebar.collapsed';

/**
 * The signed-in shell: sidebar (drawer on small screens) for master and gerente; only a header with the logo for
 * operacional. Every role's header carries the sync indicator, which also keeps offline sync running, and "My
 * profile" (own name and password).
 */
export function AppLayout() {
  const me = useCurrentUser();
  const { t } = useTranslation('app');
  const { prefix } = useLanguage();
  const { logout, busy, failed } = useLogout();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  useEffect(registerServiceWorker, []);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };
  const askLogout = () => {
    setDrawerOpen(false);
    setConfirmOpen(true);
  };

  const dialog = (
    <ConfirmDialog
      open={confirmOpen}
      theme="danger"
      title={t('logout.title')}
      message={t('logout.message')}
      confirmText={t('logout.confirm')}
      cancelText={t('logout.cancel')}
      busy={busy}
      onCancel={() => setConfirmOpen(false)}
      onConfirm={async () => {
        // Offline nothing was tried: close the dialog so the "no connection" message below is seen.
        if ((await logout()) || !isOnline()) setConfirmOpen(false);
      }}
    />
  );
  const logoutError = failed && (
    <Alert className="m-4">{failed === 'offline' ? t('logout.offline') : t('logout.error')}</Alert>
  );

  const profile = (
    <>
      <Button size="sm" variant="ghost" onClick={() => setProfileOpen(true)} className="shrink-0">
        <Icon d={ICON_PATHS.user} className="h-5 w-5" strokeWidth={2} />
        <span className="sr-only sm:not-sr-only">{t('profile')}</span>
      </Button>
      {profileOpen && (
        <ProfileDialog open onClose={() => setProfileOpen(false)} name={me.name} withPin={mayHavePin(me.role)} />
      )}
    </>
  );

  if (!hasAppMenu(me.role)) {
    return (
      <div className="min-h-dvh">
        <header className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <Logo />
          <div className="flex items-center gap-2">
            <SyncIndicator />
            {/* A kitchen station is nobody's profile (decision 039). */}
            {!me.station && profile}
          </div>
        </header>
        {logoutError}
        <main id="main" className="p-4 sm:p-6">
          <Outlet context={{ ...me, requestLogout: askLogout }} />
        </main>
        {dialog}
      </div>
    );
  }

  const sidebarProps = { role: me.role, email: me.email, prefix, onLogout: askLogout };
  return (
    <div className="flex min-h-dvh">
      <aside className="sticky top-0 hidden h-dvh lg:block">
        <Sidebar {...sidebarProps} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      </aside>
      <Drawer open={drawerOpen} label={t('sidebar.nav')} onClose={() => setDrawerOpen(false)}>
        <Sidebar
          {...sidebarProps}
          collapsed={false}
          onToggleCollapsed={() => setDrawerOpen(false)}
          onNavigate={() => setDrawerOpen(false)}
        />
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <Button
            variant="bare"
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('sidebar.openMenu')}
            aria-expanded={drawerOpen}
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
          >
            <Icon d={ICON_PATHS.menu} className="h-6 w-6" strokeWidth={2} />
          </Button>
          <Logo className="lg:hidden" />
          <span className="ml-auto" />
          <SyncIndicator />
          {profile}
        </header>
        {logoutError}
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet context={{ ...me, requestLogout: askLogout }} />
        </main>
      </div>
      {dialog}
    </div>
  );
}
