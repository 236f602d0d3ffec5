import { describe, expect, it } from 'vitest';
import { chainTarget, FOOD_WASTE_TYPES, sdgProgress, sdgTargetInputSchema } from './sdg-12-3.ts';
import type { SdgTarget } from './sdg-12-3-schema.ts';

const target: SdgTarget = { baselineYear: 2024, targetYear: 2030, changePct: -50, version: 1 };

describe('sdgProgress, on numbers worked out by hand', () => {
  // Baseline 2024: 1 800 kg of food over 3 000 guest-nights = 0.6 kg per guest-night; target 2030: 0.3.
  // The path falls 0.3 over 6 years, 0.05 a year: 2026's ceiling is 0.6 − 2 × 0.05 = 0.5.
  const baseline = { foodKg: 1800, guestNights: 3000 };

  it('a period below the path: 1 200 kg over 2 500 guest-nights = 0.48, −20 % against 0.6, on track', () => {
    expect(sdgProgress(target, baseline, { foodKg: 1200, guestNights: 2500 }, 2026)).toEqual({
      ...target,
      year: 2026,
      baselineValue: 0.6,
      currentValue: 0.48,
      pathValue: 0.5,
      targetValue: 0.3,
      changeFromBaselinePct: -20,
      onTrack: true,
      baselineGuestNights: 3000,
      currentGuestNights: 2500,
      gap: null,
    });
  });

  it('a period above the path: 1 100 kg over 2 000 = 0.55 in 2026, over the ceiling of 0.5 though below the baseline', () => {
    const p = sdgProgress(target, baseline, { foodKg: 1100, guestNights: 2000 }, 2026);
    expect(p.currentValue).toBeCloseTo(0.55, 12);
    expect(p.changeFromBaselinePct).toBe(-8.3);
    expect(p.onTrack).toBe(false);
  });

  it('after the target year the ceiling stays the target; a −30 % target by 2027 from 2025 falls 0.1 a year from 1.0', () => {
    const own = { baselineYear: 2025, targetYear: 2027, changePct: -30, version: 3 };
    const p = sdgProgress(own, { foodKg: 500, guestNights: 500 }, { foodKg: 70, guestNights: 100 }, 2026);
    expect([p.baselineValue, p.pathValue, p.targetValue, p.onTrack]).toEqual([1, 0.85, 0.7, true]);
    expect(sdgProgress(own, { foodKg: 500, guestNights: 500 }, null, 2029).pathValue).toBe(0.7);
  });

  it('no guest-nights in the period: no figure, and the card can say why', () => {
    const p = sdgProgress(target, baseline, { foodKg: 40, guestNights: 0 }, 2026);
    expect(p).toMatchObject({ currentValue: null, onTrack: null, changeFromBaselinePct: null, gap: 'no-guest-nights' });
    expect(p.pathValue).toBe(0.5);
  });

  it('no guest-nights in the baseline year: no baseline, no path', () => {
    const p = sdgProgress(target, null, { foodKg: 100, guestNights: 400 }, 2026);
    expect(p).toMatchObject({
      baselineValue: null,
      currentValue: 0.25,
      pathValue: null,
      targetValue: null,
      onTrack: null,
      gap: 'no-baseline-guest-nights',
    });
  });
});

describe('food waste is the mapping’s', () => {
  it('the organic type only', () => {
    expect(FOOD_WASTE_TYPES).toEqual(['organico']);
  });
});

describe('chainTarget', () => {
  it('the clients’ target when they all share it, none when one differs or has none', () => {
    const other = { ...target, version: 7 };
    expect(chainTarget([target, other])).toEqual({ ...target, version: 0 });
    expect(chainTarget([target, { ...target, baselineYear: 2023 }])).toBeNull();
    expect(chainTarget([target, null])).toBeNull();
    expect(chainTarget([])).toBeNull();
  });
});

describe('sdgTargetInputSchema', () => {
  it('defaults to −50 % by 2030 and refuses a target year not after the baseline', () => {
    expect(sdgTargetInputSchema.parse({ baselineYear: 2024 })).toEqual({
      baselineYear: 2024,
      targetYear: 2030,
      changePct: -50,
    });
    expect(sdgTargetInputSchema.safeParse({ baselineYear: 2030, targetYear: 2030 }).success).toBe(false);
    expect(sdgTargetInputSchema.safeParse({ baselineYear: 2024, changePct: 10 }).success).toBe(false);
  });
});
