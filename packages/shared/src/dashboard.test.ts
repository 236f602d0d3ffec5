import { describe, expect, it } from 'vitest';
import { dashboardExportQuerySchema, dayRangeSchema } from './dashboard.ts';

const messages = (input: unknown) =>
  dayRangeSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('dayRangeSchema', () => {
  it('takes two days with the first on or before the second', () => {
    expect(dayRangeSchema.parse({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(messages({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
  });

  it('asks for a missing day and refuses an end before the start, each on its field', () => {
    expect(messages({ from: '', to: '2026-03-31' })).toEqual(['from: ui:validation.required']);
    expect(messages({ from: '2026-04-01', to: '2026-03-31' })).toEqual(['to: ui:validation.dateOrder']);
  });
});

describe('dashboardExportQuerySchema', () => {
  const query = (extra: Record<string, string>) => ({ clients: 'all', ...extra });

  it('exports the dashboard filter, or a range by the same rule as the range form', () => {
    expect(dashboardExportQuerySchema.safeParse(query({ years: '2026' })).success).toBe(true);
    expect(dashboardExportQuerySchema.safeParse(query({ from: '2026-03-01', to: '2026-03-31' })).success).toBe(true);
    expect(dashboardExportQuerySchema.safeParse(query({ from: '2026-04-01', to: '2026-03-31' })).success).toBe(false);
    expect(dashboardExportQuerySchema.safeParse(query({ from: '2026-03-01' })).success).toBe(false);
    expect(dashboardExportQuerySchema.safeParse(query({})).success).toBe(false);
  });
});
