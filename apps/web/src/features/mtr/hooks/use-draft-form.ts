import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Mtr } from '@ecopeso/shared/mtr';
import { useZodForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useIssueMtr } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import type { DraftValues } from '../lib/draft-values';
import { useFarQuantityCheck } from './use-far-quantity-check';

type Asked = Parameters<ReturnType<typeof useFarQuantityCheck>['ask']>[0];

/** What a draft's schema answers: the API's body, whose driver and plate an issue needs. */
type DraftBody = { driverName: string; vehiclePlate: string; items: Asked };

/**
 * Whether a refusal has no field to show under (the lines as a whole, or what the form does not show: the contract,
 * the version, the weighed window): the form then says it.
 */
function unplaced({ shipmentDate: _d, driverName: _n, vehiclePlate: _p, notes: _o, items, ...rest }: FieldErrors) {
  return Object.keys(rest).length > 0 || !!items?.message || !!items?.root;
}

/**
 * The one form of a draft ("Nova coleta" and a draft's detail) on the API's own schema (`schema`: the form's values
 * read as a new draft's or an edit's body, each refusal under its field): saved once the quantities `asked` far
 * from the weighed ones are confirmed, or saved then issued — a driver and a plate first. `send` writes the body and
 * answers the draft as it now stands.
 */
export function useDraftForm<TBody extends DraftBody>(
  clientId: string,
  {
    schema,
    values,
    asked,
    send,
    onIssued,
  }: {
    schema: z.ZodType<TBody, DraftValues>;
    values: DraftValues;
    asked(body: TBody): Asked;
    send(body: TBody): Promise<Mtr>;
    onIssued?(mtr: Mtr): void;
  },
) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const issue = useIssueMtr(clientId);
  const farCheck = useFarQuantityCheck(lang);
  const form = useZodForm(schema, { defaultValues: values });
  const [error, setError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);

  /** Writes the draft once its far quantities are confirmed; null, with the reason said, if refused. */
  async function write(body: TBody): Promise<Mtr | null> {
    setError(null);
    if (!(await farCheck.ask(asked(body)))) return null;
    setWriting(true);
    try {
      return await send(body);
    } catch (err) {
      setError(errorText(t, err));
      return null;
    } finally {
      setWriting(false);
    }
  }

  /** "Emitir MTR": a driver and a plate first; the draft saved as it stands, then issued. */
  async function saveAndIssue(body: TBody) {
    setError(null);
    if (!body.driverName || !body.vehiclePlate) {
      setError(t('collection.driverNeeded'));
      return;
    }
    const saved = await write(body);
    if (!saved) return;
    try {
      const issued = await issue.mutateAsync({ id: saved.id });
      toast.show(
        'success',
        issued.number ? t('collection.issued', { number: issued.number }) : t('collection.issuePending'),
      );
      onIssued?.(issued);
    } catch (err) {
      setError(errorText(t, err));
    }
  }

  const onInvalid = (errors: FieldErrors<DraftValues>) =>
    setError(unplaced(errors) ? t('collection.invalid.other') : null);

  return {
    form,
    onInvalid,
    /** "Salvar rascunho", the form's submit: the draft saved, and said so. */
    save: async (body: TBody) => {
      if (await write(body)) toast.show('success', t('collection.draftSaved'));
    },
    issue: () => void form.handleSubmit(saveAndIssue, onInvalid)(),
    /** What the form draws of its writes: the refusal, busy buttons, the far-quantity dialog. */
    error,
    busy: writing || issue.isPending,
    issuing: issue.isPending,
    farDialog: farCheck.dialog,
  };
}

export type DraftForm = ReturnType<typeof useDraftForm>;
