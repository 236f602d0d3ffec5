import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordSchema, updateProfileSchema } from '@ecopeso/shared/users';
import { Button } from '@/components/ui/button';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { apiFetch, ApiError } from '@/lib/api-client';
import { Modal } from './modal';

/** The signed-in user's own name and password; a password change ends their other sessions. */
export function ProfileDialog({ open, onClose, name }: { open: boolean; onClose(): void; name: string }) {
  const { t } = useTranslation('admin-users');
  const toast = useToast();
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
            try {
              await apiFetch('/api/v1/me', z.undefined(), { method: 'PATCH', body: values });
              toast.show('success', t('toast.nameSaved'));
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
            try {
              await apiFetch('/api/v1/me/password', z.undefined(), { method: 'POST', body: values });
              passwordForm.reset();
              toast.show('success', t('toast.passwordSaved'));
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
          <FormTextField
            name="password"
            type="password"
            label={t('profileDialog.newPassword')}
            description={t('profileDialog.passwordHint')}
            required
            autoComplete="new-password"
          />
          <FormTextField
            name="confirm"
            type="password"
            label={t('profileDialog.confirmPassword')}
            required
            autoComplete="new-password"
          />
          <Button type="submit" loading={passwordForm.formState.isSubmitting}>
            {t('profileDialog.savePassword')}
          </Button>
        </Form>
        <div aria-live="assertive">
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
