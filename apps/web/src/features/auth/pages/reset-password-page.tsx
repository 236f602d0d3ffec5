import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { resetPasswordSchema } from '@ecopeso/shared/users';
import { Button } from '@/components/ui/button';
import { AUTH_FORM_CLASS, AuthFrame } from '../components/auth-frame';
import { Form, useZodForm } from '@/components/ui/form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { apiFetch, ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Alert } from '@/components/ui/alert';

/** The token of the link, carried in the fragment (#token=…) so it never reaches a server log. */
function tokenFrom(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Sets a password from an invitation or reset link (at least 10 characters, not a common one) and signs in:
 * the server answers with the session cookie, and the app opens.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('admin-users');
  const { to } = useLanguage();
  const { hash } = useLocation();
  useDocumentTitle(t('password.resetPageTitle'));
  const token = tokenFrom(hash);
  const form = useZodForm(resetPasswordSchema, { defaultValues: { token, password: '', confirm: '' } });
  const [error, setError] = useState<'invalid' | 'generic' | null>(null);

  return (
    <AuthFrame title={t('password.resetTitle')} lead={token ? t('password.resetText') : undefined}>
      {!token ? (
        <Alert className="mt-4">{t('password.noToken')}</Alert>
      ) : (
        <>
          <Form
            form={form}
            className={AUTH_FORM_CLASS}
            onSubmit={async (values) => {
              setError(null);
              try {
                await apiFetch('/api/v1/password/reset', z.undefined(), { method: 'POST', body: { ...values, token } });
                // A full load, so the app starts with the new session.
                window.location.assign(to('/app'));
              } catch (err) {
                setError(err instanceof ApiError && err.code === 'invalid-argument' ? 'invalid' : 'generic');
              }
            }}
          >
            <NewPasswordFields
              label={t('password.newPassword')}
              hint={t('password.hint')}
              confirmLabel={t('password.confirmPassword')}
            />
            <div aria-live="assertive" className="min-h-6">
              {error && <Alert>{error === 'invalid' ? t('password.invalidLink') : t('errors.generic')}</Alert>}
            </div>
            <Button type="submit" variant="primary" size="lg" className="w-full" loading={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('password.saving') : t('password.save')}
            </Button>
          </Form>
        </>
      )}
      <Link to={to('/login/esqueci-senha')} className="mt-6 text-brand-800 underline">
        {t('password.askNew')}
      </Link>
    </AuthFrame>
  );
}
