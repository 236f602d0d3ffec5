import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Mtr } from '@ecopeso/shared/mtr';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import { readDecimal, typedDecimal } from '@ecopeso/shared/decimal-input';
import type { Language } from '@ecopeso/shared/languages';

/**
 * A quantity typed in an MTR form, read by the language's rule (packages/shared decimal-input.ts: "1.200" is 1 200
 * and "1,2" is 1.2 in pt; "12.345,6" is 12 345.6). NaN when it is not a number, for the schema to refuse.
 */
export function typedKg(text: string, lang: Language): number {
  const reading = readDecimal(text, lang);
  return reading.kind === 'ok' ? reading.value : Number.NaN;
}

/** One line of a draft as the form holds it: what was weighed, and the quantity (and count) as typed. */
export interface ItemDraft {
  ibamaCode: string;
  ibamaDescription: string | null;
  weighedKg: number;
  quantity: string;
  /** Articles counted, for a code declared in units (lamps); '' elsewhere or when not counted. */
  count: string;
}

/** The shipment's fields of a draft. */
export interface ShipmentDraft {
  shipmentDate: string;
  driverName: string;
  vehiclePlate: string;
  notes: string;
}

/** A draft's lines as the form starts them, from a proposal's or a saved draft's items. */
export function itemDrafts(
  items: readonly {
    ibamaCode: string;
    ibamaDescription: string | null;
    weighedKg: number;
    quantityKg: number;
    count?: number | null;
  }[],
  lang: Language,
): ItemDraft[] {
  return items.map((i) => ({
    ibamaCode: i.ibamaCode,
    ibamaDescription: i.ibamaDescription,
    weighedKg: i.weighedKg,
    quantity: typedDecimal(i.quantityKg, lang),
    count: i.count ? String(i.count) : '',
  }));
}

/** The lines as the draft schema reads them: kilos by the one number parser, a count as a whole number or none. */
export function itemInputs(items: readonly ItemDraft[], lang: Language) {
  return items.map((i) => {
    const count = i.count.trim();
    return {
      ibamaCode: i.ibamaCode,
      quantityKg: typedKg(i.quantity, lang),
      weighedKg: i.weighedKg,
      count:
        !isCountedInArticles(i.ibamaCode) || count === '' ? null : /^\d+$/.test(count) ? Number(count) : Number.NaN,
    };
  });
}

/** What a refused draft says, one sentence per field in error (a count has its own). */
export function invalidDraftText(t: TFunction<'mtr'>, error: z.ZodError): string {
  const fields = new Set(
    error.issues.map((i) => (i.path[0] === 'items' && i.path[2] === 'count' ? 'count' : String(i.path[0]))),
  );
  return [...fields]
    .map((f) => t(`collection.invalid.${f}`, { defaultValue: t('collection.invalid.other') }))
    .join(' ');
}

/** The shipment fields of a saved draft. */
export const shipmentOf = (m: Mtr): ShipmentDraft => ({
  shipmentDate: m.shipmentDate,
  driverName: m.driverName,
  vehiclePlate: m.vehiclePlate,
  notes: m.notes,
});
