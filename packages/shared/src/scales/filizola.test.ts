import { describe, expect, it } from 'vitest';
import { createFilizolaParser } from './filizola';
import { bytes, feed } from './test-streams';

// Answers to ENQ as filizola.ts documents them: STX <answer> ETX.
describe('Filizola on request', () => {
  it('reads grams (BP), a floating point in kg (MF) and the weight at the head of a CS answer', () => {
    const stream = bytes('\x0202345\x03\x02012,500\x03\x02003250001990000647\x03');
    expect(feed(createFilizolaParser(), stream, 4)).toEqual([
      { kind: 'weight', kg: 2.345, unit: 'kg', stable: true, negative: false, overload: false },
      { kind: 'weight', kg: 12.5, unit: 'kg', stable: true, negative: false, overload: false },
      { kind: 'weight', kg: 3.25, unit: 'kg', stable: true, negative: false, overload: false },
    ]);
  });

  it('says unstable, negative and over capacity', () => {
    expect(feed(createFilizolaParser(), bytes('\x02IIIII\x03\x02NNNNN\x03\x02SSSSS\x03'), 1)).toMatchObject([
      { kg: null, stable: false, negative: false, overload: false },
      { kg: null, stable: false, negative: true, overload: false },
      { kg: null, stable: false, negative: false, overload: true },
    ]);
  });

  it('skips noise between answers and refuses one it cannot read', () => {
    expect(feed(createFilizolaParser(), bytes('\x15\x06junk\x0200500\x03\r\n\x02IXIXI\x03'), 2)).toEqual([
      expect.objectContaining({ kg: 0.5, stable: true }),
      { kind: 'error', reason: 'bad-frame' },
    ]);
  });
});
