import type { Language } from '@ecopeso/shared/languages';
import { HTML_LANG } from '@/lib/language';

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}|${digits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], { maximumFractionDigits: digits });
    cache.set(key, f);
  }
  return f;
}

export const formatKg = (kg: number, lang: Language) => `${formatter(lang, 1).format(kg)} kg`;
export const formatPct = (pct: number, lang: Language) => `${formatter(lang, 1).format(pct)}%`;
export const formatCo2e = (kg: number, lang: Language) => `${formatter(lang, 0).format(kg)} kg`;
