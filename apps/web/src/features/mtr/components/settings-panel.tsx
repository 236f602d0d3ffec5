import { useTranslation } from 'react-i18next';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { ConnectionTest } from './connection-test';
import { Section } from './mtr-common';
import { SettingsForm } from './settings-form';

/** The client's link to its MTR system: the settings, and "Testar conexão" once they are saved. */
export function SettingsPanel({ clientId, settings }: { clientId: string; settings: MtrSettings }) {
  const { t } = useTranslation('mtr');
  return (
    <Section id="mtr-settings" title={t('settings.title')}>
      <SettingsForm clientId={clientId} settings={settings} />
      {settings.configured && <ConnectionTest clientId={clientId} last={settings.lastTest} />}
    </Section>
  );
}
