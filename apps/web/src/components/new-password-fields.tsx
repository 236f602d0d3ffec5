import { FormTextField } from '@/components/ui/form';

/** The fields of a form whose schema sets a password (users.ts: `password` a newPasswordSchema, `confirm` equal). */
interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * A new password typed twice, inside a Form on resetPasswordSchema or changePasswordSchema (the set-password page, My
 * profile): both fields say `new-password`, so a password manager offers to make one and saves it, never fills in
 * the old one. The words are the caller's: each page says what happens to the person's sessions.
 */
export function NewPasswordFields({
  label,
  hint,
  confirmLabel,
}: {
  label: string;
  hint: string;
  confirmLabel: string;
}) {
  return (
    <>
      <FormTextField<NewPasswordValues>
        name="password"
        type="password"
        label={label}
        description={hint}
        required
        autoComplete="new-password"
      />
      <FormTextField<NewPasswordValues>
        name="confirm"
        type="password"
        label={confirmLabel}
        required
        autoComplete="new-password"
      />
    </>
  );
}
