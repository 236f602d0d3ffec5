import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { VOCABULARY } from '@ecopeso/shared/vocabulary';
import { DESTINATIONS, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from '@ecopeso/shared/waste';
import { TERMS, TERM_IDS, type GlossaryTexts, type TermMeta } from '../data/terms';
import { TEXTS as pt } from '../data/pt';
import { TEXTS as en } from '../data/en';
import { TEXTS as es } from '../data/es';
import { glossaryEntries, wordsIn } from './load-glossary';

const TEXTS: Record<Language, GlossaryTexts> = { pt, en, es };
const entriesIn = async (lang: Language) =>
  new Map(glossaryEntries(lang, TEXTS[lang], await wordsIn(lang)).map((e) => [e.id, e]));

/** The glossary entry that is this product thing, when the glossary has one. */
const termOf = (kind: string, value: string) =>
  TERM_IDS.find((id) => {
    const things = (TERMS[id] as TermMeta).product ?? [];
    return things.length === 1 && things[0]![0] === kind && things[0]![1] === value;
  });

// Issue 23: the glossary said "Sobras de prato e buffet" where the app says "Sobras (pós-serviço)".
describe('the glossary speaks the app’s vocabulary', () => {
  it.each(LANGUAGES)('names the organic sub-types as the app does, in %s', async (lang) => {
    const entries = await entriesIn(lang);
    const { subTypes } = VOCABULARY[lang];
    expect(entries.get('sobras-prato')?.term).toBe(subTypes.post_service);
    expect(entries.get('pre-preparo')?.term).toBe(subTypes.pre_service);
    expect(entries.get('oleo-cozinha')?.term).toBe(subTypes.cooking_oil);
  });

  it('has an entry named by the vocabulary for every waste type and sub-type, in every language', async () => {
    for (const lang of LANGUAGES) {
      const entries = await entriesIn(lang);
      const vocabulary = VOCABULARY[lang];
      for (const type of WASTE_TYPES)
        expect(entries.get(termOf('wasteType', type)!)?.term, `${lang} ${type}`).toBe(vocabulary.wasteTypes[type]);
      // Paper and cardboard share one entry, named by both words.
      for (const subType of [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES].filter(
        (s) => s !== 'paper' && s !== 'cardboard',
      ))
        expect(entries.get(termOf('subType', subType)!)?.term, `${lang} ${subType}`).toBe(vocabulary.subTypes[subType]);
      for (const destination of DESTINATIONS) {
        const id = termOf('destination', destination);
        if (id) expect(entries.get(id)?.term, `${lang} ${destination}`).toBe(vocabulary.destinations[destination]);
      }
    }
    expect((await entriesIn('pt')).get('papel-papelao')?.term).toBe('Papel e papelão');
    expect((await entriesIn('en')).get('papel-papelao')?.term).toBe('Paper and cardboard');
    expect((await entriesIn('es')).get('papel-papelao')?.term).toBe('Papel y cartón');
  });

  it.each(LANGUAGES)('fills every product word a text names, in %s', async (lang) => {
    for (const entry of (await entriesIn(lang)).values()) {
      expect(entry.term, entry.id).not.toMatch(/\{\{|\}\}/);
      expect(entry.definition, entry.id).not.toMatch(/\{\{|\}\}/);
    }
    const entries = await entriesIn(lang);
    expect(entries.get('area-geracao')?.definition).toContain(`"${VOCABULARY[lang].noArea}"`);
    expect(entries.get('rejeito')?.definition).toContain(`"${VOCABULARY[lang].wasteTypes.rejeito}"`);
  });

  it.each(LANGUAGES)('never writes a product word out by hand in quotes, in %s', (lang) => {
    const vocabulary = VOCABULARY[lang];
    const words = new Set(
      [
        ...Object.values(vocabulary.wasteTypes),
        ...Object.values(vocabulary.subTypes),
        ...Object.values(vocabulary.destinations),
        ...Object.values(vocabulary.destinationGroups),
        vocabulary.noArea,
        vocabulary.noSubType,
      ].map((w) => w.toLocaleLowerCase(lang)),
    );
    for (const id of TERM_IDS)
      for (const text of TEXTS[lang][id])
        for (const [, quoted] of (text ?? '').matchAll(/["“]([^"”]+)["”]/g))
          expect(words.has(quoted!.toLocaleLowerCase(lang)), `${lang} ${id}: "${quoted}"`).toBe(false);
  });
});
