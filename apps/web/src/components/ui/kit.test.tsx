import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { PageHeader } from './page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { TextAreaField, TextField } from './field';

describe('UI kit', () => {
  it('Alert is announced at once and shows its message', () => {
    render(<Alert>Não foi possível salvar.</Alert>);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Não foi possível salvar.');
  });

  it('Badge shows its word (colour is never the only cue) in its tone', () => {
    render(<Badge tone="danger">Vencida</Badge>);
    const badge = screen.getByText('Vencida');
    expect(badge.className).toContain('bg-red-100');
  });

  it('PageHeader gives the screen one level-1 heading, its description and its actions', () => {
    render(<PageHeader title="Usuários" description="Quem entra no Ecopeso." actions={<Button>Convidar</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Usuários' })).toBeTruthy();
    expect(screen.getByText('Quem entra no Ecopeso.')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Convidar' })).toBeTruthy();
  });

  it('Table keeps the header cells as column headers of their cells', () => {
    render(
      <Table aria-label="Fluxos">
        <TableHead>
          <TableRow>
            <TableHeader>Área</TableHeader>
            <TableHeader className="text-right">Quilos</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableHeader scope="row">Cozinha</TableHeader>
            <TableCell>12,5 kg</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Fluxos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Área', 'Quilos']);
    expect(within(table).getByRole('rowheader', { name: 'Cozinha' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '12,5 kg' })).toBeTruthy();
  });

  it('Button is a button (not a submit) that answers a click, and a busy one is disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Salvando...
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Salvando...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('a field is found by its label, says it is required and reads its error with it', async () => {
    render(
      <>
        <TextField label="Nome" required error="Informe o nome." />
        <TextAreaField label="Justificativa" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Informe o nome.').id).toBe(name.getAttribute('aria-describedby'));
    const text = screen.getByRole('textbox', { name: 'Justificativa' });
    await userEvent.type(text, 'Coleta não realizada.');
    expect((text as HTMLTextAreaElement).value).toBe('Coleta não realizada.');
  });
});
