import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalText, isFarFromWeighed, readDecimal, typedDecimal } from './decimal-input.ts';

const value = (text: string, lang: 'pt' | 'en' | 'es') => {
  const r = readDecimal(text, lang);
  return r.kind === 'ok' ? r.value : r.problem;
};

describe('readDecimal', () => {
  it('reads pt-BR numbers: point for thousands, comma for decimals', () => {
    expect(value('1.200', 'pt')).toBe(1200);
    expect(value('1,2', 'pt')).toBe(1.2);
    expect(value('12.345,6', 'pt')).toBe(12345.6);
    expect(value('1.200.000', 'pt')).toBe(1_200_000);
    expect(value('1 200,5', 'pt')).toBe(1200.5);
    expect(value('0,250', 'pt')).toBe(0.25);
  });

  it('reads Spanish as Portuguese and English the other way round', () => {
    expect(value('12.345,6', 'es')).toBe(12345.6);
    expect(value('1.200', 'es')).toBe(1200);
    expect(value('12,345.6', 'en')).toBe(12345.6);
    expect(value('1,200', 'en')).toBe(1200);
    expect(value('1.2', 'en')).toBe(1.2);
  });

  it('keeps either mark as a decimal mark where it cannot be a thousands group', () => {
    expect(value('12.5', 'pt')).toBe(12.5);
    expect(value('12,5', 'en')).toBe(12.5);
    expect(value('1.25', 'pt')).toBe(1.25);
    expect(value('1,2345', 'pt')).toBe(1.2345);
    expect(value(',5', 'pt')).toBe(0.5);
    expect(value('7', 'es')).toBe(7);
  });

  it('keeps the decimal reading of "1.200" (pt) and "1,200" (en) for the form to ask', () => {
    expect(readDecimal('1.200', 'pt')).toEqual({ kind: 'ok', value: 1200, other: 1.2, decimals: 0 });
    expect(readDecimal('1,500', 'en')).toEqual({ kind: 'ok', value: 1500, other: 1.5, decimals: 0 });
    expect(readDecimal('12.345,6', 'pt')).toEqual({ kind: 'ok', value: 12345.6, other: null, decimals: 1 });
    expect(readDecimal('1,200', 'pt')).toEqual({ kind: 'ok', value: 1.2, other: null, decimals: 1 });
  });

  it('refuses what is not a number', () => {
    expect(value('', 'pt')).toBe('empty');
    expect(value('abc', 'pt')).toBe('not-number');
    expect(value('1.2.3', 'pt')).toBe('not-number');
    expect(value('12,345.6', 'pt')).toBe('not-number');
    expect(value('12.345,6', 'en')).toBe('not-number');
    expect(value('1e3', 'en')).toBe('not-number');
    expect(value('12.34,5', 'pt')).toBe('not-number');
  });

  it('keeps the sign', () => {
    expect(value('-2', 'pt')).toBe(-2);
    expect(value('-1.200', 'pt')).toBe(-1200);
  });
});

describe('typedDecimal', () => {
  it('writes a number back in the language, with no thousands separator', () => {
    expect(typedDecimal(1200.5, 'pt')).toBe('1200,5');
    expect(typedDecimal(1200.5, 'en')).toBe('1200.5');
  });
});

describe('isFarFromWeighed', () => {
  it('flags more than the share off either way, and anything against nothing weighed', () => {
    expect(isFarFromWeighed(1200, 1.2, 10)).toBe(true);
    expect(isFarFromWeighed(1.3, 1.2, 10)).toBe(false);
    expect(isFarFromWeighed(1, 1.2, 10)).toBe(true);
    expect(isFarFromWeighed(5, 0, 10)).toBe(true);
    expect(isFarFromWeighed(0, 12, 10)).toBe(false);
  });
});

describe('decimalText', () => {
  const pct = decimalText('pt', z.number().min(0.01, 'range').max(100, 'range'), 'number');
  const issues = (text: string) => pct.safeParse(text).error?.issues.map((i) => i.message);

  it('reads the text as its language writes numbers, then holds the number to the rule it was given', () => {
    expect(pct.parse('12,5')).toBe(12.5);
    expect(pct.parse(' 20 ')).toBe(20);
    expect(issues('0')).toEqual(['range']);
    expect(issues('150')).toEqual(['range']);
  });

  it('refuses text that is no number with its own message, and never reaches the rule', () => {
    expect(issues('')).toEqual(['number']);
    expect(issues('vinte')).toEqual(['number']);
  });
});
