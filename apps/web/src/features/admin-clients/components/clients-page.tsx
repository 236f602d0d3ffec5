import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SORTS, type ClientRow } from '@ecopeso/shared/admin-clients';
import { can } from '@ecopeso/shared/roles';
import { formatCnpj } from '@ecopeso/shared/cnpj';
import { AuditHistory } from '@/components/audit-history';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { DataTableColumn } from '@/components/ui/data-table-state';
import { ListFilters, type ActiveFilter } from './list-filters';
import { Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/use-current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminClients, useClientAdmin, useSaveClient } from '../api/admin-clients';
import { errorText } from '../lib/error-text';
import { ClientForm, formValues } from './client-form';
import { ContractsPanel } from './contracts-panel';
import { KitchenPanel } from './kitchen-panel';
import { LicenceBanner } from '@/components/licence-banner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { useServerTable } from '@/components/ui/use-server-table';

type Editing = { mode: 'new' } | { mode: 'edit'; id: string } | { mode: 'copy'; id: string };

/** /app/admin/clientes (master), inside the ToastProvider the app gives it. */
export function ClientsPage() {
  const { t } = useTranslation('admin-clients');
  useDocumentTitle(t('clients.pageTitle'));
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <LicenceBanner />
      {editing ? (
        <ClientEditor key={JSON.stringify(editing)} editing={editing} onDone={() => setEditing(null)} />
      ) : (
        <ClientList onEdit={setEditing} />
      )}
    </div>
  );
}

function ClientList({ onEdit }: { onEdit(e: Editing): void }) {
  const { t } = useTranslation('admin-clients');
  const [filters, setFilters] = useState<{ q: string; status: ActiveFilter }>({ q: '', status: 'all' });
  const { firstPage, query, table } = useServerTable(CLIENT_SORTS, 'name');
  const clients = useAdminClients({
    q: filters.q.trim() || undefined,
    status: filters.status,
    ...query,
  });
  const columns = useMemo<DataTableColumn<ClientRow>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('columns.name'), meta: { label: t('columns.name') } },
      {
        id: 'cnpj',
        header: 'CNPJ',
        enableSorting: false,
        meta: { label: 'CNPJ' },
        // A CNPJ is one value: never broken across lines.
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{row.original.cnpj ? formatCnpj(row.original.cnpj) : '—'}</span>
        ),
      },
      { id: 'city', accessorKey: 'city', header: t('columns.city'), meta: { label: t('columns.city') } },
      { id: 'state', accessorKey: 'state', header: t('columns.state'), meta: { label: t('columns.state') } },
      {
        id: 'areas',
        accessorKey: 'areas',
        header: t('columns.areas'),
        enableSorting: false,
        meta: { label: t('columns.areas') },
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        meta: { label: t('columns.status') },
        cell: ({ row }) => (
          <Badge tone={row.original.active ? 'success' : 'neutral'}>
            {t(row.original.active ? 'status.active' : 'status.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        meta: { label: t('columns.actions'), sticky: true },
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              aria-label={t('actions.editClient', { name: row.original.name })}
              onClick={() => onEdit({ mode: 'edit', id: row.original.id })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="sm"
              aria-label={t('actions.copyClient', { name: row.original.name })}
              onClick={() => onEdit({ mode: 'copy', id: row.original.id })}
            >
              {t('actions.copy')}
            </Button>
          </div>
        ),
      },
    ],
    [t, onEdit],
  );
  return (
    <>
      <PageHeader
        title={t('clients.title')}
        description={t('clients.intro')}
        actions={
          <Button variant="primary" onClick={() => onEdit({ mode: 'new' })}>
            {t('clients.new')}
          </Button>
        }
      />
      <ListFilters {...filters} onChange={(next) => firstPage(() => setFilters(next))} />
      {clients.isError ? (
        <Alert>{t('errors.load')}</Alert>
      ) : (
        <DataTable
          caption={t('clients.caption')}
          columns={columns}
          data={clients.data?.items ?? []}
          getRowId={(c) => c.id}
          rowCount={clients.data?.total ?? 0}
          {...table}
          loading={clients.isFetching}
          emptyText={t('clients.empty')}
        />
      )}
    </>
  );
}

