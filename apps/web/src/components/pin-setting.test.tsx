import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinSetting } from './pin-setting';

// The PIN control of the users page and My profile, on the real API client; the server's answers are the test's.
describe('PinSetting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a run before sending, sets a PIN, then says the user has one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    render(<PinSetting url="/api/v1/users/u-1/pin" hasPin={false} />);
    expect(await screen.findByText('Sem PIN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover PIN' })).toBeNull();
    await user.type(screen.getByLabelText(/^Novo PIN/), '1234');
    await user.click(screen.getByRole('button', { name: 'Definir PIN' }));
    expect(await screen.findByText('Não use uma sequência como 1234.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Novo PIN/));
    await user.type(screen.getByLabelText(/^Novo PIN/), '2580');
    await user.click(screen.getByRole('button', { name: 'Definir PIN' }));
    expect((await screen.findByRole('status')).textContent).toBe('PIN definido.');
    expect(screen.getByText('Tem PIN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover PIN' })).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ pin: '2580' });
  });

  it('says in words that another user of the client has the PIN', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { code: 'invalid-argument', message: 'taken', reason: 'pin-taken' } }, { status: 400 }),
    );
    const user = userEvent.setup();
    render(<PinSetting url="/api/v1/me/pin" />);
    await user.type(await screen.findByLabelText(/^Novo PIN/), '2580');
    await user.click(screen.getByRole('button', { name: 'Definir PIN' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Outro usuário do mesmo cliente já usa este PIN: escolha outro.',
    );
  });
});
