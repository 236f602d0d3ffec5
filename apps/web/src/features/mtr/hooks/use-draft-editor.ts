import { useState } from 'react';
import { mtrDraftUpdateSchema, type Mtr } from '@ecopeso/shared/mtr';
import { useLanguage } from '@/lib/language';
import { itemDrafts, itemInputs, shipmentOf } from '../lib/draft-values';
import { useDraftWrites } from './use-draft-writes';

/** A saved draft's fields as edited in its detail, saved from the version read, and issued from there. */
export function useDraftEditor(clientId: string, m: Mtr) {
  const { lang } = useLanguage();
  const writes = useDraftWrites(clientId);
  const [shipment, setShipment] = useState(() => shipmentOf(m));
  const [items, setItems] = useState(() => itemDrafts(m.items, lang));

  const save = (): Promise<Mtr | null> =>
    writes.write(
      mtrDraftUpdateSchema.safeParse({
        version: m.version,
        ...shipment,
        items: itemInputs(items, lang),
        weighedFrom: m.weighedFrom,
        weighedUntil: m.weighedUntil,
      }),
      // Asked only for quantities changed here (the rest were kept, or asked, before).
      (data) => data.items.filter((i, n) => i.quantityKg !== m.items[n]!.quantityKg),
      (data) => writes.update({ id: m.id, input: data }),
    );

  return {
    items,
    setItems,
    shipment,
    setShipment,
    ...writes.buttons(save, shipment),
    ...writes.state,
  };
}
