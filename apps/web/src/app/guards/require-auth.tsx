import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { useLanguage } from '@/lib/language';
import { LoadingScreen } from '@/components/loading-screen';
import { useMe } from '@/features/auth/api/get-me';

/**
 * Spec §4 authentication states: a loading screen while the session is checked, another while the profile
 * loads; no user → the language's /login, keeping where they wanted to go.
 * When the session cannot be checked at all (offline, server unreachable), the profile this device last saw
 * stands in, so the entry page works offline (PRODUCT.md §4); a device that never had one goes to /login.
 */
export function RequireAuth() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { to } = useLanguage();
  const session = authClient.useSession();
  const sessionError: unknown = session.error;
  const sessionRefused =
    sessionError != null && typeof sessionError === 'object' && 'status' in sessionError && sessionError.status === 401;
  const sessionUnreachable = !session.data && sessionError != null && !sessionRefused;
  const me = useMe(Boolean(session.data) || sessionUnreachable);

  // A re-check (the connection came back) keeps the page on screen, so a half-typed weighing is not lost.
  if (session.isPending) return me.data ? <Outlet context={me.data} /> : <LoadingScreen message={t('checking')} />;
  const meRefused = me.error && 'status' in me.error && me.error.status === 401;
  const unauthenticated = (!session.data && !sessionUnreachable) || meRefused || (sessionUnreachable && me.isError);
  if (unauthenticated) {
    return <Navigate to={to('/login')} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!me.data) return <LoadingScreen message={t('loadingProfile')} />;
  return <Outlet context={me.data} />;
}
