import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';

/**
 * A part of the MTR screens rendered as the page holds it (router, queries, toasts) with the real API client; the
 * server is `answer`, which sees every request. `rerender` draws the part again with new props in the same app.
 */
export function renderInApp(ui: ReactElement, answer: (path: string, init?: RequestInit) => unknown) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => Response.json(answer(String(input), init)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const inApp = (part: ReactElement) => (
    <MemoryRouter initialEntries={['/app/admin/gestao-mtr']}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{part}</ToastProvider>
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
