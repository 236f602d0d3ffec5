import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@/components/ui/field';
import { FilterBar } from '@/components/ui/filter-bar';

export type ActiveFilter = 'all' | 'active' | 'inactive';

/**
 * The filters of a list of clients or of companies: a search by name and whether active. A change goes through
 * `onChange`, which takes the list back to its first page.
 */
export function ListFilters({
  q,
  status,
  onChange,
}: {
  q: string;
  status: ActiveFilter;
  onChange(next: { q: string; status: ActiveFilter }): void;
}) {
  const { t } = useTranslation('admin-clients');
  return (
    <FilterBar label={t('filters.label')}>
      <TextField
        label={t('filters.searchClients')}
        type="search"
        value={q}
        onChange={(e) => onChange({ q: e.target.value, status })}
      />
      <Select
        label={t('filters.status')}
        value={status}
        onChange={(e) => onChange({ q, status: e.target.value as ActiveFilter })}
        options={[
          { value: 'all', label: t('filters.all') },
          { value: 'active', label: t('status.active') },
          { value: 'inactive', label: t('status.inactive') },
        ]}
      />
    </FilterBar>
  );
}
