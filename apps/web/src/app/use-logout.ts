import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { useLanguage } from '@/lib/language';
import { clearCache } from '@/lib/offline-db';
import { isOnline } from '@/lib/connectivity';

/** Spec §4 logout: sign out, forget cached server data, go to the language's login; a failure is logged and reported. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { to } = useLanguage();
  const [busy, setBusy] = useState(false);
  /** Why the last attempt failed: 'offline' (nothing was tried: signing out needs the server) or 'error'. */
  const [failed, setFailed] = useState<false | 'offline' | 'error'>(false);

  async function logout(): Promise<boolean> {
    if (!isOnline()) {
      setFailed('offline');
      return false;
    }
    setBusy(true);
    setFailed(false);
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? `sign-out failed (${error.status})`);
      queryClient.clear();
      // The offline copies (profile, clients) go too; pending records stay, they are the kitchen's work.
      await clearCache();
      await navigate(to('/login'), { replace: true });
      return true;
    } catch (err) {
      console.error('logout failed', err);
      setFailed('error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { logout, busy, failed };
}
