import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { needsClients, type Role } from '@ecopeso/shared/roles';
import { FormMultiSelect, FormSelect } from '@/components/ui/form';
import { selectOptions } from '@/components/ui/field';
import type { MultiSelectOption } from '@/components/ui/multi-select';
import { useWords } from '@/lib/use-words';

/**
 * A user's level and allowed clients, in the invite and the edit forms alike: the level being given decides whether
 * clients are required (the rule the server applies, `needsClients`).
 */
export function RoleAndClientsFields({
  roles,
  clientOptions,
  roleLocked = false,
  roleRequired = false,
  roleHint,
}: {
  roles: readonly Role[];
  clientOptions: readonly MultiSelectOption[];
  /** The level cannot be changed here (one's own), only read. */
  roleLocked?: boolean;
  roleRequired?: boolean;
  roleHint?: string;
}) {
  const { t } = useTranslation('admin-users');
  const words = useWords();
  const givenRole = useWatch<{ role: Role }, 'role'>({ name: 'role' });
  return (
    <>
      <FormSelect
        name="role"
        label={t('form.role')}
        required={roleRequired}
        disabled={roleLocked}
        description={roleHint}
        options={selectOptions(roles, words.role)}
      />
      <FormMultiSelect
        name="clientIds"
        label={t('form.clients')}
        description={t('form.clientsHint')}
        options={clientOptions}
        required={givenRole !== undefined && needsClients(givenRole)}
      />
    </>
  );
}
