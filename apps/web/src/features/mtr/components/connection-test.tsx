import { useTranslation } from 'react-i18next';
import type { MtrConnectionTest } from '@ecopeso/shared/mtr-settings';
import { formatDateTime } from '@ecopeso/shared/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useTestConnection } from '../api/mtr-api';
import { errorText } from '../lib/error-text';

/** The outcome of "Testar conexão" in plain words, step by step, with what the system itself said. */
export function ConnectionResult({ result }: { result: MtrConnectionTest }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  return (
    <div
      role="status"
      className={`rounded-lg border px-3 py-2 ${result.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <p className="font-semibold">{t(`connection.outcome.${result.outcome}`)}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {result.steps.map((s) => (
          <li key={s.step}>
            {t(`connection.step.${s.step}`)}: {t(`connection.outcome.${s.outcome}`)}
            {s.systemMessage && (
              <>
                {' '}
                — {t('connection.systemSaid')} “{s.systemMessage}”
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">{t('connection.testedAt', { at: formatDateTime(result.testedAt, lang) })}</p>
    </div>
  );
}

/** "Testar conexão" with its last result (the stored one until a new test runs). */
export function ConnectionTest({ clientId, last }: { clientId: string; last: MtrConnectionTest | null }) {
  const { t } = useTranslation('mtr');
  const test = useTestConnection(clientId);
  const result = test.data ?? last;
  return (
    <div className="space-y-2">
      <Button onClick={() => test.mutate()} disabled={test.isPending} aria-busy={test.isPending}>
        {test.isPending ? t('connection.testing') : t('connection.test')}
      </Button>
      {test.isError && <Alert>{errorText(t, test.error)}</Alert>}
      {result && <ConnectionResult result={result} />}
    </div>
  );
}
