import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastApi {
  /** Shows a message; successes and notes go away after a few seconds, errors stay until closed. */
  show(kind: ToastKind, text: string): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Seconds a success or note stays: long enough to read twice (WCAG 2.2.1 asks for no less). */
const TIMEOUT_MS = 6000;

/** The page's toasts. A hook outside a ToastProvider is a bug in the page, so it throws. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}

/**
 * Holds the toasts and draws their region. Two live regions are always in the page so that what appears in them
 * is announced: successes and notes politely, errors at once. Focus never moves; each toast has a close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = next.current++;
      // At most three at once: the oldest make room.
      setToasts((list) => [...list.slice(-2), { id, kind, text }]);
      if (kind !== 'error') setTimeout(() => dismiss(id), TIMEOUT_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onClose={dismiss} />
    </ToastContext>
  );
}

const STYLE: Record<ToastKind, string> = {
  success: 'bg-brand-800 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
};

/** The two live regions, bottom right on a desk, full width at the bottom of a phone. */
export function ToastRegion({ toasts, onClose }: { toasts: readonly Toast[]; onClose(id: number): void }) {
  const { t } = useTranslation('ui');
  const list = (errors: boolean) =>
    toasts
      .filter((toast) => (toast.kind === 'error') === errors)
      .map((toast) => (
        <div
          key={toast.id}
          className={cx(
            'pointer-events-auto flex w-full items-center gap-3 rounded-xl px-4 py-3 font-semibold shadow-lg',
            STYLE[toast.kind],
          )}
        >
          <p className="min-w-0 flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => onClose(toast.id)}
            aria-label={t('toast.close')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true" className="text-xl">
              ×
            </span>
          </button>
        </div>
      ));
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-stretch gap-2 p-4 sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list(false)}
      </div>
      <div role="alert" className="flex flex-col gap-2">
        {list(true)}
      </div>
    </div>
  );
}
