export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** What the toast reports ('deactivate-user'): a later toast of the same action replaces it. */
  action?: string;
}

/** At most this many at once: on a phone two toasts already take a fifth of the screen. */
export const MAX_TOASTS = 2;

/**
 * The toasts after `toast` is shown: the same message again, or a newer word on the same action (its success after
 * its error), replaces the earlier one instead of stacking; beyond MAX_TOASTS the oldest go, an earlier success or
 * note before an error.
 */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  const replaced = (t: Toast) =>
    (t.kind === toast.kind && t.text === toast.text) || (toast.action !== undefined && t.action === toast.action);
  const next = [...list.filter((t) => !replaced(t)), toast];
  while (next.length > MAX_TOASTS) {
    const oldestNote = next.findIndex((t) => t.kind !== 'error');
    next.splice(oldestNote === -1 || oldestNote === next.length - 1 ? 0 : oldestNote, 1);
  }
  return next;
}

/** The toasts once the person has moved on (another page or tab): an error there no longer applies. */
export function withoutErrors(list: readonly Toast[]): Toast[] {
  return list.some((t) => t.kind === 'error') ? list.filter((t) => t.kind !== 'error') : (list as Toast[]);
}

/** The toasts without those of `target`: one toast (its id), or every toast of an action. */
export function removeToasts(list: readonly Toast[], target: number | string): Toast[] {
  return list.filter((t) => (typeof target === 'number' ? t.id !== target : t.action !== target));
}
