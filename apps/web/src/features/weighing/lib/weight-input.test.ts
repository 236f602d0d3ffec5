import { describe, expect, it } from 'vitest';
import { readWeight, typedWeight } from './weight-input';

describe('readWeight', () => {
  it('reads either decimal mark when nothing is ambiguous', () => {
    expect(readWeight('12,5', 'pt')).toEqual({ kind: 'ok', kg: 12.5 });
    expect(readWeight('12.5', 'pt')).toEqual({ kind: 'ok', kg: 12.5 });
    expect(readWeight(' 0,250 ', 'es')).toEqual({ kind: 'ok', kg: 0.25 });
    expect(readWeight('1500', 'pt')).toEqual({ kind: 'ok', kg: 1500 });
    expect(readWeight('1,500', 'pt')).toEqual({ kind: 'ok', kg: 1.5 });
    expect(readWeight('1.500', 'en')).toEqual({ kind: 'ok', kg: 1.5 });
  });

  it('asks when the mark may separate thousands ("1.500" in pt and es, "1,500" in en)', () => {
    expect(readWeight('1.500', 'pt')).toEqual({ kind: 'ambiguous', asThousands: 1500, asDecimal: 1.5 });
    expect(readWeight('12.250', 'es')).toEqual({ kind: 'ambiguous', asThousands: 12250, asDecimal: 12.25 });
    expect(readWeight('1,500', 'en')).toEqual({ kind: 'ambiguous', asThousands: 1500, asDecimal: 1.5 });
  });

  it('reads a number written with both marks by the language’s rule', () => {
    expect(readWeight('1.500,5', 'pt')).toEqual({ kind: 'ok', kg: 1500.5 });
    expect(readWeight('1.500,5', 'es')).toEqual({ kind: 'ok', kg: 1500.5 });
    expect(readWeight('1,500.5', 'en')).toEqual({ kind: 'ok', kg: 1500.5 });
    expect(readWeight('1,500.5', 'pt')).toEqual({ kind: 'invalid', problem: 'not-number' });
  });

  it('says what is wrong', () => {
    expect(readWeight('', 'pt')).toEqual({ kind: 'invalid', problem: 'empty' });
    expect(readWeight('abc', 'pt')).toEqual({ kind: 'invalid', problem: 'not-number' });
    expect(readWeight('1.5.0', 'pt')).toEqual({ kind: 'invalid', problem: 'not-number' });
    expect(readWeight('0', 'pt')).toEqual({ kind: 'invalid', problem: 'not-positive' });
    expect(readWeight('-2', 'pt')).toEqual({ kind: 'invalid', problem: 'not-positive' });
    expect(readWeight('1,2345', 'pt')).toEqual({ kind: 'invalid', problem: 'too-many-decimals' });
    expect(readWeight('10000,001', 'pt')).toEqual({ kind: 'invalid', problem: 'too-heavy' });
    expect(readWeight('10000', 'pt')).toEqual({ kind: 'ok', kg: 10000 });
  });

  it('writes a weight back as typed in the language', () => {
    expect(typedWeight(1.5, 'pt')).toBe('1,5');
    expect(typedWeight(1500, 'es')).toBe('1500');
    expect(typedWeight(1.5, 'en')).toBe('1.5');
  });
});
