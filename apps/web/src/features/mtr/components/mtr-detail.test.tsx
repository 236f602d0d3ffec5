import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MtrDetail } from './mtr-detail';
import { issuedMtr } from '../test/mtr-fixtures';
import { renderInApp } from '@/test/render-in-app';

const issued = issuedMtr();

// The server's answers are the test's: the MTR, no exchanges, a cancel accepted.
function renderDetail() {
  return renderInApp(<MtrDetail clientId="c-1" mtrId="m-1" onClose={vi.fn()} />, (path, init) => {
    if (path.endsWith('/exchanges')) return { items: [] };
    if (path.endsWith('/cancel') && init?.method === 'POST')
      return { ...issued, status: 'cancelled', actions: [], version: 4 };
    return issued;
  });
}

describe('MtrDetail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the issued MTR: its number, status word, shipment day and no CDF yet', async () => {
    renderDetail();
    const detail = await screen.findByRole('article', { name: 'MTR 240001234' });
    expect(within(detail).getByText('Emitido')).toBeTruthy();
    expect(within(detail).getByTestId('cdf-number').textContent).toBe('Ainda não emitido pelo destinador');
    expect(within(detail).getByText('20/11/2026')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Atualizar situação' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Descartar rascunho' })).toBeNull();
  });

  it('cancels only with a justification, and sends it with the version', async () => {
    const { sent } = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar MTR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar o MTR 240001234?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar MTR' }));
    expect(await screen.findByText(/^Escreva uma justificativa de pelo menos/)).toBeTruthy();
    expect(sent('POST')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Justificativa/ }),
      'Coleta não realizada pelo transportador.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar MTR' }));
    await vi.waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')).toEqual([
      [
        '/api/v1/clients/c-1/mtrs/m-1/cancel',
        { version: 3, justification: 'Coleta não realizada pelo transportador.' },
      ],
    ]);
  });
});
