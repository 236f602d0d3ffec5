import { describe, expect, it } from 'vitest';
import { parseWeight } from './records.ts';
import { isValidWeight } from './weighing-rules.ts';

describe('weight input', () => {
  it('accepts a comma or a dot as decimal separator', () => {
    expect(parseWeight('12,5')).toBe(12.5);
    expect(parseWeight('12.5')).toBe(12.5);
    expect(parseWeight(' 7 ')).toBe(7);
  });
  it('refuses what is not a plain number', () => {
    expect(parseWeight('')).toBeNull();
    expect(parseWeight('12,5,1')).toBeNull();
    expect(parseWeight('-3')).toBeNull();
    expect(parseWeight('1e3')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
  });
  it('bounds the weight to (0, 10000] kg with at most three decimals', () => {
    expect(isValidWeight(0.001)).toBe(true);
    expect(isValidWeight(10_000)).toBe(true);
    expect(isValidWeight(12.345)).toBe(true);
    expect(isValidWeight(0)).toBe(false);
    expect(isValidWeight(10_000.001)).toBe(false);
    expect(isValidWeight(1.2345)).toBe(false);
    expect(isValidWeight(Number.NaN)).toBe(false);
  });
});
