import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cx } from './cx';
import { addToast, removeToasts, withoutErrors, type Toast, type ToastKind } from './toast-state';

export type { Toast, ToastKind };

interface ToastApi {
  /**
   * Shows a message; successes and notes go away after a few seconds, errors stay until closed, replaced or left
   * behind. `action` names what it reports ('deactivate-user'), so that its later success replaces its error.
   */
  show(kind: ToastKind, text: string, options?: { action?: string }): number;
  /** Closes one toast (its id) or every toast of an action. */
  dismiss(target: number | string): void;
  /** The person moved on (another tab of the page): errors about what was there go. */
  leave(): void;
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

/** Tells the page's toasts, if it has any, that the person moved on (Tabs calls it when another tab is chosen). */
export function useLeaveToasts(): () => void {
  const api = useContext(ToastContext);
  return api?.leave ?? noop;
}
const noop = () => undefined;

/**
 * Holds the toasts and draws their region. Two live regions are always in the page so that what appears in them
 * is announced: successes and notes politely, errors at once. Focus never moves; each toast has a close button.
 * Another page or query (a tab kept in the URL) drops the errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((target: number | string) => setToasts((list) => removeToasts(list, target)), []);
  const show = useCallback(
    (kind: ToastKind, text: string, options: { action?: string } = {}) => {
      const id = next.current++;
      setToasts((list) => addToast(list, { id, kind, text, action: options.action }));
      if (kind !== 'error') setTimeout(() => dismiss(id), TIMEOUT_MS);
      return id;
    },
    [dismiss],
  );
  const leave = useCallback(() => setToasts(withoutErrors), []);
  const api = useMemo(() => ({ show, dismiss, leave }), [show, dismiss, leave]);

  const { pathname, search } = useLocation();
  const where = `${pathname}${search}`;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    setToasts(withoutErrors);
  }

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

/**
 * The two live regions, at the bottom of the screen (full width on a phone, bottom right on a desk): clear of the
 * page title and header at the top, of the sidebar's "Sair" at the bottom left, and beneath every dialog (the
 * modal's overlay is z-40, native dialogs are in the top layer). A spacer as tall as the toasts ends the page, so
 * its last lines and buttons can be scrolled out from under them.
 */
export function ToastRegion({ toasts, onClose }: { toasts: readonly Toast[]; onClose(id: number): void }) {
  const { t } = useTranslation('ui');
  const [height, setHeight] = useState(0);
  const measure = useCallback(
    (region: HTMLDivElement | null) => {
      if (!region || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => setHeight(toasts.length ? region.offsetHeight : 0));
      observer.observe(region);
      return () => observer.disconnect();
      // Measured again when the toasts change: their number decides whether the padding counts.
    },
    [toasts.length],
  );
  const list = (errors: boolean) =>
    toasts
      .filter((toast) => (toast.kind === 'error') === errors)
      .map((toast) => (
        <div
          key={toast.id}
          className={cx(
            'pointer-events-auto flex w-full items-center gap-3 rounded-xl py-1 pr-1 pl-4 font-semibold shadow-lg',
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
    <>
      <div aria-hidden="true" style={{ height }} />
      <div
        ref={measure}
        data-testid="toasts"
        className={cx(
          'pointer-events-none fixed inset-x-0 bottom-0 z-30 flex flex-col items-stretch gap-2 sm:left-auto sm:w-96',
          toasts.length > 0 && 'p-3 sm:p-4',
        )}
      >
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {list(false)}
        </div>
        <div role="alert" className="flex flex-col gap-2">
          {list(true)}
        </div>
      </div>
    </>
  );
}
