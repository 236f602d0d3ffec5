import { describe, expect, it } from 'vitest';
import { parseHidScaleReport } from './hid-pos';

// Scale Data Reports as hid-pos.ts documents them: status, unit, scaling exponent, weight (16 bits, little-endian).
const report = (status: number, unit: number, exponent: number, weight: number) =>
  Uint8Array.of(status, unit, exponent & 0xff, weight & 0xff, weight >> 8);

describe('USB HID point-of-sale scale report', () => {
  it('reads a stable weight in kg, g, oz and lb with its scaling exponent', () => {
    expect(parseHidScaleReport(report(4, 3, -3, 12345))).toEqual({
      kind: 'weight',
      kg: 12.345,
      unit: 'kg',
      stable: true,
      negative: false,
      overload: false,
    });
    expect(parseHidScaleReport(report(4, 2, 0, 850))).toMatchObject({ kg: 0.85, unit: 'g' });
    expect(parseHidScaleReport(report(4, 11, -1, 160))).toMatchObject({ kg: 0.453592, unit: 'oz' });
    expect(parseHidScaleReport(report(4, 12, -2, 1000))).toMatchObject({ kg: 4.535924, unit: 'lb' });
  });

  it('says stable at zero, in motion, under zero and over the limit', () => {
    expect(parseHidScaleReport(report(2, 3, -3, 0))).toMatchObject({ kg: 0, stable: true });
    expect(parseHidScaleReport(report(3, 3, -3, 2500))).toMatchObject({ kg: 2.5, stable: false });
    expect(parseHidScaleReport(report(5, 3, -3, 200))).toMatchObject({ kg: null, negative: true, stable: false });
    expect(parseHidScaleReport(report(6, 3, -3, 0xffff))).toMatchObject({ kg: null, overload: true, stable: false });
  });

  it('reports faults, units a kitchen has no use for and short reports as errors', () => {
    expect(parseHidScaleReport(report(1, 3, 0, 0))).toEqual({ kind: 'error', reason: 'scale-fault' });
    expect(parseHidScaleReport(report(8, 3, 0, 0))).toEqual({ kind: 'error', reason: 'scale-fault' });
    expect(parseHidScaleReport(report(4, 4, 0, 100))).toEqual({ kind: 'error', reason: 'unit' });
    expect(parseHidScaleReport(Uint8Array.of(4, 3, 0))).toEqual({ kind: 'error', reason: 'bad-frame' });
    expect(parseHidScaleReport(report(9, 3, 0, 1))).toEqual({ kind: 'error', reason: 'bad-frame' });
  });
});
