import { describe, expect, it } from 'vitest';
import { bytes, feed } from './test-streams';
import { createToledoContinuousParser, createToledoPrixParser } from './toledo';

// Frames written from the documents cited in toledo.ts: STX SWA SWB SWC wwwwww [tttttt] CR [CHK].
const checksum = (frame: Uint8Array) => -frame.reduce((sum, b) => sum + (b & 0x7f), 0) & 0x7f;

/** SWA: bit 5 always 1, bits 0–2 the decimal point code; SWB: bit 5 always 1 plus the flags; SWC: bit 5 always 1. */
function continuous(
  weight: string,
  options: { point?: number; swb?: number; swc?: number; tare?: string; withChecksum?: boolean } = {},
): Uint8Array {
  const { point = 5, swb = 0b1_0000, swc = 0, tare, withChecksum = true } = options;
  const body = String.fromCharCode(0x20 | point, 0x20 | swb, 0x20 | swc) + weight + (tare ?? '');
  const frame = bytes(`\x02${body}\r`);
  return withChecksum ? Uint8Array.from([...frame, checksum(frame)]) : frame;
}
const MOTION = 0b1000;
const KG = 0b1_0000;

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('Toledo continuous (P03)', () => {
  it('reads a stable kg weight with its tare, the decimal point where SWA puts it', () => {
    const readings = feed(createToledoContinuousParser(), continuous('012345', { tare: '001200', swb: KG | 0b1 }));
    expect(readings).toEqual([
      {
        kind: 'weight',
        kg: 12.345,
        unit: 'kg',
        stable: true,
        negative: false,
        overload: false,
        net: true,
        tareKg: 1.2,
      },
    ]);
  });

  it('says in motion, negative and out of range as SWB does', () => {
    const parser = createToledoContinuousParser();
    const stream = concat(
      continuous('004500', { swb: KG | MOTION }),
      continuous('000250', { swb: KG | 0b10 }),
      continuous('999999', { swb: KG | 0b100 }),
    );
    expect(feed(parser, stream)).toMatchObject([
      { kg: 4.5, stable: false, negative: false, overload: false },
      { kg: -0.25, stable: true, negative: true },
      { overload: true },
    ]);
  });

  it('converts pounds (SWB bit 4 clear) and grams (SWC bit 0) to kg', () => {
    const readings = feed(
      createToledoContinuousParser(),
      concat(continuous('002000', { point: 4, swb: 0 }), continuous('001500', { point: 2, swc: 0b1 })),
    );
    expect(readings).toMatchObject([
      { unit: 'lb', kg: 9.071847 },
      { unit: 'g', kg: 1.5 },
    ]);
  });

  it('reads the dummy zeros of decimal code 0 ("XXXX00")', () => {
    expect(feed(createToledoContinuousParser(), continuous('000012', { point: 0 }))).toMatchObject([{ kg: 1200 }]);
  });

  it('reads frames split anywhere, one byte at a time, with noise between them', () => {
    const stream = concat(
      bytes('\x7f\x00garbage'),
      continuous('001000', { swb: KG | MOTION }),
      bytes('\r\n??'),
      continuous('002000'),
    );
    for (const size of [1, 2, 5, 7]) {
      expect(feed(createToledoContinuousParser(), stream, size), `chunks of ${size}`).toMatchObject([
        { kg: 1, stable: false },
        { kg: 2, stable: true },
      ]);
    }
  });

  it('reads the short form without tare and the form without checksum (at the next frame)', () => {
    const parser = createToledoContinuousParser();
    expect(parser.push(continuous('003000', { withChecksum: false }))).toEqual([]);
    expect(parser.push(continuous('003100', { withChecksum: false }))).toMatchObject([{ kg: 3 }]);
    expect(parser.push(bytes('\x02'))).toMatchObject([{ kg: 3.1 }]);
  });

  it('refuses a frame whose checksum does not add up, and one with letters for digits', () => {
    const bad = continuous('001000');
    bad[bad.length - 1]! ^= 0b1;
    expect(feed(createToledoContinuousParser(), concat(bad, continuous('00A000')))).toEqual([
      { kind: 'error', reason: 'checksum' },
      { kind: 'error', reason: 'bad-frame' },
    ]);
  });

  it('refuses a frame cut short by the next one, and reads that next one', () => {
    const cut = continuous('001000').slice(0, 6);
    expect(feed(createToledoContinuousParser(), concat(cut, continuous('002000')), 3)).toMatchObject([
      { kind: 'error', reason: 'bad-frame' },
      { kg: 2 },
    ]);
  });

  it('ignores the parity bit of a 7-bit line', () => {
    const frame = continuous('001000');
    frame[1]! |= 0x80;
    expect(feed(createToledoContinuousParser(), frame)).toMatchObject([{ kg: 1 }]);
  });
});

describe('Toledo on request (Prix Prt3/Prt5)', () => {
  it('reads the answer to ENQ: a stable weight in kg to the gram, or a status', () => {
    const stream = bytes('\x0201250\x03\x02IIIII\x03\x02NNNNN\x03\x02SSSSS\x03');
    expect(feed(createToledoPrixParser(), stream, 3)).toEqual([
      { kind: 'weight', kg: 1.25, unit: 'kg', stable: true, negative: false, overload: false },
      { kind: 'weight', kg: null, unit: 'kg', stable: false, negative: false, overload: false },
      { kind: 'weight', kg: null, unit: 'kg', stable: false, negative: true, overload: false },
      { kind: 'weight', kg: null, unit: 'kg', stable: false, negative: false, overload: true },
    ]);
  });

  it('skips noise and a frame cut short, and refuses an answer the manual does not have', () => {
    const stream = bytes('xx\x0212\x0203000\x03\x02ABCDE\x03\x02III\x03');
    expect(feed(createToledoPrixParser(), stream, 1)).toEqual([
      expect.objectContaining({ kg: 3 }),
      { kind: 'error', reason: 'bad-frame' },
      { kind: 'error', reason: 'bad-frame' },
    ]);
  });
});
