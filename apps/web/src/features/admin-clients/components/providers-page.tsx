import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { UFS, type Uf } from '@ecopeso/shared/admin-clients';
import { formatCnpj } from '@ecopeso/shared/cnpj';
import {
  createCarrierSchema,
  createReceiverSchema,
  MTR_SYSTEMS,
  type MtrSystem,
  type Provider,
  type ProviderKind,
} from '@ecopeso/shared/providers';
import { mtrSystemForState } from '@ecopeso/shared/mtr-systems';
import { DESTINATIONS } from '@ecopeso/shared/waste';
import { formatDay } from '@ecopeso/shared/dates';
import { AuditHistory } from '@/components/audit-history';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { DataTableColumn } from '@/components/ui/data-table-state';
import { selectOptions } from '@/components/ui/field';
import { ListFilters, type ActiveFilter } from './list-filters';
import {
  Form,
  FormActions,
  FormDatePicker,
  FormMultiSelect,
  FormSelect,
  FormTextField,
  useZodForm,
} from '@/components/ui/form';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWords } from '@/lib/use-words';
import { useProviders, useSaveProvider } from '../api/admin-clients';
import { useSave } from '../lib/use-save';
import { CnpjField } from './client-form';
import { LicenceBadge, LicenceBanner } from '@/components/licence-banner';
import { useLanguage } from '@/lib/language';
import { PageHeader } from '@/components/ui/page-header';

/** /app/admin/empresas-coleta (master): carriers and receivers, inside the ToastProvider the app gives it. */
export function ProvidersPage() {
  const { t } = useTranslation('admin-clients');
  useDocumentTitle(t('providers.pageTitle'));
  const [kind, setKind] = useState<ProviderKind>('carrier');
  const [editing, setEditing] = useState<Provider | 'new' | null>(null);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <LicenceBanner />
      <PageHeader title={t('providers.title')} description={t('providers.intro')} />
      {editing ? (
        <ProviderEditor
          key={editing === 'new' ? `new-${kind}` : `${editing.id}:${editing.version}`}
          kind={kind}
          provider={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Tabs
          label={t('providers.title')}
          selected={kind}
          onSelect={(k) => setKind(k as ProviderKind)}
          tabs={(['carrier', 'receiver'] as const).map((k) => ({
            id: k,
            label: t(k === 'carrier' ? 'providers.carriers' : 'providers.receivers'),
            content: <ProviderList kind={k} onEdit={setEditing} />,
          }))}
        />
      )}
    </div>
  );
}

