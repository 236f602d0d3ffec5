import type { Language } from '@ecopeso/shared/languages';
import { REPORT_TEXTS, REPORTS_NAMESPACE, translatorFor, wordsFor } from '../../i18n/translator.ts';

/**
 * The texts of a PDF report in one language: its sentences from the `reports` catalogue, its words for things (types,
 * destinations, column names) from the shared vocabulary the app shows. All of them stay within the WinAnsi
 * characters of the PDF standard fonts, which cover Portuguese and Spanish (i18n/translator.test.ts checks).
 */
export function reportLabels(lang: Language) {
  const t = translatorFor(lang);
  const words = wordsFor(lang);
  const text = (key: string, values: Record<string, string | number>) => t(`${REPORTS_NAMESPACE}:${key}`, values);
  // The sentences with a {{placeholder}} become functions; validFrom is validRange's open-ended form.
  const { validFrom: _validFrom, ...sentences } = REPORT_TEXTS[lang];
  return {
    ...sentences,
    page: (n: number, total: number) => text('page', { n, total }),
    sharePct: (type: string) => text('sharePct', { type }),
    vs: (period: string) => text('vs', { period }),
    trendNote: (previous: string) => text('trendNote', { previous }),
    belowGoal: (pp: string) => text('belowGoal', { pp }),
    estimatedNote: (kg: string) => text('estimatedNote', { kg }),
    co2eUncovered: (kg: string) => text('co2eUncovered', { kg }),
    subtotal: (label: string) => text('subtotal', { label }),
    costPartial: (kg: string) => text('costPartial', { kg }),
    perGuestMonths: (n: string) => text('perGuestMonths', { n }),
    topLossesNote: (values: { kg: string; from: string; to: string }) => text('topLossesNote', values),
    topLossesCost: (cost: string) => text('topLossesCost', { cost }),
    goalLine: (values: { measure: string; waste: string; pct: string; year: number }) => text('goalLine', values),
    goalFigures: (values: { baseline: string; target: string; current: string; change: string }) =>
      text('goalFigures', values),
    goalNotMet: (progress: string) => text('goalNotMet', { progress }),
    validRange: (from: string, to: string | null) =>
      to ? text('validRange', { from, to }) : text('validFrom', { from }),
    recovery: words.destinationGroup('recovery'),
    disposal: words.destinationGroup('disposal'),
    month: words.field('month'),
    area: words.field('area'),
    type: words.field('wasteType'),
    subType: words.field('subType'),
    foodItem: words.field('foodItem'),
    lossReason: words.field('lossReason'),
    weightKg: words.field('weightKg'),
    words,
  };
}

export type ReportLabels = ReturnType<typeof reportLabels>;
