import { describe, expect, it } from 'vitest';
import { addToast, MAX_TOASTS, removeToasts, withoutErrors, type Toast } from './toast-state';

let id = 0;
const toast = (kind: Toast['kind'], text: string, action?: string): Toast => ({ id: ++id, kind, text, action });
const shown = (...toasts: Toast[]) => toasts.reduce<Toast[]>((list, t) => addToast(list, t), []);
const texts = (list: readonly Toast[]) => list.map((t) => `${t.kind}:${t.text}`);

describe('toasts', () => {
  it('collapse the same message shown again into one, the newest (announced again)', () => {
    const third = toast('success', 'Contrato salvo.');
    const list = shown(toast('success', 'Contrato salvo.'), toast('success', 'Contrato salvo.'), third);
    expect(list).toEqual([third]);
  });

  it('show at most MAX_TOASTS, an older success making room before an error', () => {
    expect(MAX_TOASTS).toBe(2);
    expect(texts(shown(toast('success', 'A'), toast('success', 'B'), toast('success', 'C')))).toEqual([
      'success:B',
      'success:C',
    ]);
    expect(texts(shown(toast('error', 'E'), toast('success', 'A'), toast('success', 'B')))).toEqual([
      'error:E',
      'success:B',
    ]);
    expect(texts(shown(toast('error', 'E1'), toast('error', 'E2'), toast('error', 'E3')))).toEqual([
      'error:E2',
      'error:E3',
    ]);
  });

  it('replace an action’s error with its later success, and leave other actions’ toasts alone', () => {
    const list = shown(
      toast('error', 'Não foi possível desativar.', 'toggle'),
      toast('success', 'Maria foi desativada.', 'toggle'),
    );
    expect(texts(list)).toEqual(['success:Maria foi desativada.']);
    const other = shown(toast('error', 'Falha ao restaurar.', 'restore'), toast('success', 'Desfeito.', 'undo'));
    expect(texts(other)).toEqual(['error:Falha ao restaurar.', 'success:Desfeito.']);
  });

  it('drop errors when the person moves on, and close one toast or an action’s', () => {
    const error = toast('error', 'Falha.', 'delete');
    const note = toast('success', 'Salvo.');
    expect(withoutErrors([error, note])).toEqual([note]);
    const calm = [note];
    expect(withoutErrors(calm)).toBe(calm);
    expect(removeToasts([error, note], note.id)).toEqual([error]);
    expect(removeToasts([error, note], 'delete')).toEqual([note]);
  });
});
