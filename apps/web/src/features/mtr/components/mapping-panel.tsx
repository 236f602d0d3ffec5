import { useTranslation } from 'react-i18next';
import { NBR_CLASSES } from '@ecopeso/shared/mtr';
import type { MtrMappingRow, MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useMappingForm } from '../hooks/use-mapping-form';
import { CODE_FIELDS, mappingKey } from '../lib/mapping-rows';
import { MappingConversionFields } from './mapping-conversion-fields';
import { MappingWaste } from './mapping-waste';
import { Section } from './mtr-common';

/** A select of the table as wide as its longest choice, so a code is never cut ('Classe II A', not 'C'). */
const WHOLE_VALUE = '[&>label]:sr-only md:min-w-max';

/** Each waste type and sub-type of the client to IBAMA code, NBR 10004 class and the system's codes. */
export function MappingPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('mtr');
  const form = useMappingForm(clientId);
  const { current, edit, label } = form;
  return (
    <Section
      id="mtr-mapping"
      title={t('mapping.title')}
      actions={
        <Button
          variant="primary"
          onClick={form.submit}
          disabled={form.saving || !form.rows.length}
          aria-busy={form.saving}
        >
          {form.saving ? t('saving') : t('mapping.save')}
        </Button>
      }
    >
      <p className="text-sm text-slate-700">{t('mapping.help')}</p>
      {form.error && <Alert>{form.error}</Alert>}
      {form.loading ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ResponsiveList<MtrMappingRow>
          controls
          caption={t('mapping.title')}
          rows={form.rows}
          rowKey={mappingKey}
          columns={[
            { label: t('mapping.waste'), cell: (r) => <MappingWaste row={r} label={label(r)} system={form.system} /> },
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
                  {form.itemsOf(kind).map((i) => (
                    <option key={i.code} value={i.code}>
                      {i.abbreviation ? `${i.abbreviation} — ${i.description}` : i.description}
                    </option>
                  ))}
                </Select>
              ),
            })),
            { label: t('mapping.conversion'), cell: (r) => <MappingConversionFields row={r} form={form} /> },
          ]}
        />
      )}
    </Section>
  );
}
