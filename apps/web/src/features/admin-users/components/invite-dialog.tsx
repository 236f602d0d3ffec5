import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteUserSchema, type PasswordLink } from '@ecopeso/shared/users';
import { grantableRoles, needsClients, type Role } from '@ecopeso/shared/roles';
import { LANGUAGES, type Language } from '@ecopeso/shared/languages';
import { Button } from '@/components/ui/button';
import { Form, FormMultiSelect, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import type { MultiSelectOption } from '@/components/ui/multi-select';
import { useToast } from '@/components/ui/toast';
import { useWords } from '@/lib/use-words';
import { useInviteUser } from '../api/users';
import { LinkPanel } from './link-panel';
import { Modal } from '@/components/ui/modal';
import { userErrorText } from './user-errors';
import { Alert } from '@/components/ui/alert';

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
  const words = useWords();
  const toast = useToast();
  const invite = useInviteUser();
  const roles = grantableRoles(actorRole);
  const form = useZodForm(inviteUserSchema, {
    defaultValues: { name: '', email: '', role: 'operacional', clientIds: [], language },
  });
  // The level being given decides whether clients are required (the rule the server applies).
  const givenRole = useWatch({ control: form.control, name: 'role' });
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
          <FormSelect name="role" label={t('form.role')} required>
            {roles.map((role) => (
              <option key={role} value={role}>
                {words.role(role)}
              </option>
            ))}
          </FormSelect>
          <FormMultiSelect
            name="clientIds"
            label={t('form.clients')}
            description={t('form.clientsHint')}
            options={clientOptions}
            required={needsClients(givenRole)}
          />
          <FormSelect name="language" label={t('form.language')} description={t('form.languageHint')}>
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`form.languages.${lang}`)}
              </option>
            ))}
          </FormSelect>
          <div aria-live="assertive">{error && <Alert>{error}</Alert>}</div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button onClick={close}>{t('form.cancel')}</Button>
            <Button type="submit" variant="primary" loading={invite.isPending}>
              {invite.isPending ? t('form.inviting') : t('form.inviteSubmit')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
