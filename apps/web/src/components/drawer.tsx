import { NativeModal } from './ui/native-modal';

/**
 * A modal side drawer on a native <dialog>: focus moves inside and stays there, Escape and a click on the
 * backdrop close it, and the page behind is inert while it is open.
 */
export function Drawer({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  onClose(): void;
  children: React.ReactNode;
}) {
  return (
    <NativeModal
      open={open}
      aria-label={label}
      onCancel={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-dvh w-64 max-w-[85vw] p-0 backdrop:bg-slate-900/50"
    >
      {children}
    </NativeModal>
  );
}
