import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { PageHeader } from './page-header';
import { ColumnTable, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { namedOptions, Select, selectOptions, TextAreaField, TextField } from './field';
import { Form, FormActions, FormSelect, useZodForm } from './form';
import { FilterBar } from './filter-bar';
import { z } from 'zod';

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

  it('Select draws its empty choice first, then its options, then its own children', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Tipo"
        value=""
        onChange={(e) => onChange(e.target.value)}
        emptyOption="Todos os tipos"
        options={selectOptions(['organico', 'rejeito'] as const, (v) => v.toUpperCase())}
      >
        <option value="outro">Outro</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Tipo' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Todos os tipos'],
      ['organico', 'ORGANICO'],
      ['rejeito', 'REJEITO'],
      ['outro', 'Outro'],
    ]);
    await userEvent.selectOptions(select, 'REJEITO');
    expect(onChange).toHaveBeenCalledWith('rejeito');
  });

  it('namedOptions offers named things by id, and nothing while they load', () => {
    expect(namedOptions([{ id: 'c1', name: 'Hotel Sol' }])).toEqual([{ value: 'c1', label: 'Hotel Sol' }]);
    expect(namedOptions(undefined)).toEqual([]);
  });

  it('FormActions sends the form with "Salvar", says "Salvando..." while busy, cancels, and announces a refusal', async () => {
    const schema = z.object({ kind: z.enum(['a', 'b']) });
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    function Probe({ busy, error }: { busy?: boolean; error?: string }) {
      const form = useZodForm(schema, { defaultValues: { kind: 'a' } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormSelect name="kind" label="Espécie" options={selectOptions(['a', 'b'], (v) => v)} />
          <FormActions error={error} onCancel={onCancel} busy={busy} />
        </Form>
      );
    }
    const { rerender } = render(<Probe />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Espécie' }), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'b' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<Probe busy error="Já existe um cliente com este nome." />);
    expect(screen.getByRole('button', { name: 'Salvando...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Já existe um cliente com este nome.');
  });

  it('ColumnTable heads its columns, one row an item, a row header where asked, and says when there is none', () => {
    const rows = [
      { id: 'r1', name: 'Cozinha', kg: '12,5 kg' },
      { id: 'r2', name: 'Salão', kg: '3 kg' },
    ];
    const columns = [
      { header: 'Área', rowHeader: true, cell: (r: (typeof rows)[number]) => r.name },
      { header: 'Quilos', align: 'right' as const, cell: (r: (typeof rows)[number]) => r.kg },
      false as const,
      { header: 'Ações', hideHeader: true, cell: (r: (typeof rows)[number]) => <Button>Editar {r.name}</Button> },
    ];
    const { rerender } = render(
      <ColumnTable caption="Fluxos" rows={rows} rowKey={(r) => r.id} columns={columns} empty="Nenhum fluxo." />,
    );
    const table = screen.getByRole('table', { name: 'Fluxos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Área', 'Quilos', 'Ações']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Salão' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '12,5 kg' }).className).toContain('text-right');
    expect(within(table).getByRole('button', { name: 'Editar Cozinha' })).toBeTruthy();
    rerender(<ColumnTable caption="Fluxos" rows={[]} rowKey={(r) => r.id} columns={columns} empty="Nenhum fluxo." />);
    expect(within(screen.getByRole('table', { name: 'Fluxos' })).getByRole('cell').textContent).toBe('Nenhum fluxo.');
  });

  it('FilterBar is one search landmark, named, holding the filters', () => {
    render(
      <FilterBar label="Filtros">
        <TextField label="Buscar" type="search" />
      </FilterBar>,
    );
    expect(
      within(screen.getByRole('search', { name: 'Filtros' })).getByRole('searchbox', { name: 'Buscar' }),
    ).toBeTruthy();
  });
});
