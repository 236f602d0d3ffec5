import type { Language } from '@ecopeso/shared/languages';

const LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

// Building an Intl formatter costs far more than using one: keep one per language (and time zone).
const weightFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "12,5 kg" / "12.5 kg": up to three decimals (grams), in the reader's language. */
export function formatWeight(kg: number, lang: Language): string {
  let format = weightFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 3 });
    weightFormats.set(lang, format);
  }
  return `${format.format(kg)} kg`;
}

function dateFormat(lang: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'short', timeStyle: 'short', timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** Date and time as the client's clock showed them (its IANA timezone), in the reader's language. */
export function formatDateTime(iso: string, timeZone: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return dateFormat(lang, timeZone).format(date);
  } catch {
    // An unknown timezone name: the device's own clock is the best remaining guess.
    return dateFormat(lang, undefined).format(date);
  }
}
