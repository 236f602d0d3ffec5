import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, ICON_PATHS } from '@/components/icon';

export interface AreaPickerProps {
  areas: { id: string; name: string }[];
  /** Empty means every area, records without one included. */
  selected: string[];
  onChange(areaIds: string[]): void;
}

/**
 * Entry-area multi-select: a disclosure holding a checkbox per area and "All areas". A native <details>, so it
 * opens by keyboard and is announced as expanded or collapsed; Escape or a click elsewhere closes it.
 */
export function AreaPicker({ areas, selected, onChange }: AreaPickerProps) {
  const { t } = useTranslation('dashboard');
  const labelId = useId();
  const valueId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  const chosen = areas.filter((a) => selected.includes(a.id));
  const summary = chosen.length ? chosen.map((a) => a.name).join(', ') : t('filters.allAreas');

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((areaId) => areaId !== id));

  return (
    <div className="w-full min-w-0 sm:w-72">
      <span id={labelId} className="mb-1 block text-sm font-semibold text-slate-700">
        {t('filters.areas')}
      </span>
      <details ref={ref} className="group relative">
        <summary
          aria-labelledby={`${labelId} ${valueId}`}
          className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 [&::-webkit-details-marker]:hidden"
        >
          <span id={valueId} className="min-w-0 flex-1 truncate">
            {summary}
          </span>
          <Icon
            d={ICON_PATHS.chevronDown}
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            strokeWidth={2}
          />
        </summary>
        <fieldset className="absolute right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-300 bg-white p-2 shadow-lg">
          <legend className="sr-only">{t('filters.areas')}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-100">
            <input
              type="checkbox"
              checked={selected.length === 0}
              onChange={() => onChange([])}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="font-semibold">{t('filters.allAreas')}</span>
          </label>
          {areas.map((area) => (
            <label
              key={area.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-100"
            >
              <input
                type="checkbox"
                checked={selected.includes(area.id)}
                onChange={(event) => toggle(area.id, event.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>{area.name}</span>
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
