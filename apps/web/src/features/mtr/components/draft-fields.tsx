import { useTranslation } from 'react-i18next';
import { isCountedInArticles } from '@ecopeso/shared/mtr-rules';
import { formatKg } from '@ecopeso/shared/figures';
import { TextField } from '@/components/ui/field';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useLanguage } from '@/lib/language';
import type { ItemDraft, ShipmentDraft } from '../lib/draft-values';

/**
 * The lines of a draft: IBAMA code, kilos weighed, the quantity to declare in kilos and, for a code declared in
 * units (lamps), how many articles go — the number the MTR sends.
 */
export function DraftItems({ items, onChange }: { items: readonly ItemDraft[]; onChange(items: ItemDraft[]): void }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const set = (code: string, change: Partial<ItemDraft>) =>
    onChange(items.map((x) => (x.ibamaCode === code ? { ...x, ...change } : x)));
  const counted = items.some((i) => isCountedInArticles(i.ibamaCode));
  return (
    <ResponsiveList
      caption={t('collection.items')}
      rows={items}
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
            <TextField
              label={t('collection.quantityOf', { code: i.ibamaCode })}
              size="sm"
              className="[&>label]:sr-only"
              inputClassName="w-28 text-right"
              inputMode="decimal"
              value={i.quantity}
              onChange={(e) => set(i.ibamaCode, { quantity: e.target.value })}
            />
          ),
        },
        ...(counted
          ? [
              {
                label: t('collection.count'),
                cell: (i: ItemDraft) =>
                  isCountedInArticles(i.ibamaCode) ? (
                    <TextField
                      label={t('collection.countOf', { code: i.ibamaCode })}
                      description={t('collection.countHelp')}
                      size="sm"
                      inputClassName="w-28 text-right"
                      inputMode="numeric"
                      value={i.count}
                      onChange={(e) => set(i.ibamaCode, { count: e.target.value })}
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
export function ShipmentFields({ value, onChange }: { value: ShipmentDraft; onChange(value: ShipmentDraft): void }) {
  const { t } = useTranslation('mtr');
  const set = (change: Partial<ShipmentDraft>) => onChange({ ...value, ...change });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label={t('collection.shipmentDate')}
        size="sm"
        type="date"
        required
        value={value.shipmentDate}
        onChange={(e) => set({ shipmentDate: e.target.value })}
      />
      <TextField
        label={t('collection.driver')}
        size="sm"
        value={value.driverName}
        onChange={(e) => set({ driverName: e.target.value })}
      />
      <TextField
        label={t('collection.plate')}
        description={t('collection.plateHelp')}
        size="sm"
        value={value.vehiclePlate}
        onChange={(e) => set({ vehiclePlate: e.target.value })}
      />
      <TextField
        label={t('collection.notes')}
        size="sm"
        value={value.notes}
        onChange={(e) => set({ notes: e.target.value })}
      />
    </div>
  );
}
