import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserSchema, type UserRow } from '@ecopeso/shared/users';
import { grantableRoles, mayHavePin, type Role } from '@ecopeso/shared/roles';
import { AuditHistory } from '@/components/audit-history';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormTextField, useZodForm } from '@/components/ui/form';
import type { MultiSelectOption } from '@/components/ui/multi-select';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateUser } from '../api/users';
import { Modal } from '@/components/ui/modal';
import { RoleAndClientsFields } from './role-and-clients';
import { userErrorText } from './user-errors';
import { Alert } from '@/components/ui/alert';
import { PinSetting } from '@/components/pin-setting';
import { useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../api/users';

/** Edits a user's name, level and clients from the version it opened with, and shows the user's history. */
export function EditDialog({
  user,
  onClose,
  actor,
  clientOptions,
  clientName,
}: {
  user: UserRow;
  onClose(): void;
  actor: { id: string; role: Role };
  clientOptions: readonly MultiSelectOption[];
  clientName(id: string): string;
}) {
  const { t } = useTranslation('admin-users');
  const toast = useToast();
  const update = useUpdateUser();
  const queries = useQueryClient();
  const self = user.id === actor.id;
  const roles = self ? [user.role] : grantableRoles(actor.role);
  const form = useZodForm(updateUserSchema, {
    defaultValues: { version: user.version, name: user.name, role: user.role, clientIds: user.clientIds },
  });
  const [error, setError] = useState<{ text: string; stale: boolean } | null>(null);
  // Clients the user has that the list of options lacks (an inactive client) still show by name.
  const options = [
    ...clientOptions,
    ...user.clientIds
      .filter((id) => !clientOptions.some((o) => o.id === id))
      .map((id) => ({ id, label: clientName(id) })),
  ];

  return (
    <Modal open title={t('editTitle')} onClose={onClose} wide>
      <div className="grid gap-6 md:grid-cols-2">
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            setError(null);
            try {
              await update.mutateAsync({ id: user.id, ...values, role: self ? undefined : values.role });
              toast.show('success', t('toast.saved'));
              onClose();
            } catch (err) {
              setError({ text: userErrorText(t, err), stale: err instanceof ApiError && err.code === 'aborted' });
            }
          }}
        >
          <p className="text-slate-700">{user.email}</p>
          <FormTextField name="name" label={t('form.name')} required autoComplete="off" />
          <RoleAndClientsFields
            roles={roles}
            clientOptions={options}
            roleLocked={self}
            roleHint={self ? t('form.ownRole') : undefined}
          />
          <FormActions
            error={
              error && (
                <Alert as="div" className="space-y-2">
                  <p>{error.text}</p>
                  {error.stale && (
                    <Button size="sm" onClick={onClose}>
                      {t('errors.reload')}
                    </Button>
                  )}
                </Alert>
              )
            }
            onCancel={onClose}
            busy={update.isPending}
          />
        </Form>
        <div className="space-y-6">
          {mayHavePin(user.role) && (
            <PinSetting
              url={`/api/v1/users/${encodeURIComponent(user.id)}/pin`}
              hasPin={user.hasPin}
              onChanged={() => void queries.invalidateQueries({ queryKey: usersQueryKey })}
            />
          )}
          <AuditHistory
            entity="user"
            id={user.id}
            headingLevel={3}
            formatValue={(field, value) =>
              field === 'clientIds' && typeof value === 'string' ? clientName(value) : undefined
            }
          />
        </div>
      </div>
    </Modal>
  );
}
