import type { Language } from '@ecopeso/shared/languages';

const LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** "12,5 kg" / "12.5 kg": up to three decimals (grams), in the reader's language. */
export function formatWeight(kg: number, lang: Language): string {
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 3 }).format(kg)} kg`;
}

/** Date and time as the client's clock showed them (its IANA timezone), in the reader's language. */
export function formatDateTime(iso: string, timeZone: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone }).format(date);
  } catch {
    // An unknown timezone name: the device's own clock is the best remaining guess.
    return new Intl.DateTimeFormat(LOCALE[lang], options).format(date);
  }
}
