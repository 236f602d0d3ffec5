import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ProfileDialog } from './profile-dialog';
import { messageOf } from '@/test/field-message';

// My profile's password change on the real API client; the server's answer is the test's.
describe('ProfileDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the new password twice, refuses two that differ, then sends it and says the other sessions ended', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileDialog open onClose={vi.fn()} name="Ana" />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Meu perfil' });
    const section = within(within(dialog).getByRole('form', { name: 'Alterar senha' }));
    const fresh = section.getByLabelText(/^Nova senha/);
    const again = section.getByLabelText(/^Repita a nova senha/);
    expect([fresh, again].map((f) => f.getAttribute('autocomplete'))).toEqual(['new-password', 'new-password']);
    expect(messageOf(fresh)?.textContent).toBe(
      'Pelo menos 10 caracteres; evite senhas comuns. As suas outras sessões serão encerradas.',
    );

    await user.type(section.getByLabelText(/^Senha atual/), 'a senha de antes');
    await user.type(fresh, 'cavalo-bateria-grampo');
    await user.type(again, 'cavalo-bateria-grampa');
    await user.click(section.getByRole('button', { name: 'Alterar senha' }));
    expect(await section.findByText('As senhas não são iguais.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(again);
    await user.type(again, 'cavalo-bateria-grampo');
    await user.click(section.getByRole('button', { name: 'Alterar senha' }));
    expect(await within(dialog).findByText('Senha alterada. As outras sessões foram encerradas.')).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/v1/me/password');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      currentPassword: 'a senha de antes',
      password: 'cavalo-bateria-grampo',
      confirm: 'cavalo-bateria-grampo',
    });
  });
});
