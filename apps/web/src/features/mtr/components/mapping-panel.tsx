import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NBR_CLASSES, type MtrLookupKind } from '@ecopeso/shared/mtr';
import { mtrMappingInputSchema, type MtrMappingRow, type MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';
import { readDecimal, typedDecimal } from '@ecopeso/shared/decimal-input';
import { isHazardousIbamaCode, mtrUnitKind, PACKING_GROUPS, type PackingGroup } from '@ecopeso/shared/mtr-rules';
import type { SubType } from '@ecopeso/shared/waste';
import { Button } from '@/components/ui/button';
import { Select, TextAreaField, TextField } from '@/components/ui/field';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useLookups, useMapping, useSaveMapping } from '../api/mtr-api';
import { errorText, Section } from './mtr-common';
import { Alert } from '@/components/ui/alert';

type CodeField = 'classCode' | 'physicalStateCode' | 'packagingCode' | 'unitCode' | 'treatmentCode';
const CODE_FIELDS: readonly [CodeField, MtrLookupKind][] = [
  ['classCode', 'classes'],
  ['physicalStateCode', 'physicalStates'],
  ['packagingCode', 'packaging'],
  ['unitCode', 'units'],
  ['treatmentCode', 'treatments'],
];

const toInput = (r: MtrMappingRow): MtrMappingRowInput => ({
  wasteType: r.wasteType,
  subType: r.subType,
  ibamaCode: r.ibamaCode,
  nbrClass: r.nbrClass,
  classCode: r.classCode,
  physicalStateCode: r.physicalStateCode,
  packagingCode: r.packagingCode,
  unitCode: r.unitCode,
  treatmentCode: r.treatmentCode,
  densityKgPerL: r.densityKgPerL,
  kgPerUnit: r.kgPerUnit,
  onuNumber: r.onuNumber,
  riskClass: r.riskClass,
  shippingName: r.shippingName,
  packingGroup: r.packingGroup,
  version: r.isDefault ? 0 : r.version,
});

type NumberField = 'densityKgPerL' | 'kgPerUnit';

/** A select of the table as wide as its longest choice, so a code is never cut ('Classe II A', not 'C'). */
const WHOLE_VALUE = '[&>label]:sr-only md:min-w-max';

