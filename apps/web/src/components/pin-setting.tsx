import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PIN_MAX_LENGTH, setPinSchema } from '@ecopeso/shared/station';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { Alert } from '@/components/ui/alert';
import { apiFetch, ApiError } from '@/lib/api-client';
import { refusalText } from '@/lib/reason-text';

/**
 * Sets or removes a kitchen-station PIN (decision 039) at `url`: one's own (My profile) or a user's (the users page).
 * `hasPin` shows whether there is one, when known. The PIN's rules are the shared schema's; a PIN someone of the same
 * client has is refused by the server, in words.
 */
export function PinSetting({ url, hasPin, onChanged }: { url: string; hasPin?: boolean; onChanged?(): void }) {
  const { t } = useTranslation('admin-users');
  const headingId = useId();
  const form = useZodForm(setPinSchema, { defaultValues: { pin: '' } });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  // What the last save or removal made it, until the row the dialog shows is read again.
  const [changed, setChanged] = useState<boolean | undefined>(undefined);
  const has = hasPin === undefined ? undefined : (changed ?? hasPin);

  const failed = (err: unknown) =>
    setOutcome({
      ok: false,
      text:
        err instanceof ApiError && err.detail.reason
          ? refusalText(t, err.detail.reason, err.detail.params ?? {}, err.message)
          : t('errors.generic'),
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('pin.section')}
        </h3>
        {has !== undefined && <Badge tone={has ? 'success' : 'neutral'}>{t(has ? 'pin.has' : 'pin.none')}</Badge>}
      </div>
      <Form
        form={form}
        className="space-y-3"
        onSubmit={async ({ pin }) => {
          setOutcome(null);
          try {
            await apiFetch(url, z.undefined(), { method: 'POST', body: { pin } });
            form.reset();
            setOutcome({ ok: true, text: t('pin.saved') });
            setChanged(true);
            onChanged?.();
          } catch (err) {
            failed(err);
          }
        }}
      >
        <FormTextField
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_MAX_LENGTH}
          label={t('pin.label')}
          description={t('pin.hint')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('pin.save')}
          </Button>
          {has !== false && (
            <Button
              variant="ghost"
              loading={removing}
              onClick={async () => {
                setOutcome(null);
                setRemoving(true);
                try {
                  await apiFetch(url, z.unknown(), { method: 'DELETE' });
                  setOutcome({ ok: true, text: t('pin.removed') });
                  setChanged(false);
                  onChanged?.();
                } catch (err) {
                  failed(err);
                } finally {
                  setRemoving(false);
                }
              }}
            >
              {t('pin.remove')}
            </Button>
          )}
        </div>
      </Form>
      <div aria-live="polite">
        {outcome?.ok && (
          <p role="status" className="font-medium text-brand-800">
            {outcome.text}
          </p>
        )}
        {outcome && !outcome.ok && <Alert>{outcome.text}</Alert>}
      </div>
    </section>
  );
}
