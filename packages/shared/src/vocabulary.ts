import type { Language } from './languages.ts';
import en from './locales/en/vocabulary.json' with { type: 'json' };
import es from './locales/es/vocabulary.json' with { type: 'json' };
import pt from './locales/pt/vocabulary.json' with { type: 'json' };

/**
 * The words a person reads for the product's fixed things — waste types, sub-types, destinations, roles, record
 * statuses, the columns of exported files — one catalogue per language. The single source for the web app (its
 * `vocabulary` i18next namespace), the CSV and PDF files and the e-mails the server writes.
 */
export type Vocabulary = typeof pt;

/** The i18next namespace the catalogue is loaded under, in the browser and on the server. */
export const VOCABULARY_NAMESPACE = 'vocabulary';

// Typed against pt: a key missing from en or es does not compile.
export const VOCABULARY: Record<Language, Vocabulary> = { pt, en, es };