function ClientEditor({ editing, onDone }: { editing: Editing; onDone(): void }) {
  const { t } = useTranslation('admin-clients');
  const toast = useToast();
  const user = useCurrentUser();
  const sourceId = editing.mode === 'new' ? null : editing.id;
  const source = useClientAdmin(sourceId);
  const save = useSaveClient();
  const [error, setError] = useState<{ text: string; stale: boolean } | null>(null);
  const [tab, setTab] = useState('data');
  const [deactivating, setDeactivating] = useState(false);
  const client = editing.mode === 'edit' ? (source.data ?? null) : null;

  if (sourceId && !source.data) {
    return source.isError ? <Alert>{t('errors.load')}</Alert> : <p>{t('loading')}</p>;
  }
  const withRecords = new Set(client?.areas.filter((a) => a.hasRecords).map((a) => a.id) ?? []);
  const title =
    editing.mode === 'new'
      ? t('clients.new')
      : editing.mode === 'copy'
        ? t('clients.copyOf', { name: source.data?.name })
        : t('clients.editTitle', { name: client?.name });

  const form = (
    <ClientForm
      key={client ? `${client.id}:${client.version}` : editing.mode}
      initial={formValues(source.data ?? null, editing.mode)}
      withRecords={withRecords}
      busy={save.isPending}
      error={
        error && (
          <Alert as="div" className="space-y-2">
            <p>{error.text}</p>
            {error.stale && (
              <Button size="sm" onClick={() => void source.refetch().then(() => setError(null))}>
                {t('errors.reload')}
              </Button>
            )}
          </Alert>
        )
      }
      onCancel={onDone}
      onSubmit={async (values) => {
        setError(null);
        try {
          await save.mutateAsync({
            clientId: client?.id ?? null,
            input: client ? { ...values, version: client.version } : values,
          });
          toast.show('success', t('toast.clientSaved', { name: values.name }));
          onDone();
        } catch (err) {
          setError({ text: errorText(t, err), stale: err instanceof ApiError && err.code === 'aborted' });
        }
      }}
    />
  );

  return (
    <section aria-labelledby="client-editor-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="client-editor-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        <div className="flex gap-2">
          {client?.active && (
            <Button variant="danger" onClick={() => setDeactivating(true)}>
              {t('actions.deactivate')}
            </Button>
          )}
          <Button onClick={onDone}>{t('actions.back')}</Button>
        </div>
      </div>
      {client ? (
        <Tabs
          label={t('clients.sections')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'data', label: t('tabs.data'), content: form },
            {
              id: 'contracts',
              label: t('tabs.contracts'),
              content: <ContractsPanel client={client} />,
            },
            // The kitchen's lists: for who holds kitchen:manage (roles.ts), as the server checks.
            ...(can(user.role, 'kitchen:manage')
              ? [
                  {
                    id: 'kitchen',
                    label: t('tabs.kitchen'),
                    content: <KitchenPanel client={client} />,
                  },
                ]
              : []),
            {
              id: 'history',
              label: t('tabs.history'),
              content: <AuditHistory entity="client" id={client.id} headingLevel={2} />,
            },
          ]}
        />
      ) : (
        form
      )}
      <ConfirmDialog
        open={deactivating}
        theme="danger"
        title={t('confirm.deactivateTitle')}
        message={t('confirm.deactivateMessage', { name: client?.name ?? '' })}
        confirmText={t('confirm.deactivate')}
        cancelText={t('confirm.cancel')}
        busy={save.isPending}
        onCancel={() => setDeactivating(false)}
        onConfirm={() => {
          if (!client) return;
          save.mutate(
            { clientId: client.id, input: { version: client.version, active: false } },
            {
              onSuccess: () => {
                toast.show('success', t('toast.clientDeactivated', { name: client.name }), { action: 'deactivate' });
                onDone();
              },
              onError: (err) => toast.show('error', errorText(t, err), { action: 'deactivate' }),
              onSettled: () => setDeactivating(false),
            },
          );
        }}
      />
    </section>
  );
}
