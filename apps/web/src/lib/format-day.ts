import type { Language } from '@ecopeso/shared/languages';
import { HTML_LANG } from './language';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar day ('2026-01-01') as the reader writes it: 01/01/2026 in pt and es, 01/01/2026 month first in en —
 * never the ISO form on a page. The day is read as a date, not a moment, so no time zone moves it.
 */
export function formatDay(iso: string, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[lang], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
