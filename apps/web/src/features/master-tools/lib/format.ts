import type { Language } from '@ecopeso/shared/languages';
import { HTML_LANG } from '@/lib/language';

/** "12,5 kg": up to three decimals, in the reader's language. */
export const formatKg = (kg: number, lang: Language) =>
  `${new Intl.NumberFormat(HTML_LANG[lang], { maximumFractionDigits: 3 }).format(kg)} kg`;

/** A record's time on its client's clock, in the reader's language. */
export function formatWhen(iso: string, timeZone: string, lang: Language): string {
  try {
    return new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  }
}
