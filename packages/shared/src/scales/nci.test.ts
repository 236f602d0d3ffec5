import { describe, expect, it } from 'vitest';
import { createNciParser } from './nci';
import { bytes, feed } from './test-streams';

// Answers to W<CR> as nci.ts documents them: <LF>weight+units<CR><LF>status bytes<CR><ETX>. A status byte has bits 4
// and 5 set: "0" (30h) is "nothing to report", "1" (31h) sets bit 0, "2" (32h) bit 1.
const answer = (weight: string, status: string) => `\n${weight}\r\n${status}\r\x03`;

describe('NCI / SCP-12', () => {
  it('reads weight, unit and status: stable, in motion, net', () => {
    const stream = bytes(answer('  12.34kg', '00') + answer('   3.50lb', '10') + answer('   0.80kg', '004'));
    expect(feed(createNciParser(), stream, 3)).toEqual([
      { kind: 'weight', kg: 12.34, unit: 'kg', stable: true, negative: false, overload: false, net: false },
      { kind: 'weight', kg: 1.587573, unit: 'lb', stable: false, negative: false, overload: false, net: false },
      { kind: 'weight', kg: 0.8, unit: 'kg', stable: true, negative: false, overload: false, net: true },
    ]);
  });

  it('reads grams, ounces and a minus sign', () => {
    const stream = bytes(answer(' 1250g ', '00') + answer('  16.00oz', '00') + answer(' -0.25kg', '00'));
    expect(feed(createNciParser(), stream, 5)).toMatchObject([
      { kg: 1.25, unit: 'g' },
      { kg: 0.453592, unit: 'oz' },
      { kg: -0.25, negative: true },
    ]);
  });

  it('says under and over capacity from the second status byte, with or without a number', () => {
    const stream = bytes(answer('-------', '01') + answer('^^^^^^^', '02') + `\n02\r\x03`);
    expect(feed(createNciParser(), stream, 1)).toMatchObject([
      { kg: null, negative: true, overload: false, stable: false },
      { kg: null, negative: false, overload: true, stable: false },
      { kg: null, overload: true },
    ]);
  });

  it('reports faults of the scale itself (RAM, EEPROM, ROM, calibration) as errors', () => {
    expect(feed(createNciParser(), bytes(answer('  1.00kg', '40') + answer('  1.00kg', '08')), 4)).toEqual([
      { kind: 'error', reason: 'scale-fault' },
      { kind: 'error', reason: 'scale-fault' },
    ]);
  });

  it('skips noise and the answer to a command it did not understand, and refuses a broken status', () => {
    const stream = bytes(
      'noise' + answer('  2.00kg', '00') + '\n?\r\x03' + answer('  2.00kg', '!!') + answer('  2.00kg', 'p0'),
    );
    expect(feed(createNciParser(), stream, 2)).toEqual([
      expect.objectContaining({ kg: 2, stable: true }),
      { kind: 'error', reason: 'bad-frame' },
      { kind: 'error', reason: 'bad-frame' },
    ]);
  });
});
