import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MonthRangeFields, monthsIn, PeriodFields, type MonthRange } from './month-range';

describe('monthsIn', () => {
  it('counts both ends, across a year', () => {
    expect(monthsIn({ from: '2026-03', to: '2026-03' })).toBe(1);
    expect(monthsIn({ from: '2025-11', to: '2026-02' })).toBe(4);
    expect(monthsIn({ from: '2025-01', to: '2025-12' })).toBe(12);
  });

  it('is 0 for a first month after the last, an empty field or a month that does not exist', () => {
    expect(monthsIn({ from: '2026-04', to: '2026-03' })).toBe(0);
    expect(monthsIn({ from: '', to: '2026-03' })).toBe(0);
    expect(monthsIn({ from: '2026-13', to: '2027-01' })).toBe(0);
  });
});

describe('MonthRangeFields', () => {
  function Period() {
    const [range, setRange] = useState<MonthRange>({ from: '2026-01', to: '2026-06' });
    return (
      <>
        <MonthRangeFields value={range} onChange={setRange} fromLabel="De" toLabel="Até" />
        <output>{`${range.from}/${range.to}`}</output>
      </>
    );
  }

  it('shows each end under its label and changes only the end that was edited', () => {
    render(<Period />);
    expect(screen.getByLabelText<HTMLInputElement>('De').value).toBe('2026-01');
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-09' } });
    expect(screen.getByRole('status').textContent).toBe('2026-01/2026-09');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-12' } });
    expect(screen.getByRole('status').textContent).toBe('2025-12/2026-09');
  });
});

describe('PeriodFields', () => {
  it('asks for days when its type is date, and answers both ends', () => {
    const seen: { from: string; to: string }[] = [];
    render(
      <PeriodFields
        type="date"
        value={{ from: '2026-01-01', to: '2026-01-31' }}
        onChange={(range) => seen.push(range)}
        fromLabel="De"
        toLabel="Até"
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('De').type).toBe('date');
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-02-15' } });
    expect(seen).toEqual([{ from: '2026-01-01', to: '2026-02-15' }]);
  });
});
