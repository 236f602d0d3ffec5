import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsFrom, type Words } from '@ecopeso/shared/words';

/** The shared vocabulary's names of types, sub-types, destinations, roles… in the page's language. */
export function useWords(): Words {
  const { t } = useTranslation('vocabulary');
  return useMemo(() => wordsFrom((key) => t(key)), [t]);
}
