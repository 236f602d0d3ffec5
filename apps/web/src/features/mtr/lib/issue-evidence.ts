import type { TFunction } from 'i18next';
import type { Language } from '@ecopeso/shared/languages';
import type { Mtr } from '@ecopeso/shared/mtr';
import { MTR_FAMILY } from '@ecopeso/shared/mtr-systems';
import { formatDay } from '@ecopeso/shared/dates';

/**
 * What was looked up to confirm an issue, in words: the system's list for a period, our reference asked for, or —
 * for the second family's systems, which cannot be asked by our reference or by period — what the person must look for.
 */
export function issueEvidence(t: TFunction<'mtr'>, m: Mtr, lang: Language) {
  const check = m.issue?.check ?? null;
  const system = t(`systems.${m.system}`);
  const cannotAsk = MTR_FAMILY[m.system] === 'B';
  const reference = m.issue?.reference ?? '';
  const text = cannotAsk
    ? t('issueState.cannotAsk', { system, reference, date: formatDay(m.shipmentDate, lang) })
    : check && check.from && check.to
      ? t('issueState.listed', {
          system,
          from: formatDay(check.from, lang),
          to: formatDay(check.to, lang),
          count: check.listed,
        })
      : t('issueState.lookedUp', { system, reference });
  return { text, system, cannotAsk };
}
