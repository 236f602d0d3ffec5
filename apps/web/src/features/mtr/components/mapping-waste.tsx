import { useTranslation } from 'react-i18next';
import type { MtrMappingRow } from '@ecopeso/shared/mtr-mapping';

/** A mapping line's waste, whether it is the default proposal or incomplete, and the system's rules it breaks. */
export function MappingWaste({ row: r, label, system }: { row: MtrMappingRow; label: string; system: string }) {
  const { t } = useTranslation('mtr');
  return (
    <span>
      <span className="font-medium">{label}</span>
      {r.isDefault && <span className="ml-1 text-xs text-slate-600">({t('mapping.default')})</span>}
      {!r.complete && <span className="ml-1 text-xs text-amber-800">({t('mapping.incomplete')})</span>}
      {r.problems.length > 0 && (
        <span className="mt-1 block text-xs text-amber-900" data-testid="mapping-problems">
          {t('mapping.problems')} {r.problems.map((p) => t(`errors.rules.${p}`, { system })).join(' ')}
        </span>
      )}
    </span>
  );
}
