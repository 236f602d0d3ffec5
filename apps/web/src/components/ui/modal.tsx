import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A modal dialog with a title and a close button: focus stays inside, Escape closes it. React Aria's, not a native
 * <dialog>: the multi-select's list opens in a popover outside the dialog's element, which a native modal would
 * leave inert beneath it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
  closable = true,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  /** False: no close button and Escape does nothing (a step that must be done, like a station's PIN pad). */
  closable?: boolean;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && closable) onClose();
      }}
      isDismissable={false}
      className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <AriaModal
        className={`max-h-[calc(100vh-2rem)] overflow-y-auto rounded-2xl bg-white shadow-2xl ${
          wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'
        }`}
      >
        <Dialog className="p-6 outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Heading slot="title" className="text-xl font-semibold text-slate-900">
              {title}
            </Heading>
            {closable && (
              <Button size="sm" variant="ghost" onClick={onClose}>
                {t('form.close')}
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
