import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgotPasswordSchema } from '@ecopeso/shared/users';
import { Button } from '@/components/ui/button';
import { AUTH_FORM_CLASS, AuthFrame } from '../components/auth-frame';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { apiFetch, ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Alert } from '@/components/ui/alert';

/** "Esqueci minha senha": the same answer whether or not the account exists (the server sees to it). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('admin-users');
  const { lang, to } = useLanguage();
  useDocumentTitle(t('password.forgotPageTitle'));
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '', language: lang } });
  const [state, setState] = useState<'idle' | 'sent' | 'error' | 'tooMany'>('idle');

  return (
    <AuthFrame title={t('password.forgotTitle')} lead={t('password.forgotText')}>
      <Form
        form={form}
        className={AUTH_FORM_CLASS}
        onSubmit={async (values) => {
          try {
            await apiFetch('/api/v1/password/forgot', z.object({ message: z.string() }), {
              method: 'POST',
              body: { ...values, language: lang },
            });
            setState('sent');
          } catch (err) {
            setState(err instanceof ApiError && err.code === 'resource-exhausted' ? 'tooMany' : 'error');
          }
        }}
      >
        <FormTextField
          name="email"
          label={t('password.email')}
          required
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <div aria-live="polite" className="min-h-6">
          {state === 'sent' && <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">{t('password.sent')}</p>}
          {(state === 'error' || state === 'tooMany') && (
            <Alert>{t(state === 'tooMany' ? 'errors.resource-exhausted' : 'errors.generic')}</Alert>
          )}
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('password.sending') : t('password.send')}
        </Button>
      </Form>
      <Link to={to('/login')} className="mt-6 text-brand-800 underline">
        {t('password.backToLogin')}
      </Link>
    </AuthFrame>
  );
}
