import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Mtr } from '@ecopeso/shared/mtr';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useCreateDraft, useIssueMtr, useUpdateDraft } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { invalidDraftText, type ShipmentDraft } from '../lib/draft-values';
import { useFarQuantityCheck } from './use-far-quantity-check';

type Asked = Parameters<ReturnType<typeof useFarQuantityCheck>['ask']>[0];

/**
 * The writes of a draft's form ("Nova coleta" and a draft's detail): saving it once its far quantities are confirmed,
 * issuing it, and the one sentence that says why either was refused.
 */
export function useDraftWrites(clientId: string) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const create = useCreateDraft(clientId);
  const update = useUpdateDraft(clientId);
  const issue = useIssueMtr(clientId);
  const farCheck = useFarQuantityCheck(lang);
  const [error, setError] = useState<string | null>(null);

  /** Writes the parsed draft once the quantities `asked` are confirmed; null, with the reason said, if refused. */
  async function write<T>(
    parsed: z.ZodSafeParseResult<T>,
    asked: (data: T) => Asked,
    send: (data: T) => Promise<Mtr>,
  ): Promise<Mtr | null> {
    setError(null);
    if (!parsed.success) {
      setError(invalidDraftText(t, parsed.error));
      return null;
    }
    if (!(await farCheck.ask(asked(parsed.data)))) return null;
    try {
      return await send(parsed.data);
    } catch (err) {
      setError(errorText(t, err));
      return null;
    }
  }

  /** "Emitir MTR": a driver and a plate first; the draft saved as it stands, then issued. */
  async function saveAndIssue(shipment: ShipmentDraft, save: () => Promise<Mtr | null>): Promise<Mtr | null> {
    if (!shipment.driverName.trim() || !shipment.vehiclePlate.trim()) {
      setError(t('collection.driverNeeded'));
      return null;
    }
    const saved = await save();
    if (!saved) return null;
    try {
      const issued = await issue.mutateAsync({ id: saved.id });
      toast.show(
        'success',
        issued.number ? t('collection.issued', { number: issued.number }) : t('collection.issuePending'),
      );
      return issued;
    } catch (err) {
      setError(errorText(t, err));
      return null;
    }
  }

  /** The form's two buttons over its own `save`: the draft saved (and said so), or saved then issued. */
  const buttons = (save: () => Promise<Mtr | null>, shipment: ShipmentDraft, onIssued?: (mtr: Mtr) => void) => ({
    save: async () => {
      if (await save()) toast.show('success', t('collection.draftSaved'));
    },
    issue: async () => {
      const issued = await saveAndIssue(shipment, save);
      if (issued) onIssued?.(issued);
    },
  });

  return {
    create: create.mutateAsync,
    update: update.mutateAsync,
    write,
    buttons,
    /** What a draft's form draws of its writes: the refusal, busy buttons, the far-quantity dialog. */
    state: {
      error,
      busy: create.isPending || update.isPending || issue.isPending,
      issuing: issue.isPending,
      farDialog: farCheck.dialog,
    },
  };
}
