import { describe, expect, it } from 'vitest';
import { DIVISOR_OF, kgOfFigure, perGuestRatios } from './per-guest.ts';

describe('perGuestRatios: each figure over its own count', () => {
  it('divides by the guest-nights, the guests and the meals, each its own', () => {
    // 120 kg in a month of 600 guest-nights (200 guests staying 3 nights each) and 2 000 meals.
    expect(perGuestRatios({ kg: 120, guestNights: 600, guests: 200, meals: 2000 })).toEqual({
      kgPerGuestNight: 0.2,
      kgPerGuest: 0.6,
      gramsPerMeal: 60,
    });
    expect(DIVISOR_OF).toEqual({ kgPerGuestNight: 'guestNights', kgPerGuest: 'guests', gramsPerMeal: 'meals' });
  });

  it('is exact (rounded only when written) and null where a count is 0 or nothing is known', () => {
    expect(perGuestRatios({ kg: 1, guestNights: 3, guests: 0, meals: 7 })).toEqual({
      kgPerGuestNight: 1 / 3,
      kgPerGuest: null,
      gramsPerMeal: 1000 / 7,
    });
    expect(perGuestRatios(undefined)).toEqual({ kgPerGuestNight: null, kgPerGuest: null, gramsPerMeal: null });
  });

  it('gives grams per meal in kg for the rule that writes figures', () => {
    expect(kgOfFigure('gramsPerMeal', 180)).toBe(0.18);
    expect(kgOfFigure('kgPerGuestNight', 0.4)).toBe(0.4);
  });
});
