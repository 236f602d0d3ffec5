import { describe, expect, it } from 'vitest';
import { constructTable, createColumnHelper, type PaginationState, type SortingState } from '@tanstack/react-table';
import {
  ariaSort,
  dataTableFeatures,
  dataTableOptions,
  fromSortParam,
  pageRange,
  toSortParam,
  type ServerTableState,
} from './data-table-state';
// The same bindings useTable gives the core in a browser, without React: the table's logic runs here as it does
// on the page. (table-core is react-table's own dependency at the same exact version.)
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';

interface User {
  id: string;
  name: string;
  lastSignIn: string | null;
}

const helper = createColumnHelper<typeof dataTableFeatures, User>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Nome' }),
  helper.accessor('lastSignIn', { header: 'Último acesso', sortDescFirst: true }),
  helper.display({ id: 'actions', header: 'Ações', enableSorting: false }),
]);

/** A table whose state lives here, as a page's would (in its URL), updated through the table's callbacks. */
function harness(initial: ServerTableState) {
  const state = { ...initial };
  const apply = <T>(value: T | ((old: T) => T), old: T): T =>
    typeof value === 'function' ? (value as (old: T) => T)(old) : value;
  const build = () =>
    constructTable({
      ...dataTableOptions<User>({
        columns,
        data: [{ id: 'u1', name: 'Ana', lastSignIn: null }],
        rowCount: 45,
        getRowId: (row) => row.id,
        sorting: state.sorting,
        pagination: state.pagination,
        onSortingChange: (next) => (state.sorting = apply<SortingState>(next, state.sorting)),
        onPaginationChange: (next) => (state.pagination = apply<PaginationState>(next, state.pagination)),
      }),
      features: { coreReactivityFeature: storeReactivityBindings(), ...dataTableFeatures } as typeof dataTableFeatures,
    });
  return { state, build };
}

describe('DataTable sort state', () => {
  it('sorts one column at a time and never drops back to unsorted', () => {
    const { state, build } = harness({
      sorting: [{ id: 'name', desc: false }],
      pagination: { pageIndex: 0, pageSize: 20 },
    });
    build().getColumn('name')!.toggleSorting();
    expect(state.sorting).toEqual([{ id: 'name', desc: true }]);
    const name = build().getColumn('name')!;
    expect(name.getNextSortingOrder()).toBe('asc');
    build().getColumn('lastSignIn')!.toggleSorting(undefined, true);
    expect(state.sorting).toHaveLength(1);
    expect(state.sorting[0]!.id).toBe('lastSignIn');
  });

  it('tells aria-sort only for the sorted column and refuses to sort a display column', () => {
    const { build } = harness({ sorting: [{ id: 'name', desc: true }], pagination: { pageIndex: 0, pageSize: 20 } });
    const table = build();
    expect(ariaSort(table.getColumn('name')!.getIsSorted())).toBe('descending');
    expect(ariaSort(table.getColumn('lastSignIn')!.getIsSorted())).toBeUndefined();
    expect(table.getColumn('actions')!.getCanSort()).toBe(false);
  });

  it('pages by the server total, not by the rows it holds', () => {
    const { state, build } = harness({ sorting: [], pagination: { pageIndex: 0, pageSize: 20 } });
    const table = build();
    expect(table.getPageCount()).toBe(3);
    expect(table.getCanNextPage()).toBe(true);
    table.nextPage();
    expect(state.pagination.pageIndex).toBe(1);
    expect(pageRange({ pageIndex: 2, pageSize: 20 }, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange({ pageIndex: 0, pageSize: 20 }, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('sort parameter', () => {
  it('round-trips and ignores unknown columns', () => {
    expect(toSortParam([{ id: 'lastSignIn', desc: true }])).toBe('-lastSignIn');
    expect(toSortParam([])).toBeUndefined();
    const fallback = [{ id: 'name', desc: false }];
    expect(fromSortParam('-lastSignIn', ['name', 'lastSignIn'], fallback)).toEqual([{ id: 'lastSignIn', desc: true }]);
    expect(fromSortParam('password', ['name'], fallback)).toBe(fallback);
    expect(fromSortParam(null, ['name'], fallback)).toBe(fallback);
  });
});
