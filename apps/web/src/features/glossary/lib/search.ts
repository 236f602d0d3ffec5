import type { Category, GlossaryEntry } from '../data/terms';

/** Lower case with accents and subscripts folded, so "biometanizacao" meets "Biometanização" and "co2e" CO₂e. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The letter a term files under in the A–Z index (accents folded; a digit or sign files under "#"). */
export function letterOf(term: string): string {
  const first = fold(term).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/**
 * The entries matching the query (every word, accents and case ignored, in the name, the slug, the definition or
 * the source) and the category; names that match come before definitions that do, each group in the input order.
 */
export function searchEntries(
  entries: readonly GlossaryEntry[],
  query: string,
  category: Category | 'all' = 'all',
): GlossaryEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const inCategory = category === 'all' ? entries : entries.filter((e) => e.category === category);
  if (words.length === 0) return [...inCategory];
  const byName: GlossaryEntry[] = [];
  const byText: GlossaryEntry[] = [];
  for (const entry of inCategory) {
    const name = `${fold(entry.term)} ${entry.id}`;
    const source = typeof entry.source === 'string' ? entry.source : '';
    const text = `${name} ${fold(entry.definition)} ${fold(source)}`;
    if (words.every((w) => name.includes(w))) byName.push(entry);
    else if (words.every((w) => text.includes(w))) byText.push(entry);
  }
  return [...byName, ...byText];
}
