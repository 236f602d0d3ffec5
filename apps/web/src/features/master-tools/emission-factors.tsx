import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionFactor } from '@ecopeso/shared/master-tools';
import { ColumnTable } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { Select, selectOptions } from '@/components/ui/field';
import { useWords } from '@/lib/use-words';
import { useEmissionFactors } from './api/admin-tools';
import { AddFactorForm, FactorEditRow, NewYearForm } from './emission-factor-forms';
import { QueryState, ToolSection, useFormats } from './tool-parts';

/**
 * Tool 4: emission factors per year, by type, sub-type and destination, each with its source. A new year starts
 * as a copy of another (usually the previous) or empty; each factor is edited in place. The dashboard and the
 * reports use the factors of each record's year, the latest year's where that year has none.
 */
export function EmissionFactorsTool() {
  const { t } = useTranslation('admin-tools');
  const [year, setYear] = useState<number | null>(null);
  const query = useEmissionFactors(year);
  const data = query.data;
  const shown = data?.year ?? null;

  return (
    <ToolSection id="tool-factors" title={t('factors.title')} intro={t('factors.intro')}>
      <QueryState pending={query.isPending} error={query.error} />
      {data && (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <Select
              label={t('factors.year')}
              value={shown ?? ''}
              onChange={(e) => setYear(Number(e.target.value))}
              className="w-40"
              options={selectOptions(data.years, String)}
            />
          </div>
          <NewYearForm years={data.years} onCreated={setYear} />
          {shown !== null && <FactorTable year={shown} factors={data.factors} />}
          {shown !== null && <AddFactorForm year={shown} />}
        </>
      )}
    </ToolSection>
  );
}

function FactorTable({ year, factors }: { year: number; factors: EmissionFactor[] }) {
  const { t } = useTranslation('admin-tools');
  const words = useWords();
  const format = useFormats();
  const [editing, setEditing] = useState<string | null>(null);
  if (!factors.length) return <p className="text-slate-700">{t('factors.none', { year })}</p>;
  const nameOf = (f: EmissionFactor) =>
    `${words.wasteType(f.wasteType)} · ${f.subType ? words.subType(f.subType) : words.noSubType} · ${words.destination(f.destination)}`;
  return (
    <ColumnTable
      caption={t('factors.tableCaption', { year })}
      rows={factors}
      rowKey={(f) => f.id}
      renderRow={(f) =>
        editing === f.id ? <FactorEditRow factor={f} name={nameOf(f)} onDone={() => setEditing(null)} /> : undefined
      }
      columns={[
        { header: t('factors.type'), cell: (f) => words.wasteType(f.wasteType) },
        { header: t('factors.subType'), cell: (f) => (f.subType ? words.subType(f.subType) : '—') },
        { header: t('factors.destination'), cell: (f) => words.destination(f.destination) },
        { header: t('factors.value'), className: 'tabular-nums', cell: (f) => format.factor(f.kgCo2ePerKg) },
        { header: t('factors.source'), cell: (f) => words.factorSource(f.source) },
        {
          header: t('factors.actions'),
          hideHeader: true,
          align: 'right',
          cell: (f) => (
            <Button size="sm" onClick={() => setEditing(f.id)} aria-label={t('factors.editLabel', { name: nameOf(f) })}>
              {t('factors.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
