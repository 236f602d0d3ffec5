import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import type { ClientRow } from '@ecopeso/shared/dashboard';
import type { Language } from '@ecopeso/shared/languages';
import { PER_GUEST_METRICS, type PerGuestMetric } from '@ecopeso/shared/per-guest';
import type { FilterState } from '@ecopeso/shared/periods';
import { formatBrl, formatGoalPct, formatKg, formatPct } from '@ecopeso/shared/figures';
import { formatPerGuest } from '@ecopeso/shared/per-guest';
import { DataTable } from '@/components/ui/data-table';
import type { DataTableColumn } from '@/components/ui/data-table-state';
import { searchFor } from '../lib/filter-url';

type SortKey = keyof Pick<
  ClientRow,
  'name' | 'totalKg' | 'kgPerDay' | 'diversionPct' | 'co2eAvoidedKg' | 'costBrl' | PerGuestMetric
>;

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Rows in the order the table's header asks, unknown values (no occupancy, no weight) last either way. */
export function sortClientRows(rows: readonly ClientRow[], sorting: SortingState): ClientRow[] {
  const { id, desc } = sorting[0] ?? { id: 'totalKg', desc: true };
  const key = id as SortKey;
  return [...rows].sort((a, b) => {
    if (key === 'name') return (desc ? -1 : 1) * byName.compare(a.name, b.name);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (desc ? -1 : 1) * ((x as number) - (y as number)) || byName.compare(a.name, b.name);
  });
}

/** A column of figures: right-aligned, sorted by its own value (sortClientRows). */
function figure(
  id: Exclude<SortKey, 'name'>,
  header: string,
  cell: (row: ClientRow) => ReactNode,
): DataTableColumn<ClientRow> {
  return { id, accessorKey: id, header, meta: { align: 'right' }, cell: ({ row }) => cell(row.original) };
}

/**
 * Each client of a multi-client dashboard side by side: weight, weight per day, diversion against its own goal,
 * CO2e avoided, estimated cost, and per guest-night, per guest and per meal where its activity is known. Sortable; a
 * client's name opens its own dashboard with the same period.
 */
export function ClientTable({ rows, filter, lang }: { rows: ClientRow[]; filter: FilterState; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalKg', desc: true }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const none = '—';
  const columns = useMemo<DataTableColumn<ClientRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('clients.name'),
        cell: ({ row }) => (
          <Link
            to={{ search: `?${searchFor(row.original.clientId, { ...filter, selectedAreas: [] }).toString()}` }}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      figure('totalKg', t('clients.totalKg'), (r) => formatKg(r.totalKg, lang)),
      figure('kgPerDay', t('clients.kgPerDay'), (r) => (r.kgPerDay === null ? none : formatKg(r.kgPerDay, lang))),
      figure('diversionPct', t('clients.diversion'), ({ diversionPct, goalPct }) => {
        if (diversionPct === null) return none;
        const met = diversionPct >= goalPct;
        return (
          <span className={met ? 'text-brand-800' : 'text-amber-900'}>
            {formatPct(diversionPct, lang)} {t('clients.ofGoal', { pct: formatGoalPct(goalPct, lang) })}
          </span>
        );
      }),
      figure('co2eAvoidedKg', t('clients.co2e'), (r) => formatKg(r.co2eAvoidedKg, lang)),
      figure('costBrl', t('clients.cost'), (r) =>
        r.costBrl === null ? t('summary.noPrice') : formatBrl(r.costBrl, lang),
      ),
      ...PER_GUEST_METRICS.map((metric) =>
        figure(metric, t(`clients.${metric}`), (r) => formatPerGuest(metric, r[metric], lang)),
      ),
    ],
    [t, lang, filter],
  );
  const sorted = sortClientRows(rows, sorting);
  const start = pagination.pageIndex * pagination.pageSize;
  return (
    <DataTable
      caption={t('clients.caption')}
      showCaption
      columns={columns}
      data={sorted.slice(start, start + pagination.pageSize)}
      getRowId={(row) => row.clientId}
      rowCount={rows.length}
      sorting={sorting}
      onSortingChange={setSorting}
      pagination={pagination}
      onPaginationChange={setPagination}
      pageSizes={[25, 50, 100]}
      emptyText={t('empty.noData')}
    />
  );
}
