import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { CurrentUser } from '@/lib/use-current-user';

/**
 * A part of the app rendered as a page holds it (router, queries, toasts, and the signed-in `user` the layout hands
 * its pages, when given) with the real API client; the server is `answer`, which sees every request and answers a
 * body (sent as JSON with 200) or a whole Response. `rerender` draws the part again with new props in the same app.
 */
export function renderInApp(
  ui: ReactElement,
  answer: (path: string, init?: RequestInit) => unknown,
  { path = '/app/admin/gestao-mtr', user }: { path?: string; user?: CurrentUser } = {},
) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const said = answer(String(input), init);
    return said instanceof Response ? said : Response.json(said);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const inApp = (part: ReactElement) => (
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {user ? (
            <Routes>
              <Route element={<Outlet context={user} />}>
                <Route path="*" element={part} />
              </Route>
            </Routes>
          ) : (
            part
          )}
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const view = render(inApp(ui));
  /** The requests sent with `method`, as [path, body] pairs. */
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([path, init]) => [String(path), JSON.parse(String(init?.body)) as unknown] as const);
  return { sent, rerender: (part: ReactElement) => view.rerender(inApp(part)) };
}
