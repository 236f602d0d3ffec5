import { useTranslation } from 'react-i18next';
import { mtrCancelInputSchema, type Mtr, type MtrCancelInput } from '@ecopeso/shared/mtr';
import { useZodForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useCancelMtr } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { withFieldWords } from '../lib/field-words';

/** The cancel form on the API's own schema; a justification refused says why in the dialog's words. */
const cancelFormSchema = withFieldWords<MtrCancelInput, typeof mtrCancelInputSchema>(mtrCancelInputSchema, (issue) =>
  issue.path[0] !== 'justification'
    ? undefined
    : issue.code === 'too_big'
      ? 'mtr:cancel.tooLong'
      : 'mtr:cancel.tooShort',
);

/**
 * "Cancelar MTR": the justification typed (kept while the MTR is fetched again; the version sent is the one last
 * read), checked by the API's schema, sent; the dialog closes and clears once the system has cancelled it.
 */
export function useCancelMtrForm(clientId: string, m: Mtr, onDone: () => void) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const cancel = useCancelMtr(clientId);
  const form = useZodForm(cancelFormSchema, {
    values: { version: m.version, justification: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const send = form.handleSubmit((input) =>
    cancel.mutate(
      { id: m.id, input },
      {
        onSuccess: () => {
          form.reset();
          onDone();
          toast.show('success', t('cancel.done'));
        },
        onError: (err) => toast.show('error', errorText(t, err)),
      },
    ),
  );
  return { form, send: () => void send(), busy: cancel.isPending };
}
