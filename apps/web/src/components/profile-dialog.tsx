import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordSchema, updateProfileSchema } from '@ecopeso/shared/users';
import { Button } from '@/components/ui/button';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { apiFetch, ApiError } from '@/lib/api-client';
import { Modal } from '@/components/ui/modal';
import { Alert } from './ui/alert';
import { PinSetting } from './pin-setting';
import { NewPasswordFields } from './new-password-fields';

interface ProfileDialogProps {
  open: boolean;
  onClose(): void;
  name: string;
  /** Whether they may have a kitchen-station PIN (mayHavePin, roles.ts): then they set their own here. */
  withPin?: boolean;
}

/**
 * The signed-in user's own name and password, for every role (the header's "My profile"); a password change ends
 * their other sessions. What was saved is said inside the dialog (a toast outside a modal is out of reach).
 */
export function ProfileDialog({ open, onClose, name, withPin = false }: ProfileDialogProps) {
  const { t } = useTranslation('admin-users');
  const [saved, setSaved] = useState<string | null>(null);
  const queries = useQueryClient();
  const nameForm = useZodForm(updateProfileSchema, { defaultValues: { name } });
  const passwordForm = useZodForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });
  const [error, setError] = useState<string | null>(null);

  return (
    <Modal open={open} title={t('profileDialog.title')} onClose={onClose}>
      <div className="space-y-8">
        <Form
          form={nameForm}
          className="space-y-3"
          onSubmit={async (values) => {
            setError(null);
            setSaved(null);
            try {
              await apiFetch('/api/v1/me', z.undefined(), { method: 'PATCH', body: values });
              setSaved(t('toast.nameSaved'));
              await queries.invalidateQueries();
            } catch {
              setError(t('errors.generic'));
            }
          }}
        >
          <FormTextField name="name" label={t('profileDialog.nameSection')} required autoComplete="name" />
          <Button type="submit" loading={nameForm.formState.isSubmitting}>
            {t('profileDialog.saveName')}
          </Button>
        </Form>
        <Form
          form={passwordForm}
          className="space-y-3"
          aria-labelledby="password-section"
          onSubmit={async (values) => {
            setError(null);
            setSaved(null);
            try {
              await apiFetch('/api/v1/me/password', z.undefined(), { method: 'POST', body: values });
              passwordForm.reset();
              setSaved(t('toast.passwordSaved'));
            } catch (err) {
              setError(
                err instanceof ApiError && err.code === 'invalid-argument'
                  ? t('profileDialog.wrongPassword')
                  : t('errors.generic'),
              );
            }
          }}
        >
          <h3 id="password-section" className="font-semibold text-slate-900">
            {t('profileDialog.passwordSection')}
          </h3>
          <FormTextField
            name="currentPassword"
            type="password"
            label={t('profileDialog.currentPassword')}
            required
            autoComplete="current-password"
          />
          <NewPasswordFields
            label={t('profileDialog.newPassword')}
            hint={t('profileDialog.passwordHint')}
            confirmLabel={t('profileDialog.confirmPassword')}
          />
          <Button type="submit" loading={passwordForm.formState.isSubmitting}>
            {t('profileDialog.savePassword')}
          </Button>
        </Form>
        {withPin && <PinSetting url="/api/v1/me/pin" />}
        <div aria-live="assertive">
          <p role="status" className="font-medium text-brand-800">
            {saved}
          </p>
          {error && <Alert>{error}</Alert>}
        </div>
      </div>
    </Modal>
  );
}
