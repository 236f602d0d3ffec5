import { useMemo, useState } from 'react';
import type { Contract } from '@ecopeso/shared/contracts';
import { mtrDraftInputSchema, type Mtr, type MtrProposal } from '@ecopeso/shared/mtr';
import { useLanguage } from '@/lib/language';
import { useCreateDraft, useUpdateDraft } from '../api/mtr-api';
import { draftFormSchema, itemDrafts } from '../lib/draft-values';
import { todayInBrasilia } from '../lib/today';
import { useDraftForm } from './use-draft-form';

/**
 * "Nova coleta" for a contract, from its proposal as the form opened (the quantities and the window they were
 * weighed in): the shipment, and the draft it becomes once saved (created the first time, updated after).
 */
export function useNewCollection(
  clientId: string,
  contract: Contract,
  proposal: MtrProposal,
  onDone: (mtr: Mtr | null) => void,
) {
  const { lang } = useLanguage();
  const create = useCreateDraft(clientId);
  const update = useUpdateDraft(clientId);
  const [draft, setDraft] = useState<Mtr | null>(null);
  const schema = useMemo(
    () =>
      draftFormSchema(mtrDraftInputSchema, lang, {
        contractId: contract.id,
        weighedFrom: proposal.weighedFrom,
        weighedUntil: proposal.weighedUntil,
      }),
    [contract.id, proposal, lang],
  );

  return useDraftForm(clientId, {
    schema,
    values: {
      shipmentDate: todayInBrasilia(),
      driverName: '',
      vehiclePlate: '',
      notes: '',
      items: itemDrafts(proposal.items, lang),
    },
    asked: (body) => body.items,
    send: async (body) => {
      const { contractId: _contractId, ...fields } = body;
      const saved = draft
        ? await update.mutateAsync({ id: draft.id, input: { ...fields, version: draft.version } })
        : await create.mutateAsync(body);
      setDraft(saved);
      return saved;
    },
    onIssued: onDone,
  });
}
