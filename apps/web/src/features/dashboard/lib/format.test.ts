import { describe, expect, it } from 'vitest';
import { monthLabel, monthNames } from './format';

describe('dashboard formatting', () => {
  it('names months on an axis and in the filter, in any device time zone', () => {
    expect(monthLabel(2026, 0, 'en', true)).toBe('Jan 2026');
    expect(monthLabel(2026, 10, 'pt', false)).toBe('nov.');
    expect(monthNames('pt')[2]).toBe('Março');
    expect(monthNames('es')).toHaveLength(12);
  });
});
