import { useState } from 'react';
import type { Contract } from '@ecopeso/shared/contracts';
import { mtrDraftInputSchema, type Mtr } from '@ecopeso/shared/mtr';
import { useLanguage } from '@/lib/language';
import { useProposal } from '../api/mtr-api';
import { itemDrafts, itemInputs, type ItemDraft, type ShipmentDraft } from '../lib/draft-values';
import { todayInBrasilia } from '../lib/today';
import { useDraftWrites } from './use-draft-writes';

/**
 * "Nova coleta" for a contract: the proposal's quantities until the first edit, the shipment, and the draft it
 * becomes once saved (created the first time, updated after).
 */
export function useNewCollection(clientId: string, contract: Contract, onDone: (mtr: Mtr | null) => void) {
  const { lang } = useLanguage();
  const proposal = useProposal(clientId, contract.id);
  const writes = useDraftWrites(clientId);
  const [edited, setItems] = useState<ItemDraft[] | null>(null);
  const [shipment, setShipment] = useState<ShipmentDraft>(() => ({
    shipmentDate: todayInBrasilia(),
    driverName: '',
    vehiclePlate: '',
    notes: '',
  }));
  const [draft, setDraft] = useState<Mtr | null>(null);
  const items: ItemDraft[] = edited ?? itemDrafts(proposal.data?.items ?? [], lang);

  /** Saves the form as a draft, and answers the draft as it now stands. */
  const saveDraft = async (): Promise<Mtr | null> => {
    if (!proposal.data) return null;
    const parsed = mtrDraftInputSchema.safeParse({
      contractId: contract.id,
      ...shipment,
      items: itemInputs(items, lang),
      weighedFrom: proposal.data.weighedFrom,
      weighedUntil: proposal.data.weighedUntil,
    });
    const saved = await writes.write(
      parsed,
      (data) => data.items,
      (data) => {
        const { contractId: _contractId, ...fields } = data;
        return draft
          ? writes.update({ id: draft.id, input: { ...fields, version: draft.version } })
          : writes.create(data);
      },
    );
    if (saved) setDraft(saved);
    return saved;
  };

  return {
    proposal,
    items,
    setItems,
    shipment,
    setShipment,
    ...writes.buttons(saveDraft, shipment, onDone),
    ...writes.state,
  };
}
