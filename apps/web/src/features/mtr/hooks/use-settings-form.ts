import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { useZodForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useSaveMtrSettings } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { settingsFormSchema, settingsValuesOf } from '../lib/settings-form';

/**
 * The client's MTR settings as a form on the API's schema, saved with the version read. The panel is drawn again
 * from the saved settings (its key holds the version), which empties the write-only credentials.
 */
export function useSettingsForm(clientId: string, settings: MtrSettings) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const save = useSaveMtrSettings(clientId);
  const form = useZodForm(settingsFormSchema, { defaultValues: settingsValuesOf(settings) });
  const [error, setError] = useState<string | null>(null);
  const submit = async (input: Parameters<typeof save.mutateAsync>[0]) => {
    setError(null);
    try {
      await save.mutateAsync(input);
      toast.show('success', t('settings.saved'));
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return { form, submit, error, saving: save.isPending };
}
