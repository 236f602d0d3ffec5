import { describe, expect, it } from 'vitest';
import { parseWeightMeasurement } from './ble-weight';

// Weight Measurement values (0x2A9D) as ble-weight.ts documents them: flags, weight uint16 little-endian, extras.
const le = (n: number) => [n & 0xff, n >> 8];

describe('Bluetooth Weight Measurement', () => {
  it('reads SI weights at 0.005 kg a step and imperial ones at 0.01 lb', () => {
    expect(parseWeightMeasurement(Uint8Array.of(0b0, ...le(2463)))).toEqual({
      kind: 'weight',
      kg: 12.315,
      unit: 'kg',
      stable: true,
      negative: false,
      overload: false,
    });
    expect(parseWeightMeasurement(Uint8Array.of(0b1, ...le(1000)))).toMatchObject({ kg: 4.535924, unit: 'lb' });
  });

  it('reads past a time stamp, a user ID and BMI with height', () => {
    const stamp = [...le(2025), 6, 1, 12, 30, 0];
    const value = Uint8Array.of(0b1110, ...le(400), ...stamp, 3, ...le(250), ...le(1750));
    expect(parseWeightMeasurement(value)).toMatchObject({ kg: 2, unit: 'kg' });
  });

  it('reports an unsuccessful measurement and a value shorter than its flags say', () => {
    expect(parseWeightMeasurement(Uint8Array.of(0, 0xff, 0xff))).toEqual({ kind: 'error', reason: 'scale-fault' });
    expect(parseWeightMeasurement(Uint8Array.of(0b10, ...le(400), 1, 2))).toEqual({
      kind: 'error',
      reason: 'bad-frame',
    });
    expect(parseWeightMeasurement(Uint8Array.of(0))).toEqual({ kind: 'error', reason: 'bad-frame' });
  });
});
