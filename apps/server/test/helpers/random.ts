/** Deterministic pseudo-random numbers (mulberry32): random-looking test data that a failure can replay. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  /** A non-empty random subset, in the original order. */
  const subset = <T>(items: readonly T[]) => {
    for (;;) {
      const chosen = items.filter(() => next() < 0.5);
      if (chosen.length) return chosen;
    }
  };
  return { next, int, pick, subset };
}
