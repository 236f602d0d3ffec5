import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyPreset,
  PRESETS,
  selectAreas,
  selectMonth,
  toggleYear,
  type FilterState,
  type YearMonth,
} from '@ecopeso/shared/periods';
import type { Language } from '@ecopeso/shared/languages';
import { offeredYears } from '../lib/filter-url';
import { monthLabel, monthNames } from '../lib/format';
import { AreaPicker } from './area-picker';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/field';
import { Button } from '@/components/ui/button';

const CHIP =
  'inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';
const chipClass = (on: boolean) =>
  `${CHIP} ${on ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;
const LABEL = 'mb-1 block text-sm font-semibold text-slate-700';

export interface FilterBarProps {
  filter: FilterState;
  today: YearMonth;
  areas: { id: string; name: string }[];
  lang: Language;
  onChange(next: FilterState): void;
}

/**
 * Spec §2–§4 filters: quick periods, years (the last one stays), one month or all, entry areas. Every change goes
 * through the shared period functions, so a change made by hand clears the active quick period.
 */
export function FilterBar({ filter, today, areas, lang, onChange }: FilterBarProps) {
  const { t } = useTranslation('dashboard');
  const ids = { presets: useId(), years: useId(), yearsHint: useId(), month: useId() };
  const names = monthNames(lang);
  const lastYear = filter.selectedYears.length === 1 ? filter.selectedYears[0] : null;
  const months = filter.selectedMonths;
  // A quick period or a year added by hand can leave several months; the select then shows them as one choice.
  const monthValue = months.length === 0 ? 'all' : months.length === 1 ? String(months[0]) : 'several';

  return (
    <Card padding="sm" className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <div role="group" aria-labelledby={ids.presets}>
        <span id={ids.presets} className={LABEL}>
          {t('filters.presets')}
        </span>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <Button
              variant="bare"
              key={preset}
              type="button"
              aria-pressed={filter.activePeriod === preset}
              onClick={() => onChange(applyPreset(filter, preset, today))}
              className={chipClass(filter.activePeriod === preset)}
            >
              {t(`filters.preset.${preset}`)}
            </Button>
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby={ids.years}>
        <span id={ids.years} className={LABEL}>
          {t('filters.years')}
        </span>
        <div className="flex flex-wrap gap-2">
          {offeredYears(today, filter.selectedYears).map((year) => {
            const on = filter.selectedYears.includes(year);
            const locked = year === lastYear;
            return (
              <Button
                variant="bare"
                key={year}
                type="button"
                aria-pressed={on}
                aria-disabled={locked || undefined}
                aria-describedby={locked ? ids.yearsHint : undefined}
                title={locked ? t('filters.lastYearStays') : undefined}
                onClick={() => onChange(toggleYear(filter, year))}
                className={`${chipClass(on)} ${locked ? 'cursor-not-allowed' : ''}`}
              >
                {year}
              </Button>
            );
          })}
        </div>
        <p id={ids.yearsHint} className="sr-only">
          {t('filters.lastYearStays')}
        </p>
      </div>
      <Select
        id={ids.month}
        size="sm"
        className="w-full sm:w-auto sm:min-w-52"
        label={t('filters.month')}
        value={monthValue}
        onChange={(event) =>
          onChange(selectMonth(filter, event.target.value === 'all' ? null : Number(event.target.value)))
        }
      >
        <option value="all">{t('filters.allMonths')}</option>
        {monthValue === 'several' && (
          <option value="several" disabled>
            {/* Short names, so three months of a quick period read whole ("set., out., nov."). */}
            {months.map((m) => monthLabel(2000, m, lang, false)).join(', ')}
          </option>
        )}
        {names.map((name, month) => (
          <option key={month} value={month}>
            {name}
          </option>
        ))}
      </Select>
      <AreaPicker
        areas={areas}
        selected={filter.selectedAreas}
        onChange={(areaIds) => onChange(selectAreas(filter, areaIds))}
      />
    </Card>
  );
}
