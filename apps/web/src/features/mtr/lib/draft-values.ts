import type { z } from 'zod';
import type { Mtr } from '@ecopeso/shared/mtr';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import { readDecimal, typedDecimal } from '@ecopeso/shared/decimal-input';
import type { Language } from '@ecopeso/shared/languages';
import { withFieldWords } from './field-words';

/**
 * A quantity typed in an MTR form, read by the language's rule (packages/shared decimal-input.ts: "1.200" is 1 200
 * and "1,2" is 1.2 in pt; "12.345,6" is 12 345.6). NaN when it is not a number, for the schema to refuse.
 */
export function typedKg(text: string, lang: Language): number {
  const reading = readDecimal(text, lang);
  return reading.kind === 'ok' ? reading.value : Number.NaN;
}

/**
 * One line of a draft as the form holds it: what was weighed, and the quantity (and count) as typed, under the
 * names the API gives them so that a refusal lands under its field.
 */
export interface ItemDraft {
  ibamaCode: string;
  ibamaDescription: string | null;
  weighedKg: number;
  quantityKg: string;
  /** Articles counted, for a code declared in units (lamps); '' elsewhere or when not counted. */
  count: string;
}

/** A draft as its form holds it: the shipment's fields and the lines. */
export interface DraftValues {
  shipmentDate: string;
  driverName: string;
  vehiclePlate: string;
  notes: string;
  items: ItemDraft[];
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
    quantityKg: typedDecimal(i.quantityKg, lang),
    count: i.count ? String(i.count) : '',
  }));
}

/**
 * The form's values as the draft schemas read them: the shipment as typed, kilos by the one number parser, a
 * count as a whole number or none.
 */
export function draftInput({ items, ...shipment }: DraftValues, lang: Language) {
  return {
    ...shipment,
    items: items.map((i) => {
      const count = i.count.trim();
      return {
        ibamaCode: i.ibamaCode,
        quantityKg: typedKg(i.quantityKg, lang),
        weighedKg: i.weighedKg,
        count:
          !isCountedInArticles(i.ibamaCode) || count === '' ? null : /^\d+$/.test(count) ? Number(count) : Number.NaN,
      };
    }),
  };
}

/** The fields of a draft that say their own refusal (collection.invalid.*); a line's by its field's name. */
const WORDED = new Set(['shipmentDate', 'driverName', 'vehiclePlate', 'notes', 'quantityKg', 'count']);

/** What a refused field of a draft says under it: its own words, or the form's. */
function draftWordOf(issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] === 'items' && issue.path.length > 2 ? issue.path[2] : issue.path[0]);
  return `mtr:collection.invalid.${WORDED.has(field) ? field : 'other'}`;
}

/**
 * A draft form's schema: the API's own (`mtrDraftInputSchema` for a new draft, `mtrDraftUpdateSchema` for an edit),
 * fed the form's values read by `draftInput` and what the form does not show (`fixed`: the contract or the version
 * read, the weighed window); each refusal in the words of its field.
 */
export function draftFormSchema<TSchema extends z.ZodType>(
  schema: TSchema,
  lang: Language,
  fixed: Omit<z.input<TSchema>, keyof DraftValues>,
) {
  return withFieldWords<DraftValues, TSchema>(
    schema,
    draftWordOf,
    // Both schemas take the form's fields as `draftInput` gives them; `fixed` is the rest of the one at hand.
    (values) => ({ ...fixed, ...draftInput(values, lang) }) as z.input<TSchema>,
  );
}

/** A saved draft as its form starts. */
export const draftValuesOf = (m: Mtr, lang: Language): DraftValues => ({
  shipmentDate: m.shipmentDate,
  driverName: m.driverName,
  vehiclePlate: m.vehiclePlate,
  notes: m.notes,
  items: itemDrafts(m.items, lang),
});