function ProviderList({ kind, onEdit }: { kind: ProviderKind; onEdit(p: Provider | 'new'): void }) {
  const { t } = useTranslation('admin-clients');
  const { lang } = useLanguage();
  const words = useWords();
  const [filters, setFilters] = useState<{ q: string; status: ActiveFilter }>({ q: '', status: 'all' });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const list = useProviders(kind, {
    q: filters.q.trim() || undefined,
    status: filters.status,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  });
  const columns = useMemo<DataTableColumn<Provider>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('columns.name'),
        enableSorting: false,
        meta: { label: t('columns.name') },
      },
      {
        id: 'cnpj',
        header: 'CNPJ',
        enableSorting: false,
        meta: { label: 'CNPJ' },
        cell: ({ row }) => <span className="whitespace-nowrap">{formatCnpj(row.original.cnpj)}</span>,
      },
      {
        id: 'city',
        header: t('columns.city'),
        enableSorting: false,
        meta: { label: t('columns.city') },
        cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join('/') || '—',
      },
      ...(kind === 'receiver'
        ? [
            {
              id: 'destinations',
              header: t('providers.destinations'),
              enableSorting: false,
              meta: { label: t('providers.destinations') },
              cell: ({ row }) => row.original.destinations.map((d) => words.destination(d)).join(', '),
            } satisfies DataTableColumn<Provider>,
          ]
        : []),
      {
        id: 'licences',
        header: t('columns.licences'),
        enableSorting: false,
        meta: { label: t('columns.licences') },
        cell: ({ row }) =>
          row.original.licences.length ? (
            <ul className="space-y-1">
              {row.original.licences.map((l) => (
                <li key={l.id}>
                  <span className="whitespace-nowrap">{l.number}</span> ·{' '}
                  <span className="whitespace-nowrap">{formatDay(l.expiresOn, lang)}</span>{' '}
                  <LicenceBadge status={l.status} />
                </li>
              ))}
            </ul>
          ) : (
            '—'
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        meta: { label: t('columns.status') },
        cell: ({ row }) => t(row.original.active ? 'status.active' : 'status.inactive'),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        meta: { label: t('columns.actions'), sticky: true },
        cell: ({ row }) => (
          <Button
            size="sm"
            aria-label={t('actions.editClient', { name: row.original.name })}
            onClick={() => onEdit(row.original)}
          >
            {t('actions.edit')}
          </Button>
        ),
      },
    ],
    [t, words, kind, onEdit, lang],
  );
  return (
    <div className="space-y-4 pt-4">
      <div className="flex justify-end">
        <Button variant="primary" onClick={() => onEdit('new')}>
          {t(kind === 'carrier' ? 'providers.newCarrier' : 'providers.newReceiver')}
        </Button>
      </div>
      <ListFilters
        {...filters}
        onChange={(next) => {
          setFilters(next);
          // Page 3 of the old results means nothing in the new ones (the clients' list does the same).
          setPagination((p) => ({ ...p, pageIndex: 0 }));
        }}
      />
      <DataTable
        caption={t(kind === 'carrier' ? 'providers.carriers' : 'providers.receivers')}
        columns={columns}
        data={list.data?.items ?? []}
        getRowId={(p) => p.id}
        rowCount={list.data?.total ?? 0}
        sorting={sorting}
        onSortingChange={setSorting}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={list.isFetching}
        emptyText={t('providers.empty')}
      />
    </div>
  );
}

/** A carrier's form has the receiver's shape with no destinations (it offers none). */
const carrierFormSchema = createCarrierSchema.extend({ destinations: z.array(z.enum(DESTINATIONS)).max(0) });

/**
 * A provider's unit code in each MTR system, asked where it applies: SINIR (every state without its own system)
 * and the system of the provider's state first, with where to find the code; the other states' systems, and any
 * code already saved in them, under "Outros sistemas".
 */
function UnitCodes({ kind, saved }: { kind: ProviderKind; saved: Partial<Record<MtrSystem, string | undefined>> }) {
  const { t } = useTranslation('admin-clients');
  const state = useWatch<{ state: Uf | null }>({ name: 'state' });
  const first = new Set<MtrSystem>(['SINIR', mtrSystemForState(state)]);
  const others = MTR_SYSTEMS.filter((s) => !first.has(s));
  const field = (system: MtrSystem) => (
    <FormTextField
      key={system}
      name={`unitCodes.${system}`}
      label={t('providers.unitCodeIn', { system })}
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t('providers.unitCodes')}</legend>
      <p className="text-sm text-slate-700">
        {t(kind === 'carrier' ? 'providers.unitCodesHelpCarrier' : 'providers.unitCodesHelpReceiver')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">{[...first].map(field)}</div>
      <details open={others.some((s) => Boolean(saved[s]))}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('providers.otherSystems')}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">{others.map(field)}</div>
      </details>
    </fieldset>
  );
}