/** Each waste type and sub-type of the client to IBAMA code, NBR 10004 class and the system's codes. */
export function MappingPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('mtr');
  const words = useWords();
  const toast = useToast();
  const mapping = useMapping(clientId);
  const lookups = useLookups(clientId);
  const save = useSaveMapping(clientId);
  const { lang } = useLanguage();
  const [edits, setEdits] = useState<Record<string, Partial<MtrMappingRowInput>>>({});
  /** Densities and masses as typed (read by the language's rule on save). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const rows = mapping.data?.rows ?? [];
  const keyOf = (r: { wasteType: string; subType: string | null }) => `${r.wasteType}:${r.subType ?? ''}`;
  const current = (r: MtrMappingRow): MtrMappingRowInput => ({ ...toInput(r), ...edits[keyOf(r)] });
  const typedOf = (r: MtrMappingRow, field: NumberField) => {
    const value = current(r)[field];
    return typed[`${keyOf(r)}:${field}`] ?? (value === null || value === undefined ? '' : typedDecimal(value, lang));
  };
  /** The unit the line's unit code is now (the system's list, as the server reads it: mtr-rules.ts). */
  const unitKindOf = (r: MtrMappingRow) => {
    const unit = itemsOf('units').find((i) => i.code === current(r).unitCode);
    return unit ? mtrUnitKind(unit) : null;
  };
  const edit = (r: MtrMappingRow, patch: Partial<MtrMappingRowInput>) =>
    setEdits((e) => ({ ...e, [keyOf(r)]: { ...e[keyOf(r)], ...patch } }));
  const itemsOf = (kind: MtrLookupKind) => lookups.data?.lists.find((l) => l.kind === kind)?.items ?? [];
  const label = (r: MtrMappingRow) =>
    r.subType
      ? `${words.wasteType(r.wasteType)} · ${words.subType(r.subType as SubType)}`
      : words.wasteType(r.wasteType);

  const submit = () => {
    setError(null);
    const withNumbers = rows.map((r) => {
      const line = current(r);
      for (const field of ['densityKgPerL', 'kgPerUnit'] as const) {
        const text = typed[`${keyOf(r)}:${field}`];
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
      const numeric = bad?.path[2] === 'densityKgPerL' || bad?.path[2] === 'kgPerUnit';
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

  /** Density (litres, m³), mass per article (units) and, for a "(*)" code, the transport fields. */
  const conversionFields = (r: MtrMappingRow) => {
    const kind = unitKindOf(r);
    const line = current(r);
    const number = (field: NumberField, labelKey: string) => (
      <TextField
        label={t(labelKey, { waste: label(r) })}
        size="sm"
        inputMode="decimal"
        inputClassName="w-24"
        value={typedOf(r, field)}
        onChange={(e) => setTyped((x) => ({ ...x, [`${keyOf(r)}:${field}`]: e.target.value }))}
      />
    );
    const text = (field: 'onuNumber' | 'riskClass', labelKey: string) => (
      <TextField
        label={t(labelKey, { waste: label(r) })}
        size="sm"
        inputClassName="w-24"
        value={line[field] ?? ''}
        onChange={(e) => edit(r, { [field]: e.target.value || null })}
      />
    );
    return (
      <div className="flex flex-col gap-1 md:min-w-48">
        {(kind === 'L' || kind === 'M3') && number('densityKgPerL', 'mapping.densityOf')}
        {kind === 'UN' && number('kgPerUnit', 'mapping.kgPerUnitOf')}
        {isHazardousIbamaCode(line.ibamaCode.replace(/\s+/g, '')) && (
          <>
            {text('onuNumber', 'mapping.onuOf')}
            {text('riskClass', 'mapping.riskClassOf')}
            {/* A shipping name is long ('MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS'): it wraps, whole. */}
            <TextAreaField
              label={t('mapping.shippingNameOf', { waste: label(r) })}
              size="sm"
              rows={2}
              textareaClassName="resize-none"
              value={line.shippingName ?? ''}
              onChange={(e) => edit(r, { shippingName: e.target.value || null })}
            />
            <Select
              label={t('mapping.packingGroupOf', { waste: label(r) })}
              size="sm"
              value={line.packingGroup ?? ''}
              onChange={(e) => edit(r, { packingGroup: (e.target.value || null) as PackingGroup | null })}
            >
              <option value="">{t('mapping.none')}</option>
              {PACKING_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`mapping.packingGroups.${g}`)}
                </option>
              ))}
            </Select>
          </>
        )}
        {kind !== 'L' && kind !== 'M3' && kind !== 'UN' && !isHazardousIbamaCode(line.ibamaCode) && (
          <span className="text-slate-500">{t('mapping.none')}</span>
        )}
      </div>
    );
  };

  return (
    <Section
      id="mtr-mapping"
      title={t('mapping.title')}
      actions={
        <Button variant="primary" onClick={submit} disabled={save.isPending || !rows.length} aria-busy={save.isPending}>
          {save.isPending ? t('saving') : t('mapping.save')}
        </Button>
      }
    >
      <p className="text-sm text-slate-700">{t('mapping.help')}</p>
      {error && <Alert>{error}</Alert>}
      {mapping.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ResponsiveList<MtrMappingRow>
          controls
          caption={t('mapping.title')}
          rows={rows}
          rowKey={keyOf}
          columns={[
            {
              label: t('mapping.waste'),
              cell: (r) => (
                <span>
                  <span className="font-medium">{label(r)}</span>
                  {r.isDefault && <span className="ml-1 text-xs text-slate-600">({t('mapping.default')})</span>}
                  {!r.complete && <span className="ml-1 text-xs text-amber-800">({t('mapping.incomplete')})</span>}
                  {r.problems.length > 0 && (
                    <span className="mt-1 block text-xs text-amber-900" data-testid="mapping-problems">
                      {t('mapping.problems')}{' '}
                      {r.problems.map((p) => t(`errors.rules.${p}`, { system: lookups.data?.system ?? '' })).join(' ')}
                    </span>
                  )}
                </span>
              ),
            },
            {
              label: t('mapping.ibama'),
              cell: (r) => (
                <TextField
                  label={t('mapping.ibamaOf', { waste: label(r) })}
                  size="sm"
                  className="[&>label]:sr-only"
                  inputClassName="min-w-32"
                  value={current(r).ibamaCode}
                  onChange={(e) => edit(r, { ibamaCode: e.target.value })}
                />
              ),
            },
            {
              label: t('mapping.class'),
              cell: (r) => (
                <Select
                  label={t('mapping.classOf', { waste: label(r) })}
                  size="sm"
                  className={WHOLE_VALUE}
                  value={current(r).nbrClass}
                  onChange={(e) => edit(r, { nbrClass: e.target.value as MtrMappingRowInput['nbrClass'] })}
                >
                  {NBR_CLASSES.map((c) => (
                    <option key={c} value={c}>
                      {t(`nbr.${c}`)}
                    </option>
                  ))}
                </Select>
              ),
            },
            ...CODE_FIELDS.map(([field, kind]) => ({
              label: t(`lookups.kinds.${kind}`),
              cell: (r: MtrMappingRow) => (
                <Select
                  label={t('mapping.codeOf', { list: t(`lookups.kinds.${kind}`), waste: label(r) })}
                  size="sm"
                  className={WHOLE_VALUE}
                  value={current(r)[field] ?? ''}
                  onChange={(e) => edit(r, { [field]: e.target.value || null })}
                >
                  <option value="">{t('mapping.none')}</option>
                  {itemsOf(kind).map((i) => (
                    <option key={i.code} value={i.code}>
                      {i.abbreviation ? `${i.abbreviation} — ${i.description}` : i.description}
                    </option>
                  ))}
                </Select>
              ),
            })),
            {
              label: t('mapping.conversion'),
              cell: conversionFields,
            },
          ]}
        />
      )}
    </Section>
  );
}
