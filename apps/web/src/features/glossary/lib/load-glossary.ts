import type { Language } from '@ecopeso/shared/languages';
import { TERMS, TERM_IDS, type GlossaryEntry, type GlossaryTexts } from '../data/terms';
import { fold } from './search';

// One chunk per language: the page fetches only the language it shows, and nothing here reaches the public site.
const LOADERS: Record<Language, () => Promise<GlossaryTexts>> = {
  pt: async () => (await import('../data/pt')).TEXTS,
  en: async () => (await import('../data/en')).TEXTS,
  es: async () => (await import('../data/es')).TEXTS,
};

/** Every glossary entry in one language, sorted by its name as that language sorts it (accents ignored). */
export async function loadGlossary(lang: Language): Promise<GlossaryEntry[]> {
  const texts = await LOADERS[lang]();
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return TERM_IDS.map((id) => ({ id, ...TERMS[id], term: texts[id][0], definition: texts[id][1] })).sort((a, b) =>
    collator.compare(fold(a.term), fold(b.term)),
  );
}
