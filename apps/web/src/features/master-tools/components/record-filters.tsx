import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { readDecimal } from '@ecopeso/shared/decimal-input';
import type { Language } from '@ecopeso/shared/languages';
import { userPageSchema } from '@ecopeso/shared/users';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import { DatePicker } from '@/components/ui/date-picker';
import { namedOptions, Select, selectOptions, TextField } from '@/components/ui/field';
import { apiFetch } from '@/lib/api-client';
import { useClientDetail, useClients } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import type { RecordFilters } from '../api/master-records';

/** Users listed in the user filter at once; the search narrows the rest. */
const USER_OPTIONS = 100;

/** A weight bound typed in the language (the one rule of every quantity field, packages/shared decimal-input.ts). */
function kgOrUndefined(text: string, lang: Language): number | undefined {
  const reading = readDecimal(text, lang);
  return reading.kind === 'ok' && reading.value >= 0 ? reading.value : undefined;
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
  const { lang } = useLanguage();
  const words = useWords();
  const clients = useClients();
  const clientDetail = useClientDetail(filters.clientId ?? null);
  // Users are found by name or e-mail on the server (there may be thousands); not narrowed to the chosen client's
  // users, since a master who is on no client's list may have weighed for it.
  const [userSearch, setUserSearch] = useState('');
  const search = useDeferredValue(userSearch.trim());
  const [chosenUser, setChosenUser] = useState<{ id: string; label: string } | null>(null);
  const users = useQuery({
    queryKey: ['master-tools', 'users', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageSize: String(USER_OPTIONS), sort: 'name' });
      if (search) query.set('q', search);
      return apiFetch(`/api/v1/users?${query}`, userPageSchema, { signal });
    },
    placeholderData: (previous) => previous,
  });
  const userOptions = (users.data?.items ?? []).map((u) => ({ id: u.id, label: `${u.name} (${u.email})` }));
  if (filters.userId && chosenUser?.id === filters.userId && !userOptions.some((u) => u.id === filters.userId))
    userOptions.unshift(chosenUser);
  const moreUsers = (users.data?.total ?? 0) - (users.data?.items.length ?? 0);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('records.filters')}</legend>
      <Select
        label={t('records.client')}
        value={filters.clientId ?? ''}
        onChange={(e) => setFilter({ clientId: e.target.value || undefined, areaId: undefined })}
        emptyOption={t('records.allClients')}
        options={namedOptions(clients.data)}
      />
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
        emptyOption={t('records.allAreas')}
        options={namedOptions(clientDetail.data?.areas)}
      />
      <Select
        label={t('records.type')}
        value={filters.wasteType ?? ''}
        onChange={(e) => setFilter({ wasteType: (e.target.value || undefined) as WasteType | undefined })}
        emptyOption={t('records.allTypes')}
        options={selectOptions(WASTE_TYPES, words.wasteType)}
      />
      <TextField
        label={t('records.userSearch')}
        type="search"
        value={userSearch}
        onChange={(e) => setUserSearch(e.target.value)}
        description={moreUsers > 0 ? t('records.userSearchMore', { count: moreUsers }) : undefined}
      />
      <Select
        label={t('records.user')}
        value={filters.userId ?? ''}
        onChange={(e) => {
          const id = e.target.value || undefined;
          setChosenUser(userOptions.find((u) => u.id === id) ?? null);
          setFilter({ userId: id });
        }}
        emptyOption={t('records.allUsers')}
        options={userOptions.map((u) => ({ value: u.id, label: u.label }))}
      />
      <TextField
        label={t('records.minKg')}
        inputMode="decimal"
        defaultValue=""
        onBlur={(e) => setFilter({ minKg: kgOrUndefined(e.target.value, lang) })}
      />
      <TextField
        label={t('records.maxKg')}
        inputMode="decimal"
        defaultValue=""
        onBlur={(e) => setFilter({ maxKg: kgOrUndefined(e.target.value, lang) })}
      />
      <Select
        label={t('records.state')}
        value={filters.deleted ?? 'false'}
        onChange={(e) => setFilter({ deleted: e.target.value as 'true' | 'false' })}
        options={[
          { value: 'false', label: t('records.live') },
          { value: 'true', label: t('records.deletedOnes') },
        ]}
      />
    </fieldset>
  );
}
