import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MTR_ENVIRONMENTS, MTR_SYSTEMS } from '@ecopeso/shared/mtr';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormSelect, FormTextField } from '@/components/ui/form';
import { useSettingsForm } from '../hooks/use-settings-form';
import type { SettingsValues } from '../lib/settings-form';
import { CredentialsFields } from './credentials-fields';

/** The client's MTR system, environment, unit code, responsible person and write-only credentials. */
export function SettingsForm({ clientId, settings }: { clientId: string; settings: MtrSettings }) {
  const { t } = useTranslation('mtr');
  const { form, submit, error, saving } = useSettingsForm(clientId, settings);
  const system = useWatch({ control: form.control, name: 'system' });
  const systemName = t(`systems.${system}`);
  return (
    <Form form={form} onSubmit={submit} className="space-y-3" aria-labelledby="mtr-settings">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FormSelect<SettingsValues>
          name="system"
          label={t('settings.system')}
          size="sm"
          description={
            system === settings.stateSystem
              ? t('settings.stateSystem', { system: t(`systems.${settings.stateSystem}`) })
              : t('settings.otherThanState', { state: t(`systems.${settings.stateSystem}`) })
          }
        >
          {MTR_SYSTEMS.map((s) => (
            <option key={s} value={s}>
              {t(`systems.${s}`)}
            </option>
          ))}
        </FormSelect>
        <FormSelect<SettingsValues> name="environment" label={t('settings.environment')} size="sm">
          {MTR_ENVIRONMENTS.map((s) => (
            <option key={s} value={s}>
              {t(`environments.${s}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField<SettingsValues>
          name="generatorUnitCode"
          label={t('settings.unitCodeIn', { system: systemName })}
          description={t('settings.unitCodeHelp', { system: systemName })}
          size="sm"
          required
          inputMode="numeric"
        />
        <FormTextField<SettingsValues> name="responsibleName" label={t('settings.responsible')} size="sm" required />
        <FormTextField<SettingsValues> name="responsibleRole" label={t('settings.responsibleRole')} size="sm" />
      </div>
      <CredentialsFields system={system} stored={settings.credentials} />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant="primary" disabled={saving} aria-busy={saving}>
        {saving ? t('saving') : t('settings.save')}
      </Button>
    </Form>
  );
}
