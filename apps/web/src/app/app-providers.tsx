import { Outlet } from 'react-router';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';

// TanStack Query assumes it starts online; a tablet opening the app with no network must start offline.
onlineManager.setOnline(navigator.onLine);

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Server-state cache of the signed-in app; loaded with /app, so the public pages do not ship it. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
