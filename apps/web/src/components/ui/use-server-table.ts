import { useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';

/**
 * The state of a DataTable the server sorts and pages: the sorted column (one of `sorts`, else `fallback`
 * ascending), the page, and `firstPage`, which applies a change of filter or order and goes back to the first page
 * (page 3 of the old results means nothing in the new ones). `query` is what the list's API takes; `table` is what
 * the DataTable takes.
 */
export function useServerTable<K extends string>(sorts: readonly K[], fallback: K, pageSize = 20) {
  const [sorting, setSorting] = useState<SortingState>([{ id: fallback, desc: false }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const chosen = sorting[0];
  const sort = chosen && (sorts as readonly string[]).includes(chosen.id) ? chosen : { id: fallback, desc: false };
  const firstPage = (update: () => void) => {
    update();
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };
  return {
    firstPage,
    query: {
      sort: sort.id as K,
      dir: sort.desc ? ('desc' as const) : ('asc' as const),
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
    },
    table: {
      sorting,
      onSortingChange: (next: SortingState) => firstPage(() => setSorting(next)),
      pagination,
      onPaginationChange: setPagination,
    },
  };
}
