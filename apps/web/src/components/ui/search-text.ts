/** Lower case without accents or extra spaces: "São Paulo " and "sao paulo" read the same. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether an option's text contains what was typed, ignoring case and accents ("pousada" finds "Pousáda"). */
export function matchesSearch(text: string, query: string): boolean {
  const q = foldText(query);
  return q === '' || foldText(text).includes(q);
}
