import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { errorText } from './error-text';

/**
 * A form's save on this screen: its refusal cleared when it is sent again; saved, a toast says `done` and the form
 * closes (`onDone`); refused, the form stays open with the reason in the reader's words (errorText).
 */
export function useSave(onDone: () => void) {
  const { t } = useTranslation('admin-clients');
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const save = async (send: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await send();
      toast.show('success', done);
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return { error, save };
}
