import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SdgTarget } from '@ecopeso/shared/sdg-12-3-schema';
import type { CurrentUser } from '@/lib/use-current-user';
import { renderInApp } from '@/test/render-in-app';
import { SdgTargetForm } from './sdg-tracking';
import { errorUnder } from '@/test/field-message';

// The SDG 12.3 target form as a gerente meets it under the dashboard (the page's language is pt,
// setup-components.ts); the server is the test's: it answers the client's target and accepts a save, or refuses it
// as stale.

const gerente: CurrentUser = { id: 'u-1', email: 'g@hotel.test', name: 'Gina', role: 'gerente', allowedClientIds: [] };
const saved: SdgTarget = { baselineYear: 2024, targetYear: 2030, changePct: -50, version: 2 };

function renderForm({ target = saved, stale = false }: { target?: SdgTarget | null; stale?: boolean } = {}) {
  const app = renderInApp(
    <SdgTargetForm clientId="c-1" clients={null} thisYear={2026} lang="pt" />,
    (path, init) => {
      if (init?.method !== 'PUT') return target;
      if (stale)
        return Response.json({ error: { code: 'aborted', message: 'The target changed meanwhile.' } }, { status: 409 });
      return { ...target, ...(JSON.parse(String(init.body)) as object), version: (target?.version ?? 0) + 1 };
    },
    { path: '/app/dashboard', user: gerente },
  );
  return app;
}

async function fields() {
  const baseline = await screen.findByRole('textbox', { name: /^Ano-base/ });
  return {
    baseline,
    target: screen.getByRole('textbox', { name: /^Ano-alvo/ }),
    reduction: screen.getByRole('textbox', { name: /^Redução \(%\)/ }),
    save: screen.getByRole('button', { name: 'Salvar meta ODS 12.3' }),
  };
}

describe('SdgTargetForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a target year not after the baseline', 'target', '2024', 'O ano-alvo vem depois do ano-base.'],
    ['a baseline year out of range', 'baseline', '1999', 'Informe um ano entre 2000 e 2100.'],
    ['a target year out of range', 'target', '2101', 'Informe um ano entre 2001 e 2100.'],
    ['a reduction that is no number', 'reduction', 'metade', 'Informe um número válido.'],
    ['no reduction', 'reduction', '0', 'Informe uma redução maior que 0 e de no máximo 100 %.'],
    // "1.200" is 1 200 in pt (decimal-input.ts), not 1,2 as a comma-for-point swap once read it.
    ['"1.200" as a reduction', 'reduction', '1.200', 'Informe uma redução maior que 0 e de no máximo 100 %.'],
  ] as const)('refuses %s under its field, and sends nothing', async (_, name, typed, message) => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    const form = await fields();
    await user.clear(form[name]);
    await user.type(form[name], typed);
    await user.click(form.save);
    await vi.waitFor(() => expect(form[name].getAttribute('aria-invalid')).toBe('true'));
    expect(errorUnder(form[name])).toBe(message);
    expect(sent('PUT')).toEqual([]);
  });

  it('starts from the saved target, and sends exactly the route’s body with the version read', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    const form = await fields();
    expect([form.baseline, form.target, form.reduction].map((f) => (f as HTMLInputElement).value)).toEqual([
      '2024',
      '2030',
      '50',
    ]);
    await user.clear(form.baseline);
    await user.type(form.baseline, '2023');
    await user.clear(form.reduction);
    await user.type(form.reduction, '12,5');
    await user.click(form.save);
    expect(await screen.findByText('Meta ODS 12.3 salva.')).toBeTruthy();
    expect(sent('PUT')).toEqual([
      [
        '/api/v1/clients/c-1/sdg-target?lang=pt',
        { baselineYear: 2023, targetYear: 2030, changePct: -12.5, version: 2 },
      ],
    ]);
  });

  it('without a target, offers −50 % by 2030 from last year, and sends no version', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm({ target: null });
    await user.click((await fields()).save);
    expect(await screen.findByText('Meta ODS 12.3 salva.')).toBeTruthy();
    expect(sent('PUT')).toEqual([
      ['/api/v1/clients/c-1/sdg-target?lang=pt', { baselineYear: 2025, targetYear: 2030, changePct: -50 }],
    ]);
  });

  it('says when someone else changed the target meanwhile', async () => {
    const user = userEvent.setup();
    renderForm({ stale: true });
    await user.click((await fields()).save);
    await vi.waitFor(() =>
      expect(screen.getByTestId('sdg-status').textContent).toBe(
        'Outra pessoa alterou esta meta. Recarregue a página para ver a alteração.',
      ),
    );
  });

  it('sets one target for every hotel selected', async () => {
    const user = userEvent.setup();
    const { sent } = renderInApp(
      <SdgTargetForm clientId={null} clients="c-1,c-2" thisYear={2026} lang="pt" />,
      () => ({ clients: {} }),
      { path: '/app/dashboard', user: gerente },
    );
    const form = await fields();
    await user.clear(form.reduction);
    await user.type(form.reduction, '40');
    await user.click(form.save);
    expect(await screen.findByText('Meta ODS 12.3 salva.')).toBeTruthy();
    expect(sent('PUT')).toEqual([
      [
        '/api/v1/sdg-targets?lang=pt',
        { baselineYear: 2025, targetYear: 2030, changePct: -40, clients: ['c-1', 'c-2'] },
      ],
    ]);
  });
});
