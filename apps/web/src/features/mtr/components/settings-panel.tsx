import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MTR_ENVIRONMENTS, MTR_SYSTEMS, type MtrSystem, type MtrEnvironment } from '@ecopeso/shared/mtr';
import { mtrSettingsInputSchema, type MtrConnectionTest, type MtrSettings } from '@ecopeso/shared/mtr-settings';
import { formatDateTime } from '@ecopeso/shared/dates';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useLookups, useSaveMtrSettings, useSyncLookups, useTestConnection } from '../api/mtr-api';
import { errorText, Section } from './mtr-common';
import { Alert } from '@/components/ui/alert';

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

/** The client's MTR system, environment, unit code, responsible person and write-only credentials. */
export function SettingsPanel({ clientId, settings }: { clientId: string; settings: MtrSettings }) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const save = useSaveMtrSettings(clientId);
  const [system, setSystem] = useState<MtrSystem>(settings.system ?? settings.stateSystem);
  const [environment, setEnvironment] = useState<MtrEnvironment>(settings.environment ?? 'simulator');
  const [unit, setUnit] = useState(settings.generatorUnitCode ?? '');
  const [responsible, setResponsible] = useState(settings.responsibleName ?? '');
  const [role, setRole] = useState(settings.responsibleRole);
  const [token, setToken] = useState('');
  const [cpf, setCpf] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const credentials =
      system === 'SINIR'
        ? token
          ? { kind: 'integration-token' as const, integrationToken: token }
          : undefined
        : cpf || password
          ? { kind: 'cpf-password' as const, cpf, password }
          : undefined;
    const parsed = mtrSettingsInputSchema.safeParse({
      system,
      environment,
      generatorUnitCode: unit,
      responsibleName: responsible,
      responsibleRole: role,
      credentials,
      version: settings.version,
    });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      return setError(
        [...paths].map((p) => t(`settings.invalid.${p}`, { defaultValue: t('settings.invalid.other') })).join(' '),
      );
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.show('success', t('settings.saved'));
        setToken('');
        setPassword('');
      },
      onError: (err) => setError(errorText(t, err)),
    });
  };

  const stored = settings.credentials.stored
    ? t('settings.credentials.stored', { hint: settings.credentials.hint ?? '' })
    : t('settings.credentials.none');

  return (
    <Section id="mtr-settings" title={t('settings.title')}>
      <form onSubmit={submit} className="space-y-3" noValidate aria-labelledby="mtr-settings">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Select
            label={t('settings.system')}
            size="sm"
            description={
              system === settings.stateSystem
                ? t('settings.stateSystem', { system: t(`systems.${settings.stateSystem}`) })
                : t('settings.otherThanState', { state: t(`systems.${settings.stateSystem}`) })
            }
            value={system}
            onChange={(e) => setSystem(e.target.value as MtrSystem)}
          >
            {MTR_SYSTEMS.map((s) => (
              <option key={s} value={s}>
                {t(`systems.${s}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('settings.environment')}
            size="sm"
            value={environment}
            onChange={(e) => setEnvironment(e.target.value as MtrEnvironment)}
          >
            {MTR_ENVIRONMENTS.map((s) => (
              <option key={s} value={s}>
                {t(`environments.${s}`)}
              </option>
            ))}
          </Select>
          <TextField
            label={t('settings.unitCodeIn', { system: t(`systems.${system}`) })}
            description={t('settings.unitCodeHelp', { system: t(`systems.${system}`) })}
            size="sm"
            required
            inputMode="numeric"
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
          />
          <TextField
            label={t('settings.responsible')}
            size="sm"
            required
            value={responsible}
            onChange={(e) => setResponsible(e.target.value)}
          />
          <TextField
            label={t('settings.responsibleRole')}
            size="sm"
            value={role}
            onChange={(e) => setRole(e.target.value)}
          />
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">{t('settings.credentials.title')}</legend>
          <p className="text-sm text-slate-700">{stored}</p>
          <p className="text-sm text-slate-600">{t('settings.credentials.writeOnly')}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {system === 'SINIR' ? (
              <TextField
                label={t('settings.credentials.token')}
                description={t('settings.credentials.tokenHelp')}
                size="sm"
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.target.value)}
              />
            ) : (
              <>
                <TextField
                  label={t('settings.credentials.cpf')}
                  size="sm"
                  inputMode="numeric"
                  autoComplete="off"
                  value={cpf}
                  onChange={(e) => setCpf(e.target.value)}
                />
                <TextField
                  label={t('settings.credentials.password')}
                  size="sm"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </>
            )}
          </div>
        </fieldset>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" variant="primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('saving') : t('settings.save')}
        </Button>
      </form>
      {settings.configured && <ConnectionTest clientId={clientId} last={settings.lastTest} />}
    </Section>
  );
}

/** The system's lookup lists with their counts and sync times, and the button that syncs them again. */
export function LookupsPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const lookups = useLookups(clientId);
  const sync = useSyncLookups(clientId);
  const lists = lookups.data?.lists ?? [];
  return (
    <Section
      id="mtr-lookups"
      title={t('lookups.title')}
      actions={
        <Button
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) =>
                toast.show('success', t('lookups.synced', { count: r.lists.reduce((sum, l) => sum + l.count, 0) })),
            })
          }
          disabled={sync.isPending}
          aria-busy={sync.isPending}
        >
          {sync.isPending ? t('lookups.syncing') : t('lookups.sync')}
        </Button>
      }
    >
      {sync.isError && <Alert>{errorText(t, sync.error)}</Alert>}
      {lookups.data?.system && (
        <p className="text-sm text-slate-700">
          {t('lookups.of', {
            system: t(`systems.${lookups.data.system}`),
            environment: t(`environments.${lookups.data.environment ?? 'simulator'}`),
          })}
        </p>
      )}
      {lookups.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ResponsiveList
          caption={t('lookups.title')}
          rows={lists}
          rowKey={(l) => l.kind}
          columns={[
            { label: t('lookups.list'), cell: (l) => t(`lookups.kinds.${l.kind}`) },
            { label: t('lookups.count'), cell: (l) => l.count, align: 'right' },
            {
              label: t('lookups.syncedAt'),
              cell: (l) => (l.syncedAt ? formatDateTime(l.syncedAt, lang) : t('lookups.never')),
            },
          ]}
        />
      )}
    </Section>
  );
}
