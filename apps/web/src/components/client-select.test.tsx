import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientSelect } from './client-select';

const CLIENTS = [
  { id: 'c-1', name: 'Hotel Maré Alta' },
  { id: 'c-2', name: 'Pousada do Sol' },
];

// The one client choice of the weighing entry, the dashboard, MTR, Documentação and circular economy pages.
describe('ClientSelect', () => {
  it('asks for a client until one is chosen, and says which was chosen', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ClientSelect clients={CLIENTS} value={null} onSelect={onSelect} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cliente' });
    expect(select.value).toBe('');
    expect([...select.options].map((o) => [o.text, o.disabled])).toEqual([
      ['Selecione um cliente', true],
      ['Hotel Maré Alta', false],
      ['Pousada do Sol', false],
    ]);
    await user.selectOptions(select, 'Pousada do Sol');
    expect(onSelect).toHaveBeenCalledWith('c-2');

    rerender(<ClientSelect clients={CLIENTS} value="c-2" onSelect={onSelect} />);
    expect(select.value).toBe('c-2');
    expect(screen.queryByRole('option', { name: 'Selecione um cliente' })).toBeNull();
  });

  it("puts the page's own choices before the clients", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <ClientSelect clients={CLIENTS} value="__all" onSelect={onSelect}>
        <option value="__all">Todos</option>
      </ClientSelect>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cliente' });
    expect([...select.options].map((o) => o.value)).toEqual(['__all', 'c-1', 'c-2']);
    expect(select.value).toBe('__all');
    await user.selectOptions(select, 'Hotel Maré Alta');
    expect(onSelect).toHaveBeenCalledWith('c-1');
  });
});
