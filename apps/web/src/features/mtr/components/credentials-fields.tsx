import { useTranslation } from 'react-i18next';
import type { MtrSystem } from '@ecopeso/shared/mtr';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { FormTextField } from '@/components/ui/form';
import type { SettingsValues } from '../lib/settings-form';

/**
 * The chosen system's credentials, write-only: whether some are stored (and a masked hint), and the fields that
 * replace them — SINIR's integration token, or the user's CPF and password.
 */
export function CredentialsFields({ system, stored }: { system: MtrSystem; stored: MtrSettings['credentials'] }) {
  const { t } = useTranslation('mtr');
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('settings.credentials.title')}</legend>
      <p className="text-sm text-slate-700">
        {stored.stored ? t('settings.credentials.stored', { hint: stored.hint ?? '' }) : t('settings.credentials.none')}
      </p>
      <p className="text-sm text-slate-600">{t('settings.credentials.writeOnly')}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {system === 'SINIR' ? (
          <FormTextField<SettingsValues>
            name="credentials.integrationToken"
            label={t('settings.credentials.token')}
            description={t('settings.credentials.tokenHelp')}
            size="sm"
            type="password"
            autoComplete="off"
          />
        ) : (
          <>
            <FormTextField<SettingsValues>
              name="credentials.cpf"
              label={t('settings.credentials.cpf')}
              size="sm"
              inputMode="numeric"
              autoComplete="off"
            />
            <FormTextField<SettingsValues>
              name="credentials.password"
              label={t('settings.credentials.password')}
              size="sm"
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
