import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeptChoice } from './kept-choice';

const optionsOf = () => screen.getAllByRole('option').map((o) => o.textContent);

function Reason({ initial, options }: { initial: string | null; options: { id: string; name: string | null }[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <KeptChoice
        label="Motivo do descarte"
        none="Nenhum"
        value={value}
        onChange={setValue}
        options={options}
        keptName="Sobra de buffet"
      />
      <output>{String(value)}</output>
    </>
  );
}

describe('KeptChoice', () => {
  it('keeps the record’s reason offered when the client’s list no longer has it', () => {
    render(<Reason initial="gone" options={[{ id: 'r1', name: 'Preparo' }]} />);
    expect(optionsOf()).toEqual(['Nenhum', 'Sobra de buffet', 'Preparo']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Motivo do descarte' }).value).toBe('gone');
  });

  it('offers only the list when the record’s reason is in it, and "none" chooses nothing', async () => {
    render(<Reason initial="r1" options={[{ id: 'r1', name: 'Preparo' }]} />);
    expect(optionsOf()).toEqual(['Nenhum', 'Preparo']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo do descarte' }), 'Nenhum');
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('is not shown when neither the client nor the record has any', () => {
    render(<Reason initial={null} options={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