function ProviderEditor({ kind, provider, onDone }: { kind: ProviderKind; provider: Provider | null; onDone(): void }) {
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  const save = useSaveProvider();
  const { error, save: send } = useSave(onDone);
  const form = useZodForm(kind === 'receiver' ? createReceiverSchema : carrierFormSchema, {
    defaultValues: provider
      ? {
          name: provider.name,
          cnpj: formatCnpj(provider.cnpj),
          cep: provider.cep,
          street: provider.street,
          number: provider.number,
          city: provider.city,
          state: (UFS as readonly string[]).includes(provider.state ?? '')
            ? (provider.state as (typeof UFS)[number])
            : null,
          contactName: provider.contactName,
          contactEmail: provider.contactEmail,
          contactPhone: provider.contactPhone,
          unitCodes: provider.unitCodes,
          licences: provider.licences.map((l) => ({
            id: l.id,
            number: l.number,
            agency: l.agency,
            expiresOn: l.expiresOn,
          })),
          destinations: kind === 'receiver' ? provider.destinations : [],
          active: provider.active,
        }
      : {
          name: '',
          cnpj: '',
          unitCodes: {},
          licences: [],
          destinations: [],
          active: true,
        },
  });
  const licences = useFieldArray({ control: form.control, name: 'licences', keyName: 'key' });
  const title = provider
    ? t('providers.editTitle', { name: provider.name })
    : t(kind === 'carrier' ? 'providers.newCarrier' : 'providers.newReceiver');
  return (
    <section aria-labelledby="provider-title" className="grid gap-6 lg:grid-cols-3">
      <Form
        form={form}
        className="space-y-6 lg:col-span-2"
        aria-labelledby="provider-title"
        onSubmit={(values) => {
          const { destinations: _carriersHaveNone, ...rest } = values;
          const input = kind === 'receiver' ? values : rest;
          return send(
            () =>
              save.mutateAsync({
                kind,
                providerId: provider?.id ?? null,
                input: provider ? { ...input, version: provider.version } : (input as typeof values),
              }),
            t('toast.providerSaved', { name: values.name }),
          );
        }}
      >
        <h2 id="provider-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('sections.identification')}</legend>
          <FormTextField name="name" label={t('form.name')} required autoComplete="off" />
          <CnpjField label={t('form.cnpj')} />
          <label className="flex items-center gap-3">
            <input type="checkbox" className="h-5 w-5" {...form.register('active')} />
            {t('status.active')}
          </label>
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4 sm:grid-cols-3">
          <legend className="px-1 text-lg font-semibold">{t('sections.address')}</legend>
          <FormTextField name="cep" label={t('form.cep')} inputMode="numeric" />
          <FormTextField name="street" label={t('form.street')} className="sm:col-span-2" />
          <FormTextField name="number" label={t('form.number')} />
          <FormTextField name="city" label={t('form.city')} />
          <FormSelect name="state" label={t('form.state')} emptyOption="—" options={selectOptions(UFS, (uf) => uf)} />
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-300 p-4 sm:grid-cols-3">
          <legend className="px-1 text-lg font-semibold">{t('sections.contact')}</legend>
          <FormTextField name="contactName" label={t('providers.contactName')} />
          <FormTextField name="contactEmail" label={t('providers.contactEmail')} type="email" />
          <FormTextField name="contactPhone" label={t('providers.contactPhone')} type="tel" />
        </fieldset>
        <UnitCodes kind={kind} saved={provider?.unitCodes ?? {}} />
        <fieldset className="space-y-3 rounded-xl border border-slate-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('providers.licences')}</legend>
          {licences.fields.map((f, i) => (
            <div key={f.key} className="grid items-end gap-3 rounded-lg bg-slate-50 p-2 sm:grid-cols-4">
              <FormTextField
                name={`licences.${i}.number`}
                label={t('providers.licenceNumber', { n: i + 1 })}
                required
              />
              <FormTextField name={`licences.${i}.agency`} label={t('providers.agency', { n: i + 1 })} required />
              <FormDatePicker
                name={`licences.${i}.expiresOn`}
                label={t('providers.expiresOn', { n: i + 1 })}
                required
              />
              <Button size="sm" variant="danger" onClick={() => licences.remove(i)}>
                {t('providers.removeLicence', { n: i + 1 })}
              </Button>
            </div>
          ))}
          <Button onClick={() => licences.append({ number: '', agency: '', expiresOn: '' })}>
            {t('providers.addLicence')}
          </Button>
        </fieldset>
        {kind === 'receiver' && (
          <FormMultiSelect
            name="destinations"
            label={t('providers.destinations')}
            required
            options={DESTINATIONS.map((d) => ({ id: d, label: words.destination(d) }))}
          />
        )}
        <FormActions error={error} onCancel={onDone} busy={save.isPending} />
      </Form>
      {provider && <AuditHistory entity={kind} id={provider.id} headingLevel={2} />}
    </section>
  );
}
