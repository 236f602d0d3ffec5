import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FoodCostForm, NewContainerForm, NewTareForm } from './container-forms';

// The forms validate with the routes' schemas and the server's tare rule; what they hand on is the body the route
// takes. The page's language is pt (setup-components.ts).

type OnSave<T> = (input: T) => Promise<string | null>;

/** A new container typed in and saved, as a person does. */
async function saveContainer(name: string, tare: string, onSave: OnSave<{ name: string; tareKg: number }>) {
  render(<NewContainerForm onSave={onSave} onCancel={vi.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: /Nome do recipiente/ }), name);
  await userEvent.type(screen.getByRole('textbox', { name: /Tara/ }), tare);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

/** A container's new tare typed in and saved, beside its tares so far. */
async function saveTare(
  tares: { fromDay: string; tareKg: number }[],
  tare: string,
  today: string,
  onSave: OnSave<{ tareKg: number; fromDay: string }>,
) {
  render(<NewTareForm name="Balde 20 L" tares={tares} today={today} onSave={onSave} onCancel={vi.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: /Tara/ }), tare);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('NewContainerForm', () => {
  it('refuses a tare that is no weight, and sends nothing', async () => {
    const onSave = vi.fn(async () => null);
    await saveContainer('Balde 20 L', '-3', onSave);
    expect(await screen.findByText('Tara de 0 a 10 000 kg, com até 3 casas decimais.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the name and the tare typed the pt way', async () => {
    const onSave = vi.fn(async () => null);
    await saveContainer('Balde 20 L', '1,2', onSave);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ name: 'Balde 20 L', tareKg: 1.2 });
  });

  it('shows the refusal the save reports', async () => {
    await saveContainer('Balde', '2', async () => 'Já existe um recipiente com este nome.');
    expect(await screen.findByText('Já existe um recipiente com este nome.')).toBeTruthy();
  });
});

describe('NewTareForm', () => {
  const today = '2026-11-27';

  it('refuses a day on or before the latest tare’s start, as the server does', async () => {
    const onSave = vi.fn(async () => null);
    const tares = [
      { fromDay: '2026-01-01', tareKg: 1.2 },
      { fromDay: '2026-12-01', tareKg: 1.3 },
    ];
    await saveTare(tares, '1,35', today, onSave);
    expect(
      await screen.findByText(
        'Uma nova tara vale de hoje em diante, depois da última: os registros guardam a tara com que foram pesados.',
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the new tare from today after an older one', async () => {
    const onSave = vi.fn(async () => null);
    await saveTare([{ fromDay: '2026-01-01', tareKg: 1.2 }], '1,35', today, onSave);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ tareKg: 1.35, fromDay: today });
  });
});

describe('FoodCostForm', () => {
  it('refuses a negative cost, and sends nothing', async () => {
    const onSave = vi.fn(async () => null);
    render(<FoodCostForm current={null} onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Custo do alimento por kg/ }), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar custo' }));
    expect(await screen.findByText('Informe um valor de 0 a 100.000 reais por kg, ou deixe vazio.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the cost typed the pt way, and an emptied field as none', async () => {
    const onSave = vi.fn(async () => null);
    render(<FoodCostForm current={12.5} onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: /Custo do alimento por kg/ });
    await userEvent.clear(field);
    await userEvent.type(field, '18,9');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar custo' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenLastCalledWith({ foodCostPerKg: 18.9 });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar custo' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith({ foodCostPerKg: null });
  });
});
