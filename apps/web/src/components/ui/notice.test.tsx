import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notice, RetryNotice } from './notice';

describe('Notice', () => {
  it('shows its sentence on a card, and is a status while something loads', () => {
    render(
      <>
        <Notice>Escolha um cliente.</Notice>
        <Notice role="status">Carregando...</Notice>
      </>,
    );
    expect(screen.getByText('Escolha um cliente.').className).toContain('rounded-2xl');
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
  });
});

describe('RetryNotice', () => {
  it('announces the failure at once and asks again with the kit’s own word, in the page’s language', async () => {
    const onRetry = vi.fn();
    render(<RetryNotice message="Não foi possível carregar os dados." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar os dados.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('inline, inside a card already there, is drawn as the kit’s Alert with the same button', async () => {
    const onRetry = vi.fn();
    render(<RetryNotice inline message="Não foi possível carregar os registros." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('bg-red-50');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
