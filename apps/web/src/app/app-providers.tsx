import { Outlet } from 'react-router';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { shouldRetryQuery } from '@/lib/api-client';
import { isOnline, subscribeConnectivity } from '@/lib/connectivity';

// TanStack Query pauses and resumes with the app's own view of the connection (a network that does not reach the
// server is offline too), and a tablet opening the app with no network starts offline.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(isOnline())));
onlineManager.setOnline(isOnline());

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: shouldRetryQuery } },
});

/** Server-state cache of the signed-in app; loaded with /app, so the public pages do not ship it. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
