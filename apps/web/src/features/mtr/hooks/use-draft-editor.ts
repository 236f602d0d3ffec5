import { useMemo } from 'react';
import { mtrDraftUpdateSchema, type Mtr } from '@ecopeso/shared/mtr';
import { useLanguage } from '@/lib/language';
import { draftFormSchema, draftValuesOf } from '../lib/draft-values';
import { useUpdateDraft } from '../api/mtr-api';
import { useDraftForm } from './use-draft-form';

/** A saved draft's fields as edited in its detail, saved from the version read, and issued from there. */
export function useDraftEditor(clientId: string, m: Mtr) {
  const { lang } = useLanguage();
  const update = useUpdateDraft(clientId);
  const schema = useMemo(
    () =>
      draftFormSchema(mtrDraftUpdateSchema, lang, {
        version: m.version,
        weighedFrom: m.weighedFrom,
        weighedUntil: m.weighedUntil,
      }),
    [m, lang],
  );
  return useDraftForm(clientId, {
    schema,
    values: draftValuesOf(m, lang),
    // Asked only for quantities changed here (the rest were kept, or asked, before).
    asked: (body) => body.items.filter((i, n) => i.quantityKg !== m.items[n]!.quantityKg),
    send: (body) => update.mutateAsync({ id: m.id, input: body }),
  });
}
