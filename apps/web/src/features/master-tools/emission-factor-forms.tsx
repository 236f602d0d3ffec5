import { useEffect, useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createEmissionFactorSchema,
  FACTOR_SOURCE_MAX,
  FACTOR_YEAR_MAX,
  FACTOR_YEAR_MIN,
  newFactorYearSchema,
  updateEmissionFactorSchema,
  type EmissionFactor,
} from '@ecopeso/shared/master-tools';
import { DESTINATIONS, SUBTYPES_BY_TYPE, WASTE_TYPES, type SubType } from '@ecopeso/shared/waste';
import { Button } from '@/components/ui/button';
import { selectOptions } from '@/components/ui/field';
import { Form, FormNumberField, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import { TableCell, TableRow } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { refusalText } from '@/lib/reason-text';
import { useWords } from '@/lib/use-words';
import { useCreateFactor, useCreateFactorYear, useUpdateFactor } from './api/admin-tools';
import { ErrorText } from './tool-parts';
import { Alert } from '@/components/ui/alert';

/** The bounds of a year, for the messages that name them. */
const YEAR_BOUNDS = { min: FACTOR_YEAR_MIN, max: FACTOR_YEAR_MAX };
/** A factor in kg CO2e per kg, as the schemas bound it and with four decimals. */
const FACTOR_FIELD = { step: 0.01, minValue: -100, maxValue: 100, formatOptions: { maximumFractionDigits: 4 } };

/**
 * A refusal of the factor tools in words: why the server said no when it says (a year that exists, a factor that
 * does), a stale edit as such, anything else as the master tools say it.
 */
function FactorError({ error }: { error: unknown }) {
  const { t } = useTranslation('master-tools');
  if (error instanceof ApiError && (error.detail.reason?.startsWith('factor-') || error.code === 'aborted')) {
    const { reason, params } = error.detail;
    return (
      <Alert>
        {reason?.startsWith('factor-')
          ? refusalText(t, reason, { ...params, min: String(FACTOR_YEAR_MIN), max: String(FACTOR_YEAR_MAX) })
          : t('factors.stale')}
      </Alert>
    );
  }
  return <ErrorText error={error} />;
}

/**
 * "Adicionar um ano": a year outside the bounds or one that has factors is said as soon as it is typed and never
 * sent (the field keeps what was typed: 1899 stays 1899); the server checks both again.
 */
export function NewYearForm({ years, onCreated }: { years: number[]; onCreated(year: number): void }) {
  const { t } = useTranslation('admin-tools');
  const latest = years[0];
  const schema = useMemo(() => newFactorYearSchema(years), [years]);
  const form = useZodForm(schema, {
    mode: 'onChange',
    defaultValues: { year: latest ? latest + 1 : new Date().getFullYear(), copyFrom: latest },
  });
  const create = useCreateFactorYear();
  const typed = useWatch({ control: form.control, name: 'year' });
  // A server refusal is of the year that was sent: typing another clears it.
  const { reset } = create;
  useEffect(() => reset(), [typed, reset]);
  return (
    <Form
      form={form}
      onSubmit={(body) => create.mutate(body, { onSuccess: () => onCreated(body.year) })}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="w-full font-semibold text-slate-900">{t('factors.newYear')}</h3>
      <FormNumberField
        name="year"
        label={t('factors.newYearField')}
        messageParams={{ ...YEAR_BOUNDS, year: String(typed) }}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        required
        className="w-56"
      />
      <FormSelect
        name="copyFrom"
        emptyAs="undefined"
        label={t('factors.copyFrom')}
        className="w-56"
        options={selectOptions(years, (y) => t('factors.copyOf', { year: y }))}
      >
        {/* Last: a new year is most often a copy of the latest. */}
        <option value="">{t('factors.empty')}</option>
      </FormSelect>
      <Button type="submit" variant="primary" disabled={create.isPending}>
        {t('factors.createYear')}
      </Button>
      {create.isError && <FactorError error={create.error} />}
    </Form>
  );
}

/** One factor edited in its table row: its value and source, sent with the version it started from. */
export function FactorEditRow({ factor, name, onDone }: { factor: EmissionFactor; name: string; onDone(): void }) {
  const { t } = useTranslation('admin-tools');
  const form = useZodForm(updateEmissionFactorSchema, {
    defaultValues: { kgCo2ePerKg: factor.kgCo2ePerKg, source: factor.source, version: factor.version },
  });
  const update = useUpdateFactor();
  // A row cannot hold a <form>: the fields share the form by context and the button sends it.
  const save = form.handleSubmit((values) => update.mutate({ id: factor.id, ...values }, { onSuccess: onDone }));
  return (
    <FormProvider {...form}>
      <TableRow className="border-t border-slate-200 bg-brand-50">
        <TableCell colSpan={3} className="p-2 font-medium">
          {name}
        </TableCell>
        <TableCell className="p-2">
          <FormNumberField name="kgCo2ePerKg" label={t('factors.value')} {...FACTOR_FIELD} required size="sm" />
        </TableCell>
        <TableCell className="p-2">
          <FormTextField name="source" label={t('factors.source')} maxLength={FACTOR_SOURCE_MAX} required size="sm" />
        </TableCell>
        <TableCell className="space-y-1 p-2 text-right">
          <Button size="sm" variant="primary" onClick={() => void save()} disabled={update.isPending}>
            {t('factors.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('factors.cancel')}
          </Button>
          {update.isError && <FactorError error={update.error} />}
        </TableCell>
      </TableRow>
    </FormProvider>
  );
}

/** "Adicionar um fator": type, sub-type (or any), destination, value and source, in the year shown. */
export function AddFactorForm({ year }: { year: number }) {
  const { t } = useTranslation('admin-tools');
  const words = useWords();
  const form = useZodForm(createEmissionFactorSchema, {
    defaultValues: { year, wasteType: 'organico', subType: null, destination: 'composting', source: '' },
  });
  const create = useCreateFactor();
  const wasteType = useWatch({ control: form.control, name: 'wasteType' });
  const subTypes: readonly SubType[] =
    wasteType === 'reciclavel' || wasteType === 'organico' ? SUBTYPES_BY_TYPE[wasteType] : [];
  // Another type has other sub-types: the choice starts again at "any".
  const { setValue } = form;
  useEffect(() => setValue('subType', null), [wasteType, setValue]);
  useEffect(() => setValue('year', year), [year, setValue]);
  return (
    <Form
      form={form}
      onSubmit={(body) =>
        create.mutate(body, {
          // The next factor is often of the same type and destination: those stay, its figures start empty.
          onSuccess: () => {
            form.resetField('kgCo2ePerKg');
            form.resetField('source');
          },
        })
      }
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <h3 className="font-semibold text-slate-900 sm:col-span-3 lg:col-span-6">{t('factors.addTitle', { year })}</h3>
      <FormSelect name="wasteType" label={t('factors.type')} options={selectOptions(WASTE_TYPES, words.wasteType)} />
      <FormSelect
        name="subType"
        emptyAs="null"
        label={t('factors.subType')}
        emptyOption={t('factors.anySubType')}
        options={selectOptions(subTypes, words.subType)}
      />
      <FormSelect
        name="destination"
        label={t('factors.destination')}
        options={selectOptions(DESTINATIONS, words.destination)}
      />
      <FormNumberField name="kgCo2ePerKg" label={t('factors.value')} {...FACTOR_FIELD} required />
      <FormTextField name="source" label={t('factors.source')} maxLength={FACTOR_SOURCE_MAX} required />
      <div className="flex items-end">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {t('factors.add')}
        </Button>
      </div>
      {create.isError && (
        <div className="sm:col-span-3 lg:col-span-6">
          <FactorError error={create.error} />
        </div>
      )}
    </Form>
  );
}
