import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteUserSchema, type PasswordLink } from '@ecopeso/shared/users';
import { grantableRoles, type Role } from '@ecopeso/shared/roles';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import { selectOptions } from '@/components/ui/field';
import type { MultiSelectOption } from '@/components/ui/multi-select';
import { useToast } from '@/components/ui/toast';
import { useInviteUser } from '../api/users';
import { LinkPanel } from './link-panel';
import { Modal } from '@/components/ui/modal';
import { RoleAndClientsFields } from './role-and-clients';
import { userErrorText } from './user-errors';

/** "Convidar usuário": name, e-mail, level, allowed clients, e-mail language; then the link, shown once. */
export function InviteDialog({
  open,
  onClose,
  actorRole,
  clientOptions,
  language,
}: {
  open: boolean;
  onClose(): void;
  actorRole: Role;
  clientOptions: readonly MultiSelectOption[];
  language: Language;
}) {
  const { t } = useTranslation('admin-users');
  const toast = useToast();
  const invite = useInviteUser();
  const roles = grantableRoles(actorRole);
  const form = useZodForm(inviteUserSchema, {
    defaultValues: { name: '', email: '', role: 'operacional', clientIds: [], language },
  });
  const [result, setResult] = useState<{ link: PasswordLink; email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    form.reset();
    setResult(null);
    setError(null);
    invite.reset();
    onClose();
  }

  return (
    <Modal open={open} title={t('inviteTitle')} onClose={close}>
      {result ? (
        <div className="space-y-4">
          <LinkPanel link={result.link} email={result.email} />
          <Button onClick={close}>{t('form.close')}</Button>
        </div>
      ) : (
        <Form
          form={form}
          className="space-y-4"
          onSubmit={async (values) => {
            setError(null);
            try {
              const created = await invite.mutateAsync(values);
              toast.show('success', t('toast.invited', { name: created.user.name }));
              setResult({ link: created.link, email: created.user.email });
            } catch (err) {
              setError(userErrorText(t, err, 'exists'));
            }
          }}
        >
          <FormTextField name="name" label={t('form.name')} required autoComplete="off" />
          <FormTextField name="email" label={t('form.email')} required type="email" autoComplete="off" />
          <RoleAndClientsFields roles={roles} clientOptions={clientOptions} roleRequired />
          <FormSelect
            name="language"
            label={t('form.language')}
            description={t('form.languageHint')}
            options={selectOptions(LANGUAGES, (lang) => t(`form.languages.${lang}`))}
          />
          <FormActions
            error={error}
            onCancel={close}
            submitLabel={t('form.inviteSubmit')}
            busy={invite.isPending}
            busyLabel={t('form.inviting')}
          />
        </Form>
      )}
    </Modal>
  );
}
