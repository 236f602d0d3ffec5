import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantableRoles, type Role } from '@ecopeso/shared/roles';
import { USER_SORTS, USER_STATUSES, type PasswordLink, type UserRow, type UserStatus } from '@ecopeso/shared/users';
import { formatDateTime } from '@ecopeso/shared/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { DataTableColumn } from '@/components/ui/data-table-state';
import { namedOptions, Select, selectOptions, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useCurrentUser } from '@/lib/use-current-user';
import { useClients } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWords } from '@/lib/use-words';
import { useIssuePasswordLink, useUpdateUser, useUsers } from '../api/users';
import { EditDialog } from './edit-dialog';
import { InviteDialog } from './invite-dialog';
import { LinkPanel } from './link-panel';
import { Modal } from '@/components/ui/modal';
import { userErrorText } from './user-errors';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { useServerTable } from '@/components/ui/use-server-table';
import { FilterBar } from '@/components/ui/filter-bar';
import { Alert } from '@/components/ui/alert';

const STATUS_TONE: Record<UserStatus, BadgeTone> = { active: 'success', invited: 'warning', deactivated: 'neutral' };

/** /app/admin/usuarios for master and gerente (inside the ToastProvider the app gives it). */
export function UsersPage() {
  const { t } = useTranslation('admin-users');
  const words = useWords();
  const me = useCurrentUser();
  const { lang } = useLanguage();
  const toast = useToast();
  useDocumentTitle(t('pageTitle'));
  const clients = useClients();
  const clientOptions = useMemo(() => (clients.data ?? []).map((c) => ({ id: c.id, label: c.name })), [clients.data]);
  const clientName = (id: string) => clients.data?.find((c) => c.id === id)?.name ?? id.slice(0, 8);

  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [clientId, setClientId] = useState('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const { firstPage, query, table } = useServerTable(USER_SORTS, 'name');
  const users = useUsers({
    q: q.trim() || undefined,
    role: role || undefined,
    clientId: clientId || undefined,
    status: status || undefined,
    ...query,
  });

  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [toggling, setToggling] = useState<UserRow | null>(null);
  const [issued, setIssued] = useState<{ user: UserRow; link: PasswordLink } | null>(null);
  const update = useUpdateUser();
  const issueLink = useIssuePasswordLink();

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('columns.name'), meta: { label: t('columns.name') } },
      { id: 'email', accessorKey: 'email', header: t('columns.email'), meta: { label: t('columns.email') } },
      {
        id: 'role',
        accessorKey: 'role',
        header: t('columns.role'),
        meta: { label: t('columns.role') },
        cell: ({ row }) => words.role(row.original.role),
      },
      {
        id: 'clients',
        header: t('columns.clients'),
        enableSorting: false,
        meta: { label: t('columns.clients'), wide: true },
        cell: ({ row }) =>
          row.original.clientIds.length ? row.original.clientIds.map(clientName).join(', ') : t('noClients'),
      },
      {
        id: 'status',
        header: t('columns.status'),
        enableSorting: false,
        meta: { label: t('columns.status') },
        cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.status]}>{t(`status.${row.original.status}`)}</Badge>,
      },
      {
        id: 'lastSignInAt',
        accessorKey: 'lastSignInAt',
        header: t('columns.lastSignIn'),
        sortDescFirst: true,
        meta: { label: t('columns.lastSignIn') },
        cell: ({ row }) =>
          row.original.lastSignInAt ? (
            <span className="whitespace-nowrap">{formatDateTime(row.original.lastSignInAt, lang)}</span>
          ) : (
            t('never')
          ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        enableSorting: false,
        meta: { label: t('columns.actions'), sticky: true },
        cell: ({ row }) => {
          const user = row.original;
          const self = user.id === me.id;
          return (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                aria-label={t('actions.editUser', { name: user.name })}
                onClick={() => setEditing(user)}
              >
                {t('actions.edit')}
              </Button>
              {user.status !== 'deactivated' && (
                <Button
                  size="sm"
                  aria-label={t('actions.linkFor', { name: user.name })}
                  onClick={() =>
                    issueLink.mutate(
                      { id: user.id, language: lang },
                      {
                        onSuccess: (link) => {
                          toast.dismiss('link');
                          setIssued({ user, link });
                        },
                        onError: (err) => toast.show('error', userErrorText(t, err), { action: 'link' }),
                      },
                    )
                  }
                >
                  {t('actions.link')}
                </Button>
              )}
              {!self && (
                <Button
                  size="sm"
                  variant={user.status === 'deactivated' ? 'outline' : 'danger'}
                  aria-label={t(user.status === 'deactivated' ? 'actions.reactivateUser' : 'actions.deactivateUser', {
                    name: user.name,
                  })}
                  onClick={() => setToggling(user)}
                >
                  {t(user.status === 'deactivated' ? 'actions.reactivate' : 'actions.deactivate')}
                </Button>
              )}
            </div>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language or the clients change
    [t, words, clients.data, me.id, lang],
  );

  const reactivating = toggling?.status === 'deactivated';
  const roleFilters = grantableRoles(me.role);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button variant="primary" onClick={() => setInviting(true)}>
            {t('invite')}
          </Button>
        }
      />

      <FilterBar label={t('filters.label')} columns={4}>
        <TextField
          label={t('filters.search')}
          type="search"
          value={q}
          onChange={(e) => firstPage(() => setQ(e.target.value))}
        />
        <Select
          label={t('filters.role')}
          value={role}
          onChange={(e) => firstPage(() => setRole(e.target.value as Role | ''))}
          emptyOption={t('filters.all')}
          options={selectOptions(roleFilters, words.role)}
        />
        <Select
          label={t('filters.client')}
          value={clientId}
          onChange={(e) => firstPage(() => setClientId(e.target.value))}
          emptyOption={t('filters.all')}
          options={namedOptions(clients.data)}
        />
        <Select
          label={t('filters.status')}
          value={status}
          onChange={(e) => firstPage(() => setStatus(e.target.value as UserStatus | ''))}
          emptyOption={t('filters.all')}
          options={selectOptions(USER_STATUSES, (s) => t(`status.${s}`))}
        />
      </FilterBar>

      {users.isError ? (
        <Alert>{t('errors.load')}</Alert>
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          data={users.data?.items ?? []}
          getRowId={(u) => u.id}
          rowCount={users.data?.total ?? 0}
          {...table}
          loading={users.isFetching}
          emptyText={t('empty')}
        />
      )}

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        actorRole={me.role}
        clientOptions={clientOptions}
        language={lang}
      />
      {editing && (
        <EditDialog
          key={`${editing.id}:${editing.version}`}
          user={editing}
          onClose={() => setEditing(null)}
          actor={me}
          clientOptions={clientOptions}
          clientName={clientName}
        />
      )}
      <Modal open={issued !== null} title={t('link.title')} onClose={() => setIssued(null)}>
        {issued && <LinkPanel link={issued.link} email={issued.user.email} />}
      </Modal>
      <ConfirmDialog
        open={toggling !== null}
        theme={reactivating ? 'info' : 'danger'}
        title={t(reactivating ? 'confirm.reactivateTitle' : 'confirm.deactivateTitle')}
        message={t(reactivating ? 'confirm.reactivateMessage' : 'confirm.deactivateMessage', {
          name: toggling?.name ?? '',
        })}
        confirmText={t(reactivating ? 'confirm.reactivate' : 'confirm.deactivate')}
        cancelText={t('confirm.cancel')}
        busy={update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          const user = toggling;
          if (!user) return;
          update.mutate(
            { id: user.id, version: user.version, active: reactivating },
            {
              onSuccess: () =>
                toast.show(
                  'success',
                  t(reactivating ? 'toast.reactivated' : 'toast.deactivated', { name: user.name }),
                  {
                    action: 'toggle',
                  },
                ),
              onError: (err) => toast.show('error', userErrorText(t, err), { action: 'toggle' }),
              onSettled: () => setToggling(null),
            },
          );
        }}
      />
    </div>
  );
}
