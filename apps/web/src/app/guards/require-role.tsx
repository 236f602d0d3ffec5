import { Navigate } from 'react-router';
import { rolesForAppRoute, type AppRoutePath } from '@ecopeso/shared/roles';
import { useLanguage } from '@/lib/language';
import { useCurrentUser } from '@/lib/use-current-user';

/** Renders the page only for the roles spec §6 allows on it; anyone else lands on /acesso-negado. */
export function RequireRole({ route, children }: { route: AppRoutePath; children: React.ReactNode }) {
  const me = useCurrentUser();
  const { to } = useLanguage();
  if (!rolesForAppRoute(route).includes(me.role)) return <Navigate to={to('/acesso-negado')} replace />;
  return children;
}
