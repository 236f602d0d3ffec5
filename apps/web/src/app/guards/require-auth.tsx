import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { useLanguage } from '@/lib/language';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/features/auth/api/get-me';

/**
 * Spec §4 authentication states: a loading screen while the session is checked, another while the profile
 * loads; no user → the language's /login, keeping where they wanted to go.
 */
export function RequireAuth() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { to } = useLanguage();
  const session = authClient.useSession();
  const me = useMe(Boolean(session.data));

  if (session.isPending) return <LoadingScreen message={t('checking')} />;
  const unauthenticated = !session.data || (me.error && 'status' in me.error && me.error.status === 401);
  if (unauthenticated) {
    return <Navigate to={to('/login')} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!me.data) return <LoadingScreen message={t('loadingProfile')} />;
  return <Outlet context={me.data} />;
}
