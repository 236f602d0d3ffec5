import { describe, expect, it } from 'vitest';
import { compareDays, compareMonth, comparisonWindows } from './comparison.ts';
import { wordsFrom } from './words.ts';
import { VOCABULARY } from './vocabulary.ts';

/** kg per day for every day from `from` to `through` (ISO), skipping the days `skip` says. */
function daily(from: string, through: string, kg: number, skip: (day: string) => boolean = () => false) {
  const days = new Map<string, number>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${through}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (!skip(day)) days.set(day, kg);
  }
  return days;
}

const november = { year: 2026, month: 10 };

describe('comparisonWindows', () => {
  it('cuts the month in progress at today and takes the same days a year earlier', () => {
    expect(comparisonWindows([november], '2026-11-23')).toEqual({
      current: [{ from: '2026-11-01', through: '2026-11-23' }],
      previous: [{ from: '2025-11-01', through: '2025-11-23' }],
      sameDays: true,
    });
  });

  it('takes whole months once they are over, and leaves out months not yet started', () => {
    const months = [9, 10, 11].map((month) => ({ year: 2026, month }));
    expect(comparisonWindows(months, '2026-11-30')).toEqual({
      current: [
        { from: '2026-10-01', through: '2026-10-31' },
        { from: '2026-11-01', through: '2026-11-30' },
      ],
      previous: [
        { from: '2025-10-01', through: '2025-10-31' },
        { from: '2025-11-01', through: '2025-11-30' },
      ],
      sameDays: false,
    });
  });

  it('compares a whole leap February with the whole February before, and 29 Feb in progress with 28 Feb', () => {
    expect(comparisonWindows([{ year: 2028, month: 1 }], '2028-03-01').previous).toEqual([
      { from: '2027-02-01', through: '2027-02-28' },
    ]);
    expect(comparisonWindows([{ year: 2028, month: 1 }], '2028-02-29').previous).toEqual([
      { from: '2027-02-01', through: '2027-02-28' },
    ]);
  });
});

describe('compareDays', () => {
  it('compares 23 days of a month in progress with the same 23 days, not the whole earlier month', () => {
    const c = compareMonth(
      november,
      '2026-11-23',
      daily('2026-11-01', '2026-11-23', 10),
      daily('2025-11-01', '2025-11-30', 10),
      '2024-01-01',
    );
    expect(c).toMatchObject({ status: 'comparable', sameDays: true, currentKg: 230, previousKg: 230, changePct: 0 });
  });

  it('names an earlier period whose history starts inside it as partial, with no percentage', () => {
    const c = compareDays({
      windows: comparisonWindows(
        Array.from({ length: 12 }, (_, month) => ({ year: 2026, month })),
        '2026-12-31',
      ),
      current: daily('2026-01-01', '2026-12-31', 10),
      previous: daily('2025-09-15', '2025-12-31', 10),
      historyStart: '2025-09-15',
    });
    expect(c).toMatchObject({ status: 'partial', reason: 'historyStartsMidPeriod', changePct: null });
  });

  it('names an earlier period with markedly fewer days of weighings as partial', () => {
    const c = compareMonth(
      { year: 2026, month: 5 },
      '2026-07-10',
      daily('2026-06-01', '2026-06-30', 10),
      daily('2025-06-01', '2025-06-30', 10, (day) => day > '2025-06-18'),
      '2020-01-01',
    );
    expect(c).toMatchObject({ status: 'partial', reason: 'missingDays', previousDaysWithData: 18, days: 30 });
    expect(c.changePct).toBeNull();
  });

  it('compares when both sides miss the same days (a hotel that weighs no Sunday)', () => {
    const sundays = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    const c = compareMonth(
      { year: 2026, month: 5 },
      '2026-07-10',
      daily('2026-06-01', '2026-06-30', 12, sundays),
      daily('2025-06-01', '2025-06-30', 10, sundays),
      '2020-01-01',
    );
    expect(c.status).toBe('comparable');
    // 26 days × 12 kg against 25 days × 10 kg (June 2025 had five Sundays).
    expect(c.changePct).toBe(24.8);
  });

  it('says there is no earlier data, and that a month not started is not compared', () => {
    const none = compareMonth(november, '2026-11-23', daily('2026-11-01', '2026-11-23', 10), new Map(), '2026-03-01');
    expect(none).toMatchObject({ status: 'noEarlierData', changePct: null });
    const future = compareMonth(
      { year: 2026, month: 11 },
      '2026-11-23',
      new Map(),
      daily('2025-12-01', '2025-12-31', 5),
      null,
    );
    expect(future).toMatchObject({ status: 'notStarted', changePct: null, days: 0 });
  });
});

describe('the comparison in words', () => {
  const words = wordsFrom((key) => {
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], VOCABULARY.en);
    return String(value);
  });
  const format = { period: '2025', pct: (v: number) => `${v}%`, date: (iso: string) => iso };

  it('gives the change only for a like-for-like comparison and names the partial one', () => {
    const same = compareMonth(
      november,
      '2026-11-23',
      daily('2026-11-01', '2026-11-23', 12),
      daily('2025-11-01', '2025-11-30', 10),
      null,
    );
    expect(words.comparison(same, format)).toBe('+20% compared with the same days of 2025');
    const partial = compareMonth(
      november,
      '2026-11-30',
      daily('2026-11-01', '2026-11-30', 10),
      daily('2025-11-20', '2025-11-30', 10),
      '2025-11-20',
    );
    expect(words.comparison(partial, format)).toBe('2025 partial (data since 2025-11-20): not compared');
    expect(words.comparison(partial, format)).not.toMatch(/%/);
  });
});
