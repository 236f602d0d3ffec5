import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signInSchema } from '@ecopeso/shared/users';
import { authClient } from '@/lib/auth-client';
import { useInstallPrompt } from '@/lib/install-prompt';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { AUTH_FORM_CLASS, AuthFrame } from '../components/auth-frame';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { Alert } from '@/components/ui/alert';

export const LOGIN_ERROR_MS = 5000;

type LoginError = 'invalid' | 'tooMany' | 'generic' | 'notReady' | 'empty';
type SignInInput = z.output<typeof signInSchema>;

function errorFor(status: number): LoginError {
  if (status === 401 || status === 400) return 'invalid';
  if (status === 429) return 'tooMany';
  if (status === 0 || status >= 502) return 'notReady';
  return 'generic';
}

/**
 * The sign-in form's state and submission: fields checked by signInSchema (an empty one is said under it and, as
 * spec §5 words it, above the button), then better-auth's answer; an error clears after 5 s.
 */
function useLoginForm(destination: string, sessionPending: boolean) {
  const navigate = useNavigate();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  async function submit({ email, password }: SignInInput) {
    if (sessionPending) return setError('notReady');
    setSubmitting(true);
    setError(null);
    try {
      const { error: failure } = await authClient.signIn.email({ email, password });
      if (failure) return setError(errorFor(failure.status));
      await navigate(destination, { replace: true });
    } catch {
      setError('notReady');
    } finally {
      setSubmitting(false);
    }
  }

  return { form, submitting, error, submit, refused: () => setError('empty') };
}

/** Spec §2 login: e-mail and password, a submit label that changes while submitting, an error that clears after 5 s. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { to } = useLanguage();
  const location = useLocation();
  const session = authClient.useSession();
  const installer = useInstallPrompt();
  useDocumentTitle(t('login.pageTitle'));
  // The app shell's service worker, so the browser can offer to install the app here (spec §2).
  useEffect(registerServiceWorker, []);

  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.match(/^\/(en\/|es\/)?app(\/|$|\?)/) ? from : to('/app');
  const { form, submitting, error, submit, refused } = useLoginForm(destination, session.isPending);
  if (session.data && !submitting) return <Navigate to={destination} replace />;

  return (
    <AuthFrame title={t('login.title')} lead={t('login.welcome')}>
      <Form form={form} onSubmit={submit} onInvalid={refused} className={AUTH_FORM_CLASS}>
        <FormTextField
          id="login-email"
          name="email"
          label={t('login.email')}
          required
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <FormTextField
          id="login-password"
          name="password"
          label={t('login.password')}
          required
          type="password"
          autoComplete="current-password"
        />
        <div aria-live="assertive" className="min-h-6">
          {error && <Alert>{t(`errors.${error}`)}</Alert>}
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={submitting} className="w-full">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <Link to={to('/login/esqueci-senha')} className="mt-4 self-start text-brand-800 underline">
        {t('admin-users:password.forgotLink')}
      </Link>
      {installer.canInstall && (
        <section
          aria-labelledby="install-title"
          className="mt-6 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-700/20"
        >
          <h2 id="install-title" className="text-lg font-semibold text-brand-900">
            {t('login.install.title')}
          </h2>
          <p className="text-slate-700">{t('login.install.text')}</p>
          <Button variant="outline" size="lg" onClick={() => void installer.install()} className="self-start">
            {t('login.install.button')}
          </Button>
        </section>
      )}
    </AuthFrame>
  );
}
