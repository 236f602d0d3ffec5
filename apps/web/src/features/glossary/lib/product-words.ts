import { INTL_LOCALE, type Language } from '@ecopeso/shared/languages';
import { DESTINATIONS, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from '@ecopeso/shared/waste';
import type { Words } from '@ecopeso/shared/words';
import { LOSS_REASON_KINDS, LOSS_STAGES } from '@ecopeso/shared/kitchen-lists';
import type { ProductThing } from '../data/terms';

const SUB_TYPES = [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES];
const GROUPS = ['recovery', 'disposal'] as const;
const isIn = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The vocabulary's word for one product thing. */
function thingName(words: Words, thing: ProductThing): string {
  switch (thing[0]) {
    case 'wasteType':
      return words.wasteType(thing[1]);
    case 'subType':
      return words.subType(thing[1]);
    case 'destination':
      return words.destination(thing[1]);
    case 'lossReason':
      return words.lossReason(thing[1]);
  }
}

/**
 * A product term's name, as the app says it: one thing's word ("Sobras (pós-serviço)"), or two joined the language's
 * way ("Papel e papelão", "Paper and cardboard").
 */
export function productName(things: readonly ProductThing[], words: Words, lang: Language): string {
  const names = things.map((thing, i) =>
    i === 0 ? thingName(words, thing) : thingName(words, thing).toLocaleLowerCase(INTL_LOCALE[lang]),
  );
  return new Intl.ListFormat(INTL_LOCALE[lang], { type: 'conjunction' }).format(names);
}

/** The word a `{{kind:value}}` placeholder of the glossary texts stands for, or undefined when it names nothing. */
export function placeholderWord(words: Words, kind: string, value: string | undefined): string | undefined {
  if (value === undefined) return kind === 'noArea' ? words.noArea : kind === 'noSubType' ? words.noSubType : undefined;
  if (kind === 'wasteType' && isIn(WASTE_TYPES, value)) return words.wasteType(value);
  if (kind === 'subType' && isIn(SUB_TYPES, value)) return words.subType(value);
  if (kind === 'destination' && isIn(DESTINATIONS, value)) return words.destination(value);
  if (kind === 'destinationGroup' && isIn(GROUPS, value)) return words.destinationGroup(value);
  if (kind === 'lossReason' && isIn(LOSS_REASON_KINDS, value)) return words.lossReason(value);
  if (kind === 'lossStage' && isIn(LOSS_STAGES, value)) return words.lossStage(value);
  return undefined;
}

export const PLACEHOLDER = /\{\{(\w+)(?::(\w+))?\}\}/g;

/** A glossary text with every product thing it names put in the vocabulary's words; an unknown one is left as is. */
export function fillProductWords(text: string, words: Words): string {
  return text.replace(
    PLACEHOLDER,
    (match, kind: string, value?: string) => placeholderWord(words, kind, value) ?? match,
  );
}
