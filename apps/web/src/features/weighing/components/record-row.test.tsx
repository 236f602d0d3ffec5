import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { RecordRow, type RecordView } from './record-row';

const record: RecordView = {
  wasteType: 'reciclavel',
  subType: 'paper',
  areaName: 'Cozinha',
  weightKg: 12.5,
  recordedAt: '2026-11-27T11:30:00.000Z',
};
const ZONE = 'America/Sao_Paulo';
const description = `Reciclável · Papel, ${formatEnteredKg(12.5, 'pt')}, ${formatDateTime(record.recordedAt, 'pt', ZONE)}`;

// A line of the records list: what was weighed, and the actions this user may take on it, each named by the record.
describe('RecordRow', () => {
  it('offers correcting and deleting a synced record, each named by what it acts on', async () => {
    const onCorrect = vi.fn();
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <ul>
        <RecordRow record={record} timeZone={ZONE} lang="pt" state="synced" onCorrect={onCorrect} onDelete={onDelete} />
      </ul>,
    );
    const row = screen.getByRole('listitem');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Corrigir registro: ${description}`, `Excluir registro: ${description}`]);
    await user.click(within(row).getByRole('button', { name: `Corrigir registro: ${description}` }));
    expect(onCorrect).toHaveBeenCalledTimes(1);
    await user.click(within(row).getByRole('button', { name: `Excluir registro: ${description}` }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on a record this user may not change', () => {
    render(
      <ul>
        <RecordRow record={record} timeZone={ZONE} lang="pt" state="synced" />
      </ul>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('listitem').textContent).toContain('Reciclável · Papel');
  });
});
