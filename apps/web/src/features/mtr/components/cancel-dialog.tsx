import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MTR_CANCEL_JUSTIFICATION_MIN } from '@ecopeso/shared/mtr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';
import { useCancelMtrForm } from '../hooks/use-cancel-mtr-form';
import type { MtrDialogProps } from '../lib/mtr-dialog';

/** "Cancelar o MTR …?": sent to the system with a justification, which cannot be undone. */
export function CancelDialog({ clientId, mtr: m, open, onClose }: MtrDialogProps) {
  const { t } = useTranslation('mtr');
  const { form, send, busy } = useCancelMtrForm(clientId, m, onClose);
  const { field, fieldState } = useController({ control: form.control, name: 'justification' });
  const error = fieldState.error?.message;
  return (
    <ConfirmDialog
      open={open}
      theme="danger"
      title={t('cancel.title', { number: m.number ?? '' })}
      message={
        <div className="space-y-2">
          <p>{t('cancel.message')}</p>
          <TextAreaField
            size="sm"
            label={t('cancel.justification', { min: MTR_CANCEL_JUSTIFICATION_MIN })}
            rows={3}
            required
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            error={error ? t(error, { min: MTR_CANCEL_JUSTIFICATION_MIN, defaultValue: error }) : null}
          />
        </div>
      }
      confirmText={t('cancel.confirm')}
      cancelText={t('cancel.keep')}
      busy={busy}
      onCancel={onClose}
      onConfirm={send}
    />
  );
}
