import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@ecopeso/shared/record-photos';
import { encodeTries, MIN_EDGE, shrinkUntilUnder, START_EDGE, type EncodeTry } from './compress-photo';

/** A stand-in encoder whose output grows with the pixels and the quality, as a JPEG encoder's does. */
const encoder = (bytesPerPixelAtFull: number) => {
  const tries: EncodeTry[] = [];
  const encode = (t: EncodeTry) => {
    tries.push(t);
    // Only its size matters to the loop: no bytes are made.
    return Promise.resolve({ size: Math.round(t.width * t.height * bytesPerPixelAtFull * t.quality) } as Blob);
  };
  return { tries, encode };
};

describe('the photo size loop', () => {
  it('starts with the longest edge at most 1600 px, the proportions kept', () => {
    const [first] = encodeTries(4032, 3024);
    expect(first).toEqual({ width: START_EDGE, height: 1200, quality: 0.82 });
    const [small] = encodeTries(800, 600);
    expect(small).toMatchObject({ width: 800, height: 600 });
  });

  it('lowers the quality first, then the size, never below the smallest edge', () => {
    const tries = [...encodeTries(4032, 3024)];
    expect(tries.slice(0, 5).map((t) => [t.width, t.quality])).toEqual([
      [1600, 0.82],
      [1600, 0.72],
      [1600, 0.62],
      [1600, 0.52],
      [1200, 0.82],
    ]);
    for (const t of tries) expect(Math.max(t.width, t.height)).toBeGreaterThanOrEqual(MIN_EDGE);
  });

  it('keeps the first encoding at most 200 KB', async () => {
    const { tries, encode } = encoder(0.25);
    const blob = await shrinkUntilUnder(4032, 3024, encode);
    expect(blob!.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
    // Every earlier try was too big: the loop stopped at the first that fit.
    const sizeOf = (t: EncodeTry) => Math.round(t.width * t.height * 0.25 * t.quality);
    expect(tries.slice(0, -1).every((t) => sizeOf(t) > MAX_PHOTO_BYTES)).toBe(true);
    expect(sizeOf(tries.at(-1)!)).toBe(blob!.size);
  });

  it('takes a small photo as it first encodes', async () => {
    const { tries, encode } = encoder(0.1);
    await shrinkUntilUnder(640, 480, encode);
    expect(tries).toHaveLength(1);
  });

  it('gives up (null) when nothing fits, and skips an encoder that gave nothing', async () => {
    expect(await shrinkUntilUnder(4000, 3000, encoder(1000).encode)).toBeNull();
    expect(await shrinkUntilUnder(400, 300, () => Promise.resolve(null))).toBeNull();
  });
});
