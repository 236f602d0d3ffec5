import type { Language } from '@ecopeso/shared/languages';
import { FOOD_WASTE_TYPES } from '@ecopeso/shared/sdg-12-3';
import type { SdgProgress } from '@ecopeso/shared/sdg-12-3-schema';
import { REPORTS_NAMESPACE, translatorFor, wordsFor } from '../../i18n/translator.ts';
import { paragraph, sectionHeading, THEME, type Doc } from './pdf-document.ts';
import { createFormat } from './report-format.ts';

/**
 * SDG 12.3 in words, for the management PDF and the monthly e-mail alike: the target, the period's food waste per
 * guest-night beside the baseline, the path and the target, and whether it is on the path — or why there is no
 * figure (no guest-nights in the period, or in the baseline year).
 */
export function sdgSentences(lang: Language, sdg: SdgProgress): { target: string; progress: string; food: string } {
  const t = translatorFor(lang);
  const fmt = createFormat(lang);
  const text = (key: string, values: Record<string, string | number> = {}) =>
    t(`${REPORTS_NAMESPACE}:sdg.${key}`, values);
  const value = (v: number | null) => fmt.perGuest('kgPerGuestNight', v);
  const change =
    sdg.changeFromBaselinePct === null
      ? ''
      : `${sdg.changeFromBaselinePct > 0 ? '+' : ''}${fmt.pct(sdg.changeFromBaselinePct)}`;
  let progress: string;
  if (sdg.gap === 'no-guest-nights') progress = text('noGuestNights');
  else if (sdg.gap === 'no-baseline-guest-nights') progress = text('noBaselineGuestNights', { year: sdg.baselineYear });
  else
    progress = `${text('figures', {
      current: value(sdg.currentValue),
      nights: fmt.int(sdg.currentGuestNights),
      baselineYear: sdg.baselineYear,
      baseline: value(sdg.baselineValue),
      year: sdg.year,
      path: value(sdg.pathValue),
      targetYear: sdg.targetYear,
      target: value(sdg.targetValue),
    })} ${text(sdg.onTrack ? 'onTrack' : 'offTrack', { change })}`;
  const words = wordsFor(lang);
  return {
    target: text('target', {
      pct: fmt.goalPct(-sdg.changePct),
      targetYear: sdg.targetYear,
      baselineYear: sdg.baselineYear,
    }),
    progress,
    food: text('food', { types: FOOD_WASTE_TYPES.map((w) => words.wasteType(w)).join(', ') }),
  };
}

/** The management PDF's SDG 12.3 section; nothing when the client has no target. */
export function sdgSection(doc: Doc, lang: Language, sdg: SdgProgress | null): void {
  if (!sdg) return;
  const s = sdgSentences(lang, sdg);
  sectionHeading(doc, translatorFor(lang)(`${REPORTS_NAMESPACE}:sdg.title`), 60);
  paragraph(doc, s.target, { size: 9, bold: true });
  paragraph(doc, s.progress, { size: 8.5, color: sdg.onTrack === false || sdg.gap ? THEME.warning : THEME.ink });
  paragraph(doc, s.food, { size: 7.5, color: THEME.muted, gap: 8 });
}
