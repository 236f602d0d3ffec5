import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionFactor } from '@ecopeso/shared/master-tools';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
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
            >
              {data.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
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
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <Table>
        <caption className="sr-only">{t('factors.tableCaption', { year })}</caption>
        <TableHead>
          <TableRow>
            <TableHeader className="p-2">{t('factors.type')}</TableHeader>
            <TableHeader className="p-2">{t('factors.subType')}</TableHeader>
            <TableHeader className="p-2">{t('factors.destination')}</TableHeader>
            <TableHeader className="p-2">{t('factors.value')}</TableHeader>
            <TableHeader className="p-2">{t('factors.source')}</TableHeader>
            <TableHeader className="p-2">
              <span className="sr-only">{t('factors.actions')}</span>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {factors.map((f) => {
            const name = `${words.wasteType(f.wasteType)} · ${f.subType ? words.subType(f.subType) : words.noSubType} · ${words.destination(f.destination)}`;
            return editing === f.id ? (
              <FactorEditRow key={f.id} factor={f} name={name} onDone={() => setEditing(null)} />
            ) : (
              <TableRow key={f.id} className="border-t border-slate-200">
                <TableCell className="p-2">{words.wasteType(f.wasteType)}</TableCell>
                <TableCell className="p-2">{f.subType ? words.subType(f.subType) : '—'}</TableCell>
                <TableCell className="p-2">{words.destination(f.destination)}</TableCell>
                <TableCell className="p-2 tabular-nums">{format.factor(f.kgCo2ePerKg)}</TableCell>
                <TableCell className="p-2">{words.factorSource(f.source)}</TableCell>
                <TableCell className="p-2 text-right">
                  <Button size="sm" onClick={() => setEditing(f.id)} aria-label={t('factors.editLabel', { name })}>
                    {t('factors.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
