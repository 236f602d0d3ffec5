import { DEFAULT_LANGUAGE, isLanguage } from '@ecopeso/shared/languages';

/** The namespace of the shared vocabulary (VOCABULARY_NAMESPACE), written out so its module stays a lazy chunk. */
export const VOCABULARY_NS = 'vocabulary';

/**
 * One JSON catalogue per language and namespace, fetched only when that language is shown. The vocabulary (names of
 * waste types, destinations, roles…) is the one the server's CSV, PDF and e-mails use, from packages/shared: one chunk
 * holds its three languages (about 1 kB compressed), the price of sharing the file with the server.
 */
export async function loadCatalogue(lng: string, ns: string): Promise<object> {
  if (ns === VOCABULARY_NS) {
    const { VOCABULARY } = await import('@ecopeso/shared/vocabulary');
    return VOCABULARY[isLanguage(lng) ? lng : DEFAULT_LANGUAGE];
  }
  return (await import(`../locales/${lng}/${ns}.json`)) as object;
}
