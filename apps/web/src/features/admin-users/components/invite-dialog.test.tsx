import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { InviteDialog } from './invite-dialog';
import { messageOf } from '@/test/field-message';

// The dialog runs on the real API client; only the network answer is the test's (a 409 as the server sends it when
// the e-mail is taken), and the request the dialog sends is checked.
async function renderDialog() {
  render(
    <MemoryRouter initialEntries={['/app/admin/users']}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <InviteDialog
            open
            onClose={vi.fn()}
            actorRole="master"
            clientOptions={[{ id: 'c-1', label: 'Hotel Atlântico' }]}
            language="pt"
          />
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.findByRole('dialog', { name: 'Convidar usuário' });
}

describe('InviteDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends nothing while the name and e-mail are missing, and says which fields are refused', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^E-mail/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    const email = within(dialog).getByRole('textbox', { name: /^E-mail/ });
    expect(messageOf(name)?.textContent).toBe('Preencha este campo.');
    expect(messageOf(email)?.textContent).toBe('Preencha este campo.');
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('invites a master (who needs no client) and shows the conflict in Portuguese when the e-mail is taken', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ error: { code: 'aborted', message: 'exists' } }, { status: 409 }));
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Ana Souza');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'ana@hotel.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Nível/ }), 'master');
    await user.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Já existe um usuário com este e-mail.');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/v1/users');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Souza',
      email: 'ana@hotel.example',
      role: 'master',
      clientIds: [],
      language: 'pt',
    });
  });
});
