import type { TFunction } from 'i18next';
import type { ActivityErrorCode } from '@ecopeso/shared/activity';
import type { ErrorReason } from '@ecopeso/shared/errors';
import type { Language } from '@ecopeso/shared/languages';
import type { ImportReason } from '@ecopeso/shared/record-import';
import type { RejectionReason } from '@ecopeso/shared/records';
// Types only: the catalogues still load lazily, one language at a time (load-catalogue.ts).
import type reasonsEn from '@/locales/en/reasons.json';
import type reasonsEs from '@/locales/es/reasons.json';
import type reasonsPt from '@/locales/pt/reasons.json';
import type masterToolsEn from '@/locales/en/master-tools.json';
import type masterToolsEs from '@/locales/es/master-tools.json';
import type masterToolsPt from '@/locales/pt/master-tools.json';
import type weighingEn from '@/locales/en/weighing.json';
import type weighingEs from '@/locales/es/weighing.json';
import type weighingPt from '@/locales/pt/weighing.json';

/**
 * Why something was refused, in the reader's words (decision 017). Each closed list of reasons is a union in
 * packages/shared; its texts live in the `reasons` catalogue of each language, and this file holds each language's
 * texts to a Record over the union: a reason added to a list without its text in pt, en and es fails the type check
 * (`npm run typecheck`), not a reader.
 */
export const REASONS_NS = 'reasons';

/** The texts of a list of reasons: one for each reason (a Record over the union), other keys allowed. */
export type ReasonTexts<R extends string> = Record<R, string>;

/** Compiles only when `Texts` has a text for every reason of `R`. */
type Complete<R extends string, Texts extends ReasonTexts<R>> = Texts;

type Catalogue<Json> = Json extends { default: infer T } ? T : Json;
type Reasons = { pt: Catalogue<typeof reasonsPt>; en: Catalogue<typeof reasonsEn>; es: Catalogue<typeof reasonsEs> };
type MasterTools = {
  pt: Catalogue<typeof masterToolsPt>;
  en: Catalogue<typeof masterToolsEn>;
  es: Catalogue<typeof masterToolsEs>;
};
type Weighing = {
  pt: Catalogue<typeof weighingPt>;
  en: Catalogue<typeof weighingEn>;
  es: Catalogue<typeof weighingEs>;
};

/**
 * Every list and its texts in every language. The weighing's acceptance reasons are one list (WEIGHING_REASONS,
 * weighing-rules.ts); a record the server refused and a row of a history import each add their own reasons to it and
 * keep their texts beside their screens, held here to the whole union all the same.
 */
export type ReasonCatalogues = {
  [L in Language]: [
    Complete<ErrorReason, Reasons[L]['refusal']>,
    Complete<ActivityErrorCode, Reasons[L]['activity']>,
    Complete<RejectionReason, Weighing[L]['reasons']>,
    Complete<ImportReason, MasterTools[L]['import']['reasons']>,
  ];
};

/**
 * A refusal the server explained (`reason` and its `params`, see ERROR_REASONS), in the reader's language, its
 * params already in the reader's words; the server's English message where this build has no text for it (a
 * server newer than the page).
 */
export function refusalText(t: TFunction, reason: ErrorReason, words: Record<string, string>, fallback?: string) {
  return t(`${REASONS_NS}:refusal.${reason}`, {
    ...words,
    ...(fallback === undefined ? {} : { defaultValue: fallback }),
  });
}

/** Why a line of an activity CSV was refused, in the reader's language. */
export function activityReasonText(t: TFunction, code: ActivityErrorCode) {
  return t(`${REASONS_NS}:activity.${code}`);
}
