import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { SettingsPanel } from './settings-panel';
import { mtrSettings } from '../test/mtr-fixtures';
import { renderInApp } from '@/test/render-in-app';

/** The settings tab of a São Paulo client; the server answers a save with the settings one version on. */
async function openSettings(settings: MtrSettings = mtrSettings()) {
  const app = renderInApp(<SettingsPanel clientId="c-1" settings={settings} />, () => ({
    ...settings,
    version: settings.version + 1,
  }));
  const panel = await screen.findByRole('region', { name: 'Sistema de MTR do cliente' });
  // A label as read: the required mark (" *", hidden from screen readers) aside.
  const field = (name: string) =>
    within(panel).getByLabelText((label) => label.replace(/ \*$/, '') === name) as HTMLInputElement;
  return {
    ...app,
    panel,
    field,
    unit: field('Código da unidade geradora no SIGOR (São Paulo)'),
    save: within(panel).getByRole('button', { name: 'Salvar configuração' }),
  };
}

/** The message shown with a field (its aria-describedby), as a screen reader reads it. */
const said = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('SettingsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a unit code that is not only digits, in the words of that field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { unit, save, sent } = await openSettings();
    await user.clear(unit);
    await user.type(unit, '12.345/0001');
    await user.click(save);
    expect(await screen.findByText('Informe o código da unidade geradora, só com números.')).toBeTruthy();
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    expect(said(unit)).toContain('Informe o código da unidade geradora, só com números.');
    expect(sent('PUT')).toEqual([]);
  });

  it('refuses an empty responsible person, and a CPF without its password', async () => {
    const user = userEvent.setup();
    const { field, save, sent } = await openSettings();
    await user.clear(field('Responsável pela emissão'));
    await user.type(field('CPF do usuário'), '123.456.789-09');
    await user.click(save);
    expect(await screen.findByText('Informe o responsável pela emissão.')).toBeTruthy();
    expect(said(field('Senha'))).toContain('Preencha as credenciais do sistema escolhido');
    expect(sent('PUT')).toEqual([]);
  });

  it('saves the fields as the API reads them: the CPF in digits, with the password and the version read', async () => {
    const user = userEvent.setup();
    const { unit, field, save, sent } = await openSettings();
    await user.clear(unit);
    await user.type(unit, ' 778899 ');
    await user.type(field('CPF do usuário'), '123.456.789-09');
    await user.type(field('Senha'), 's3nh@ forte');
    await user.click(save);
    expect(await screen.findByText('Configuração salva.')).toBeTruthy();
    expect(sent('PUT')).toEqual([
      [
        '/api/v1/clients/c-1/mtr/settings',
        {
          system: 'SIGOR',
          environment: 'simulator',
          generatorUnitCode: '778899',
          responsibleName: 'Ana Souza',
          responsibleRole: 'Gerente ambiental',
          credentials: { kind: 'cpf-password', cpf: '12345678909', password: 's3nh@ forte' },
          version: 5,
        },
      ],
    ]);
  });

  it('keeps the stored credentials when none is typed, and asks SINIR for a token instead of CPF and password', async () => {
    const user = userEvent.setup();
    const { panel, field, save, sent } = await openSettings(
      mtrSettings({ configured: false, system: null, environment: null, generatorUnitCode: null, version: 0 }),
    );
    await user.selectOptions(field('Sistema'), 'SINIR');
    expect(within(panel).queryByLabelText('CPF do usuário')).toBeNull();
    expect(within(panel).queryByLabelText('Senha')).toBeNull();
    expect(field('Código da unidade geradora no SINIR (nacional)')).toBeTruthy();
    await user.type(field('Código da unidade geradora no SINIR (nacional)'), '3021');
    await user.click(save);
    await vi.waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]![1]).toEqual({
      system: 'SINIR',
      environment: 'simulator',
      generatorUnitCode: '3021',
      responsibleName: 'Ana Souza',
      responsibleRole: 'Gerente ambiental',
      version: 0,
    });

    await user.type(field('Token de integração'), 'tok-0123456789');
    await user.click(save);
    await vi.waitFor(() => expect(sent('PUT')).toHaveLength(2));
    expect(sent('PUT')[1]![1]).toMatchObject({
      credentials: { kind: 'integration-token', integrationToken: 'tok-0123456789' },
    });
  });
});
