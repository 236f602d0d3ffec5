/** A language's texts as its JSON file holds them: keys nesting down to the text. */
export type Catalogue = { [key: string]: string | Catalogue };

/**
 * Every text of a catalogue under the dotted key i18next reads it by (`mtr.status.issued`), so that catalogues of
 * different languages can be compared key for key.
 */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenCatalogue(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
