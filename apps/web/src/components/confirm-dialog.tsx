import { useEffect, useId, useRef } from 'react';

export type ConfirmTheme = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmText: string;
  cancelText: string;
  theme?: ConfirmTheme;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const CONFIRM_STYLE: Record<ConfirmTheme, string> = {
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
  warning: 'bg-amber-700 hover:bg-amber-800 focus-visible:outline-amber-700',
  info: 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
};

/**
 * The spec's confirmation dialog. A native modal <dialog>: the page behind is inert (focus stays inside),
 * Escape cancels, and as an alertdialog with its title and message it is announced when it opens.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  theme = 'info',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-theme={theme}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-slate-700">
          {message}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            autoFocus
            onClick={onCancel}
            className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-600"
          >
            {cancelText}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={`min-h-11 rounded-lg px-4 font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${CONFIRM_STYLE[theme]}`}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </dialog>
  );
}
