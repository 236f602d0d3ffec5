import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { userPageSchema } from '@ecopeso/shared/users';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import { DatePicker } from '@/components/ui/date-picker';
import { Select, TextField } from '@/components/ui/field';
import { apiFetch } from '@/lib/api-client';
import { useClientDetail, useClients } from '@/lib/clients-api';
import { useWords } from '@/lib/use-words';
import type { RecordFilters } from '../api/master-records';

function kgOrUndefined(text: string): number | undefined {
  const kg = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(kg) && kg >= 0 ? kg : undefined;
}

/** The record editor's filters: client, period, area (of the chosen client), type, user, weight range, state. */
export function RecordFilterFields({
  filters,
  onChange: setFilter,
}: {
  filters: RecordFilters;
  onChange(patch: Partial<RecordFilters>): void;
}) {
  const { t } = useTranslation('master-tools');
  const words = useWords();
  const clients = useClients();
  const clientDetail = useClientDetail(filters.clientId ?? null);
  const users = useQuery({
    queryKey: ['master-tools', 'users'],
    queryFn: ({ signal }) => apiFetch('/api/v1/users?pageSize=100&sort=name', userPageSchema, { signal }),
  });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('records.filters')}</legend>
      <Select
        label={t('records.client')}
        value={filters.clientId ?? ''}
        onChange={(e) => setFilter({ clientId: e.target.value || undefined, areaId: undefined })}
      >
        <option value="">{t('records.allClients')}</option>
        {clients.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <DatePicker
        label={t('records.from')}
        value={filters.from ?? null}
        onChange={(v) => setFilter({ from: v ?? undefined })}
      />
      <DatePicker
        label={t('records.to')}
        value={filters.to ?? null}
        onChange={(v) => setFilter({ to: v ?? undefined })}
      />
      <Select
        label={t('records.area')}
        value={filters.areaId ?? ''}
        disabled={!filters.clientId}
        onChange={(e) => setFilter({ areaId: e.target.value || undefined })}
      >
        <option value="">{t('records.allAreas')}</option>
        {clientDetail.data?.areas.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('records.type')}
        value={filters.wasteType ?? ''}
        onChange={(e) => setFilter({ wasteType: (e.target.value || undefined) as WasteType | undefined })}
      >
        <option value="">{t('records.allTypes')}</option>
        {WASTE_TYPES.map((type) => (
          <option key={type} value={type}>
            {words.wasteType(type)}
          </option>
        ))}
      </Select>
      <Select
        label={t('records.user')}
        value={filters.userId ?? ''}
        onChange={(e) => setFilter({ userId: e.target.value || undefined })}
      >
        <option value="">{t('records.allUsers')}</option>
        {users.data?.items.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name} ({u.email})
          </option>
        ))}
      </Select>
      <TextField
        label={t('records.minKg')}
        inputMode="decimal"
        defaultValue=""
        onBlur={(e) => setFilter({ minKg: kgOrUndefined(e.target.value) })}
      />
      <TextField
        label={t('records.maxKg')}
        inputMode="decimal"
        defaultValue=""
        onBlur={(e) => setFilter({ maxKg: kgOrUndefined(e.target.value) })}
      />
      <Select
        label={t('records.state')}
        value={filters.deleted ?? 'false'}
        onChange={(e) => setFilter({ deleted: e.target.value as 'true' | 'false' })}
      >
        <option value="false">{t('records.live')}</option>
        <option value="true">{t('records.deletedOnes')}</option>
      </Select>
    </fieldset>
  );
}
