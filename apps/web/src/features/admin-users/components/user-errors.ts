import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

const KNOWN = new Set(['aborted', 'permission-denied', 'not-found', 'resource-exhausted']);

/** A failed users call in the reader's language; `conflict` names what a 409 means for this call. */
export function userErrorText(t: TFunction, error: unknown, conflict: 'aborted' | 'exists' = 'aborted'): string {
  if (error instanceof ApiError) {
    if (error.code === 'aborted') return t(`errors.${conflict}`);
    if (KNOWN.has(error.code)) return t(`errors.${error.code}`);
  }
  return t('errors.generic');
}
