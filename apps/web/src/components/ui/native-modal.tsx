import { useEffect, useRef, type DialogHTMLAttributes } from 'react';

export interface NativeModalProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel'> {
  open: boolean;
  /** Escape (the browser's cancel), which closes nothing by itself: the owner decides by turning `open` off. */
  onCancel(): void;
}

/**
 * A native <dialog> shown as a modal while `open` is true: the browser keeps focus inside and makes the page behind
 * inert. The frame of the confirmation dialog and the menu drawer.
 */
export function NativeModal({ open, onCancel, children, ...dialog }: NativeModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      {...dialog}
      ref={ref}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
