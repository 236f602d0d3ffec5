import type { TFunction } from 'i18next';
import { formatDay } from '@ecopeso/shared/dates';
import { languageOf } from '@ecopeso/shared/languages';
import { refusalText } from '@/lib/reason-text';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

/**
 * A failed save in the reader's language: a stale edit says so, a refusal the server explains (an overlapping
 * contract, an area with records…) in words of this language, any other invalid input with the server's detail.
 */
export function errorText(t: TFunction<'admin-clients'>, error: unknown): string {
  const lang = languageOf(i18n.language);
  if (error instanceof ApiError) {
    if (error.code === 'aborted') return t('errors.stale');
    const { reason, params = {} } = error.detail;
    if (reason) {
      const words = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [
          key,
          value === ''
            ? t('errors.openEnded')
            : key === 'destination'
              ? t(`vocabulary:destinations.${value}`, { defaultValue: value })
              : /^\d{4}-\d{2}-\d{2}$/.test(value)
                ? formatDay(value, lang)
                : value,
        ]),
      );
      return refusalText(t, reason, words, error.message);
    }
    if (error.code === 'invalid-argument') return `${t('errors.invalid')} ${error.message}`;
  }
  return t('errors.generic');
}
