import { describe, expect, it } from 'vitest';
import { ALL_SUBTYPES, isSubType, subTypeText, type SubType } from './waste.ts';

describe('a stored sub-type as a reader reads it', () => {
  const word = (s: SubType) => `<${s}>`;

  it('is the word of a known sub-type, for every one of the vocabulary', () => {
    for (const s of ALL_SUBTYPES) expect(subTypeText(s, word)).toBe(`<${s}>`);
  });

  it('is the stored text of a sub-type the vocabulary does not have, and empty for none', () => {
    expect(subTypeText('aluminium', word)).toBe('aluminium');
    expect(subTypeText(null, word)).toBe('');
    expect(subTypeText('', word)).toBe('');
  });

  it('knows exactly the vocabulary: no type name, no other case', () => {
    expect(isSubType('plastic')).toBe(true);
    expect(isSubType('reciclavel')).toBe(false);
    expect(isSubType('Plastic')).toBe(false);
  });
});
