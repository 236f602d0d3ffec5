import { useId } from 'react';
import { Button, type ButtonVariant } from './ui/button';
import { NativeModal } from './ui/native-modal';

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

const CONFIRM_VARIANT: Record<ConfirmTheme, ButtonVariant> = { danger: 'danger', warning: 'warning', info: 'primary' };

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
  const titleId = useId();
  const messageId = useId();

  return (
    <NativeModal
      open={open}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-theme={theme}
      onCancel={onCancel}
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
          <Button autoFocus onClick={onCancel}>
            {cancelText}
          </Button>
          <Button variant={CONFIRM_VARIANT[theme]} onClick={onConfirm} disabled={busy}>
            {confirmText}
          </Button>
        </div>
      </div>
    </NativeModal>
  );
}
