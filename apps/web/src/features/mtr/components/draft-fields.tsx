import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import { formatKg } from '@ecopeso/shared/figures';
import { FormTextField } from '@/components/ui/form';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useLanguage } from '@/lib/language';
import type { DraftValues, ItemDraft } from '../lib/draft-values';

/**
 * The lines of a draft's form: IBAMA code, kilos weighed, the quantity to declare in kilos and, for a code declared
 * in units (lamps), how many articles go — the number the MTR sends. Each refusal shows under its field.
 */
export function DraftItems() {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const { fields } = useFieldArray<DraftValues, 'items'>({ name: 'items' });
  const rows = fields.map((item, index) => ({ ...item, index }));
  const counted = rows.some((i) => isCountedInArticles(i.ibamaCode));
  return (
    <ResponsiveList
      caption={t('collection.items')}
      rows={rows}
      rowKey={(i) => i.ibamaCode}
      columns={[
        {
          label: t('collection.ibama'),
          cell: (i) => (
            <span>
              <span className="font-mono">{i.ibamaCode}</span>
              {i.ibamaDescription && <span className="block text-xs text-slate-600">{i.ibamaDescription}</span>}
            </span>
          ),
        },
        { label: t('collection.weighed'), cell: (i) => formatKg(i.weighedKg, lang), align: 'right' },
        {
          label: t('collection.quantity'),
          cell: (i) => (
            <FormTextField<DraftValues>
              name={`items.${i.index}.quantityKg`}
              label={t('collection.quantityOf', { code: i.ibamaCode })}
              size="sm"
              className="[&>label]:sr-only"
              inputClassName="w-28 text-right"
              inputMode="decimal"
            />
          ),
        },
        ...(counted
          ? [
              {
                label: t('collection.count'),
                cell: (i: ItemDraft & { index: number }) =>
                  isCountedInArticles(i.ibamaCode) ? (
                    <FormTextField<DraftValues>
                      name={`items.${i.index}.count`}
                      label={t('collection.countOf', { code: i.ibamaCode })}
                      description={t('collection.countHelp')}
                      size="sm"
                      inputClassName="w-28 text-right"
                      inputMode="numeric"
                    />
                  ) : (
                    <span className="text-slate-500">—</span>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Shipment date, driver, plate and notes. */
export function ShipmentFields() {
  const { t } = useTranslation('mtr');
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormTextField<DraftValues>
        name="shipmentDate"
        label={t('collection.shipmentDate')}
        size="sm"
        type="date"
        required
      />
      <FormTextField<DraftValues> name="driverName" label={t('collection.driver')} size="sm" />
      <FormTextField<DraftValues>
        name="vehiclePlate"
        label={t('collection.plate')}
        description={t('collection.plateHelp')}
        size="sm"
      />
      <FormTextField<DraftValues> name="notes" label={t('collection.notes')} size="sm" />
    </div>
  );
}
