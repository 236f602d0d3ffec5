import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, type ErrorReason } from '@ecopeso/shared/errors';
import { LANGUAGES } from '@ecopeso/shared/languages';
import en from '../locales/en/reasons.json';
import es from '../locales/es/reasons.json';
import pt from '../locales/pt/reasons.json';
import type { ReasonTexts } from './reason-text';

const CATALOGUES = { pt, en, es };

// The type check itself (npm run typecheck): a list with one reason more than its texts does not compile.
type Complete<R extends string, Texts extends ReasonTexts<R>> = Texts;
// @ts-expect-error a reason added to ERROR_REASONS without a text fails compilation
export type WithoutText = Complete<ErrorReason | 'a-reason-without-text', typeof pt.refusal>;
export type WithText = Complete<ErrorReason, typeof pt.refusal>;

describe('reasons in words', () => {
  it.each(LANGUAGES)('%s has a text for every refusal the server may explain', (lang) => {
    const texts: Record<string, string> = CATALOGUES[lang].refusal;
    for (const reason of ERROR_REASONS) expect(texts[reason]?.trim(), `${lang}: ${reason}`).toBeTruthy();
  });

  it.each(LANGUAGES)('%s has no text for a reason no list holds', (lang) => {
    expect(Object.keys(CATALOGUES[lang].refusal).sort()).toEqual([...ERROR_REASONS].sort());
  });
});
