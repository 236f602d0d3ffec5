import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useDiscardMtr } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import type { MtrDialogProps } from '../lib/mtr-dialog';

/** "Descartar rascunho?": the draft discarded from the version read; the dialog closes once it is. */
export function DiscardDialog({ clientId, mtr: m, open, onClose }: MtrDialogProps) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const discard = useDiscardMtr(clientId);
  return (
    <ConfirmDialog
      open={open}
      theme="danger"
      title={t('discard.title')}
      message={t('discard.message')}
      confirmText={t('discard.confirm')}
      cancelText={t('discard.keep')}
      busy={discard.isPending}
      onCancel={onClose}
      onConfirm={() =>
        discard.mutate(
          { id: m.id, version: m.version },
          {
            onSuccess: () => {
              onClose();
              toast.show('success', t('discard.done'));
            },
            onError: (err) => toast.show('error', errorText(t, err)),
          },
        )
      }
    />
  );
}
