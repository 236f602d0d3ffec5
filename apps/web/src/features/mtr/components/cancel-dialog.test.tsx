import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelDialog } from './cancel-dialog';
import { issuedMtr } from '../test/mtr-fixtures';
import { renderInApp } from '@/test/render-in-app';

const SHORT = /^Escreva uma justificativa de pelo menos 15 caracteres/;

/** The dialog open on an issued MTR; the server accepts the cancel. */
async function openDialog(version = 3) {
  const onClose = vi.fn();
  const app = renderInApp(<CancelDialog clientId="c-1" mtr={issuedMtr({ version })} open onClose={onClose} />, () =>
    issuedMtr({ status: 'cancelled', actions: [], version: version + 1 }),
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar o MTR 240001234?' });
  return {
    ...app,
    onClose,
    dialog,
    justification: within(dialog).getByRole('textbox', { name: /^Justificativa/ }) as HTMLTextAreaElement,
    confirm: within(dialog).getByRole('button', { name: 'Cancelar MTR' }),
    /** The same dialog drawn with the MTR as fetched again (a newer version). */
    refetched: (v: number) =>
      app.rerender(<CancelDialog clientId="c-1" mtr={issuedMtr({ version: v })} open onClose={onClose} />),
  };
}

describe('CancelDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses to send without a justification, and says under the field how long it must be', async () => {
    const user = userEvent.setup();
    const { dialog, justification, confirm, onClose, sent } = await openDialog();
    await user.click(confirm);
    expect(await within(dialog).findByText(SHORT)).toBeTruthy();
    expect(justification.getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts a justification without its surrounding spaces, as the server does', async () => {
    const user = userEvent.setup();
    const { dialog, justification, confirm, sent } = await openDialog();
    // 14 characters once trimmed, one short of the minimum, padded past it with spaces.
    await user.type(justification, '   Não coletado    ');
    await user.click(confirm);
    expect(await within(dialog).findByText(SHORT)).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it('says a justification past the limit is too long, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, justification, confirm, sent } = await openDialog();
    await user.click(justification);
    await user.paste('Motivo longo. '.repeat(40));
    await user.click(confirm);
    expect(await within(dialog).findByText('A justificativa passou do tamanho aceito: resuma o motivo.')).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it('sends the trimmed justification with the version last read, then closes and says it is done', async () => {
    const user = userEvent.setup();
    const { justification, confirm, onClose, refetched, sent } = await openDialog(3);
    await user.type(justification, '  Coleta não realizada pelo transportador.  ');
    // The MTR is fetched again while the dialog is open: the text typed stays, the version follows.
    refetched(4);
    expect(justification.value).toBe('  Coleta não realizada pelo transportador.  ');
    await user.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('POST')).toEqual([
      [
        '/api/v1/clients/c-1/mtrs/m-1/cancel',
        { version: 4, justification: 'Coleta não realizada pelo transportador.' },
      ],
    ]);
    expect(await screen.findByText('MTR cancelado.')).toBeTruthy();
  });
});
