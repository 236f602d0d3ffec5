import { useTranslation } from 'react-i18next';
import type { MtrMappingRow } from '@ecopeso/shared/mtr-mapping';
import { isHazardousIbamaCode, PACKING_GROUPS, type PackingGroup } from '@ecopeso/shared/mtr-rules';
import { Select, TextAreaField, TextField } from '@/components/ui/field';
import type { MappingForm } from '../hooks/use-mapping-form';
import type { NumberField } from '../lib/mapping-rows';

/** A line's density (litres, m³), mass per article (units) and, for a "(*)" code, the transport fields. */
export function MappingConversionFields({ row: r, form }: { row: MtrMappingRow; form: MappingForm }) {
  const { t } = useTranslation('mtr');
  const kind = form.unitKindOf(r);
  const line = form.current(r);
  const waste = form.label(r);
  // One reading of the code for both branches: '16 06 01(*)' typed with spaces is hazardous in each.
  const hazardous = isHazardousIbamaCode(line.ibamaCode.replace(/\s+/g, ''));
  const number = (field: NumberField, labelKey: string) => (
    <TextField
      label={t(labelKey, { waste })}
      size="sm"
      inputMode="decimal"
      inputClassName="w-24"
      value={form.typedOf(r, field)}
      onChange={(e) => form.type(r, field, e.target.value)}
    />
  );
  const text = (field: 'onuNumber' | 'riskClass', labelKey: string) => (
    <TextField
      label={t(labelKey, { waste })}
      size="sm"
      inputClassName="w-24"
      value={line[field] ?? ''}
      onChange={(e) => form.edit(r, { [field]: e.target.value || null })}
    />
  );
  return (
    <div className="flex flex-col gap-1 md:min-w-48">
      {(kind === 'L' || kind === 'M3') && number('densityKgPerL', 'mapping.densityOf')}
      {kind === 'UN' && number('kgPerUnit', 'mapping.kgPerUnitOf')}
      {hazardous && (
        <>
          {text('onuNumber', 'mapping.onuOf')}
          {text('riskClass', 'mapping.riskClassOf')}
          {/* A shipping name is long ('MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS'): it wraps, whole. */}
          <TextAreaField
            label={t('mapping.shippingNameOf', { waste })}
            size="sm"
            rows={2}
            textareaClassName="resize-none"
            value={line.shippingName ?? ''}
            onChange={(e) => form.edit(r, { shippingName: e.target.value || null })}
          />
          <Select
            label={t('mapping.packingGroupOf', { waste })}
            size="sm"
            value={line.packingGroup ?? ''}
            onChange={(e) => form.edit(r, { packingGroup: (e.target.value || null) as PackingGroup | null })}
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
      {kind !== 'L' && kind !== 'M3' && kind !== 'UN' && !hazardous && (
        <span className="text-slate-500">{t('mapping.none')}</span>
      )}
    </div>
  );
}
