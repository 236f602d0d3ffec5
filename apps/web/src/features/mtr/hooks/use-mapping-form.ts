import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MtrLookupKind } from '@ecopeso/shared/mtr';
import { mtrMappingInputSchema, type MtrMappingRow, type MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';
import { readDecimal, typedDecimal } from '@ecopeso/shared/decimal-input';
import { mtrUnitKind } from '@ecopeso/shared/mtr-rules';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useLookups, useMapping, useSaveMapping } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { mappingInput, mappingKey, NUMBER_FIELDS, type NumberField } from '../lib/mapping-rows';
import { wasteLabel } from './use-contract-label';

/**
 * The mapping table as edited: each line's changes over the stored one, its numbers as typed, the system's lists,
 * and the save, checked by the API's schema, that says which line was refused.
 */
export function useMappingForm(clientId: string) {
  const { t } = useTranslation('mtr');
  const words = useWords();
  const toast = useToast();
  const { lang } = useLanguage();
  const mapping = useMapping(clientId);
  const lookups = useLookups(clientId);
  const save = useSaveMapping(clientId);
  const [edits, setEdits] = useState<Record<string, Partial<MtrMappingRowInput>>>({});
  /** Densities and masses as typed (read by the language's rule on save). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const rows = mapping.data?.rows ?? [];

  const current = (r: MtrMappingRow): MtrMappingRowInput => ({ ...mappingInput(r), ...edits[mappingKey(r)] });
  const itemsOf = (kind: MtrLookupKind) => lookups.data?.lists.find((l) => l.kind === kind)?.items ?? [];
  const label = (r: MtrMappingRow) => wasteLabel(words, r);

  const submit = () => {
    setError(null);
    const withNumbers = rows.map((r) => {
      const line = current(r);
      for (const field of NUMBER_FIELDS) {
        const text = typed[`${mappingKey(r)}:${field}`];
        if (text === undefined) continue;
        const reading = readDecimal(text, lang);
        line[field] = reading.kind === 'ok' ? reading.value : reading.problem === 'empty' ? null : Number.NaN;
      }
      return line;
    });
    const parsed = mtrMappingInputSchema.safeParse({ rows: withNumbers });
    if (!parsed.success) {
      const bad = parsed.error.issues[0];
      const row = typeof bad?.path[1] === 'number' ? rows[bad.path[1]] : undefined;
      const numeric = (NUMBER_FIELDS as readonly unknown[]).includes(bad?.path[2]);
      return setError(t(numeric ? 'mapping.invalidNumber' : 'mapping.invalid', { row: row ? label(row) : '' }));
    }
    save.mutate(parsed.data.rows, {
      onSuccess: () => {
        setEdits({});
        setTyped({});
        toast.show('success', t('mapping.saved'));
      },
      onError: (err) => setError(errorText(t, err)),
    });
  };

  return {
    loading: mapping.isPending,
    rows,
    system: lookups.data?.system ?? '',
    current,
    label,
    itemsOf,
    edit: (r: MtrMappingRow, patch: Partial<MtrMappingRowInput>) =>
      setEdits((e) => ({ ...e, [mappingKey(r)]: { ...e[mappingKey(r)], ...patch } })),
    typedOf: (r: MtrMappingRow, field: NumberField) => {
      const value = current(r)[field];
      return (
        typed[`${mappingKey(r)}:${field}`] ?? (value === null || value === undefined ? '' : typedDecimal(value, lang))
      );
    },
    type: (r: MtrMappingRow, field: NumberField, text: string) =>
      setTyped((x) => ({ ...x, [`${mappingKey(r)}:${field}`]: text })),
    /** The unit the line's unit code is now (the system's list, as the server reads it: mtr-rules.ts). */
    unitKindOf: (r: MtrMappingRow) => {
      const unit = itemsOf('units').find((i) => i.code === current(r).unitCode);
      return unit ? mtrUnitKind(unit) : null;
    },
    submit,
    saving: save.isPending,
    error,
  };
}

export type MappingForm = ReturnType<typeof useMappingForm>;
