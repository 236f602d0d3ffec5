import { useOutletContext } from 'react-router';
import type { Me } from '@ecopeso/shared/api';

export type CurrentUser = Me & {
  /** Opens the layout's logout confirmation (the weighing page has its own logout button, spec §2). */
  requestLogout?: () => void;
};

/** The signed-in user's profile, as RequireAuth loaded it; only valid inside /app. */
export function useCurrentUser(): CurrentUser {
  return useOutletContext<CurrentUser>();
}
