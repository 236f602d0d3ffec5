import { INTL_LOCALE, type Language } from '@ecopeso/shared/languages';
import { wordsFrom, type Words } from '@ecopeso/shared/words';
import { TERMS, TERM_IDS, type GlossaryEntry, type GlossaryTexts, type TermMeta } from '../data/terms';
import { fillProductWords, productName } from './product-words';
import { fold } from './search';

// One chunk per language: the page fetches only the language it shows, and nothing here reaches the public site.
const LOADERS: Record<Language, () => Promise<GlossaryTexts>> = {
  pt: async () => (await import('../data/pt')).TEXTS,
  en: async () => (await import('../data/en')).TEXTS,
  es: async () => (await import('../data/es')).TEXTS,
};

/**
 * Every glossary entry in one language, sorted by its name as that language sorts it (accents ignored). A product
 * thing — a term that is one, or one a text names — is said in `words`, the app's vocabulary in that language.
 */
export function glossaryEntries(lang: Language, texts: GlossaryTexts, words: Words): GlossaryEntry[] {
  const collator = new Intl.Collator(INTL_LOCALE[lang], { sensitivity: 'base' });
  return TERM_IDS.map((id) => {
    const meta: TermMeta = TERMS[id];
    const [name, definition] = texts[id];
    const term = meta.product ? productName(meta.product, words, lang) : fillProductWords(name ?? '', words);
    return { id, ...meta, term, definition: fillProductWords(definition, words) };
  }).sort((a, b) => collator.compare(fold(a.term), fold(b.term)));
}

/** The vocabulary's Words in one language, from the chunk the app's `vocabulary` namespace loads too. */
export async function wordsIn(lang: Language): Promise<Words> {
  const { VOCABULARY } = await import('@ecopeso/shared/vocabulary');
  const lookup = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], VOCABULARY[lang]);
  return wordsFrom((key) => {
    const word = lookup(key);
    return typeof word === 'string' ? word : key;
  });
}

/** The glossary in one language, its product words in that language whatever the page's i18n state. */
export async function loadGlossary(lang: Language): Promise<GlossaryEntry[]> {
  const [texts, words] = await Promise.all([LOADERS[lang](), wordsIn(lang)]);
  return glossaryEntries(lang, texts, words);
}
