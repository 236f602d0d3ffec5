import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FACTOR_YEAR_MAX, FACTOR_YEAR_MIN, factorYearProblem, type EmissionFactor } from '@ecopeso/shared/master-tools';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import {
  DESTINATIONS,
  SUBTYPES_BY_TYPE,
  WASTE_TYPES,
  type Destination,
  type SubType,
  type WasteType,
} from '@ecopeso/shared/waste';
import { refusalText } from '@/lib/reason-text';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { ApiError } from '@/lib/api-client';
import { useWords } from '@/lib/use-words';
import { useCreateFactor, useCreateFactorYear, useEmissionFactors, useUpdateFactor } from './api/admin-tools';
import { ErrorText, QueryState, ToolSection, useFormats } from './tool-parts';

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

/**
 * A refusal of the factor tools in words: why the server said no when it says (a year that exists, a factor that
 * does), a stale edit as such, anything else as the master tools say it.
 */
function FactorError({ error }: { error: unknown }) {
  const { t } = useTranslation('master-tools');
  if (error instanceof ApiError && (error.detail.reason?.startsWith('factor-') || error.code === 'aborted')) {
    const { reason, params } = error.detail;
    return (
      <p role="alert" className="text-red-800">
        {reason?.startsWith('factor-')
          ? refusalText(t, reason, { ...params, min: String(FACTOR_YEAR_MIN), max: String(FACTOR_YEAR_MAX) })
          : t('factors.stale')}
      </p>
    );
  }
  return <ErrorText error={error} />;
}

function NewYearForm({ years, onCreated }: { years: number[]; onCreated(year: number): void }) {
  const { t } = useTranslation('admin-tools');
  const { t: tTools } = useTranslation('master-tools');
  const latest = years[0];
  const [year, setYear] = useState<number | null>(latest ? latest + 1 : new Date().getFullYear());
  const [copyFrom, setCopyFrom] = useState<string>(latest ? String(latest) : '');
  const create = useCreateFactorYear();
  // Said as soon as the year is typed, and never sent: the field keeps what was typed (1899 stays 1899).
  const problem = year === null ? null : factorYearProblem(year, years);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (year === null || problem) return;
    create.mutate({ year, ...(copyFrom ? { copyFrom: Number(copyFrom) } : {}) }, { onSuccess: () => onCreated(year) });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="w-full font-semibold text-slate-900">{t('factors.newYear')}</h3>
      <NumberField
        label={t('factors.newYearField')}
        value={year}
        onChange={(next) => {
          setYear(next);
          create.reset();
        }}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        error={
          problem &&
          refusalText(tTools, problem, {
            year: String(year),
            min: String(FACTOR_YEAR_MIN),
            max: String(FACTOR_YEAR_MAX),
          })
        }
        required
        className="w-56"
      />
      <Select
        label={t('factors.copyFrom')}
        value={copyFrom}
        onChange={(e) => setCopyFrom(e.target.value)}
        className="w-56"
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {t('factors.copyOf', { year: y })}
          </option>
        ))}
        <option value="">{t('factors.empty')}</option>
      </Select>
      <Button type="submit" variant="primary" disabled={create.isPending || year === null}>
        {t('factors.createYear')}
      </Button>
      {create.isError && <FactorError error={create.error} />}
    </form>
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

function FactorEditRow({ factor, name, onDone }: { factor: EmissionFactor; name: string; onDone(): void }) {
  const { t } = useTranslation('admin-tools');
  const [value, setValue] = useState<number | null>(factor.kgCo2ePerKg);
  const [source, setSource] = useState(factor.source);
  const update = useUpdateFactor();
  const save = () => {
    if (value === null || !source.trim()) return;
    update.mutate({ id: factor.id, kgCo2ePerKg: value, source, version: factor.version }, { onSuccess: onDone });
  };
  return (
    <TableRow className="border-t border-slate-200 bg-brand-50">
      <TableCell colSpan={3} className="p-2 font-medium">
        {name}
      </TableCell>
      <TableCell className="p-2">
        <NumberField
          label={t('factors.value')}
          value={value}
          onChange={setValue}
          step={0.01}
          minValue={-100}
          maxValue={100}
          formatOptions={{ maximumFractionDigits: 4 }}
          required
          size="sm"
        />
      </TableCell>
      <TableCell className="p-2">
        <TextField
          label={t('factors.source')}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          required
          size="sm"
        />
      </TableCell>
      <TableCell className="space-y-1 p-2 text-right">
        <Button
          size="sm"
          variant="primary"
          onClick={save}
          disabled={update.isPending || value === null || !source.trim()}
        >
          {t('factors.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('factors.cancel')}
        </Button>
        {update.isError && <FactorError error={update.error} />}
      </TableCell>
    </TableRow>
  );
}

function AddFactorForm({ year }: { year: number }) {
  const { t } = useTranslation('admin-tools');
  const words = useWords();
  const [wasteType, setWasteType] = useState<WasteType>('organico');
  const [subType, setSubType] = useState<SubType | ''>('');
  const [destination, setDestination] = useState<Destination>('composting');
  const [value, setValue] = useState<number | null>(null);
  const [source, setSource] = useState('');
  const create = useCreateFactor();
  const subTypes: readonly SubType[] =
    wasteType === 'reciclavel' || wasteType === 'organico' ? SUBTYPES_BY_TYPE[wasteType] : [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value === null || !source.trim()) return;
    create.mutate(
      { year, wasteType, subType: subType || null, destination, kgCo2ePerKg: value, source },
      {
        onSuccess: () => {
          setValue(null);
          setSource('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <h3 className="font-semibold text-slate-900 sm:col-span-3 lg:col-span-6">{t('factors.addTitle', { year })}</h3>
      <Select
        label={t('factors.type')}
        value={wasteType}
        onChange={(e) => {
          setWasteType(e.target.value as WasteType);
          setSubType('');
        }}
      >
        {WASTE_TYPES.map((w) => (
          <option key={w} value={w}>
            {words.wasteType(w)}
          </option>
        ))}
      </Select>
      <Select label={t('factors.subType')} value={subType} onChange={(e) => setSubType(e.target.value as SubType | '')}>
        <option value="">{t('factors.anySubType')}</option>
        {subTypes.map((s) => (
          <option key={s} value={s}>
            {words.subType(s)}
          </option>
        ))}
      </Select>
      <Select
        label={t('factors.destination')}
        value={destination}
        onChange={(e) => setDestination(e.target.value as Destination)}
      >
        {DESTINATIONS.map((d) => (
          <option key={d} value={d}>
            {words.destination(d)}
          </option>
        ))}
      </Select>
      <NumberField
        label={t('factors.value')}
        value={value}
        onChange={setValue}
        step={0.01}
        minValue={-100}
        maxValue={100}
        formatOptions={{ maximumFractionDigits: 4 }}
        required
      />
      <TextField label={t('factors.source')} value={source} onChange={(e) => setSource(e.target.value)} required />
      <div className="flex items-end">
        <Button type="submit" variant="primary" disabled={create.isPending || value === null || !source.trim()}>
          {t('factors.add')}
        </Button>
      </div>
      {create.isError && (
        <div className="sm:col-span-3 lg:col-span-6">
          <FactorError error={create.error} />
        </div>
      )}
    </form>
  );
}
