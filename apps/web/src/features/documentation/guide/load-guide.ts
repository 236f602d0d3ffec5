import type { Language } from '@ecopeso/shared/languages';
import type { GuideTexts } from './sections';

// One chunk per language, fetched by the documentation page only.
const LOADERS: Record<Language, () => Promise<GuideTexts>> = {
  pt: async () => (await import('./pt')).TEXTS,
  en: async () => (await import('./en')).TEXTS,
  es: async () => (await import('./es')).TEXTS,
};

export const loadGuide = (lang: Language) => LOADERS[lang]();
