import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { useInstallPrompt } from '@/lib/install-prompt';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';

export const LOGIN_ERROR_MS = 5000;

type LoginError = 'invalid' | 'tooMany' | 'generic' | 'notReady' | 'empty';

function errorFor(status: number): LoginError {
  if (status === 401 || status === 400) return 'invalid';
  if (status === 429) return 'tooMany';
  if (status === 0 || status >= 502) return 'notReady';
  return 'generic';
}

/** Spec §2 login: e-mail and password, a submit label that changes while submitting, an error that clears after 5 s. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const session = authClient.useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<LoginError | null>(null);
  const installer = useInstallPrompt();
  useDocumentTitle(t('login.pageTitle'));
  // The app shell's service worker, so the browser can offer to install the app here (spec §2).
  useEffect(registerServiceWorker, []);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const from = (location.state as { from?: string } | null)?.from;
  const destination = from?.match(/^\/(en\/|es\/)?app(\/|$|\?)/) ? from : to('/app');
  if (session.data && !submitting) return <Navigate to={destination} replace />;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError('empty');
    if (session.isPending) return setError('notReady');
    setSubmitting(true);
    setError(null);
    try {
      const { error: failure } = await authClient.signIn.email({ email: email.trim(), password });
      if (failure) return setError(errorFor(failure.status));
      await navigate(destination, { replace: true });
    } catch {
      setError('notReady');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t('login.title')}</h1>
      <p className="mt-2 text-slate-700">{t('login.welcome')}</p>
      <form noValidate onSubmit={submit} className={cardClass({ padding: 'xl', className: 'mt-8 space-y-5' })}>
        <TextField
          id="login-email"
          label={t('login.email')}
          required
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id="login-password"
          label={t('login.password')}
          required
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div aria-live="assertive" className="min-h-6">
          {error && <Alert>{t(`errors.${error}`)}</Alert>}
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={submitting} className="w-full">
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
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
    </div>
  );
}
