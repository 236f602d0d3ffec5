import { useState } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_CATEGORIES,
  createClientSchema,
  UF_TIMEZONE,
  UFS,
  type ClientAdmin,
  type CreateClientInput,
  type Uf,
} from '@ecopeso/shared/admin-clients';
import { formatCnpj } from '@ecopeso/shared/cnpj';
import { DEFAULT_LIMITS_KG, SUBTYPES_BY_TYPE, WASTE_TYPES, type SubType, type WasteType } from '@ecopeso/shared/waste';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { selectOptions, TextField } from '@/components/ui/field';
import { Form, FormActions, FormNumberField, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { useWords } from '@/lib/use-words';

type Values = CreateClientInput;

/** The form's starting values: a client being edited, a copy of another (types, limits, goal, areas), or empty. */
export function formValues(client: ClientAdmin | null, mode: 'edit' | 'copy' | 'new'): Values {
  if (!client || mode === 'new') {
    return {
      name: '',
      chain: '',
      cnpj: '',
      category: 'hotel',
      cep: '',
      street: '',
      number: '',
      city: '',
      state: 'SP',
      timezone: UF_TIMEZONE.SP,
      diversionGoalPct: 90,
      types: WASTE_TYPES.map((type) => ({ type, limitKg: DEFAULT_LIMITS_KG[type], subTypes: [] })),
      areas: [],
      active: true,
    };
  }
  const copied = {
    diversionGoalPct: client.diversionGoalPct,
    types: client.types,
    areas: client.areas.map((a) => ({ ...(mode === 'edit' ? { id: a.id } : {}), name: a.name, active: a.active })),
  };
  if (mode === 'copy') return { ...formValues(null, 'new'), ...copied };
  return {
    name: client.name,
    chain: client.chain,
    cnpj: client.cnpj ? formatCnpj(client.cnpj) : '',
    category: client.category,
    cep: client.cep,
    street: client.street,
    number: client.number,
    city: client.city,
    state: (UFS as readonly string[]).includes(client.state) ? (client.state as Uf) : 'SP',
    timezone: client.timezone,
    active: client.active,
    ...copied,
  };
}

/** Masks a CNPJ as it is typed: 00.000.000/0000-00. */
function maskCnpj(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The CNPJ, masked as it is typed; the schema checks its digits. */
export function CnpjField({ label }: { label: string }) {
  const { t } = useTranslation('admin-clients');
  const {
    field: { name, ref, value, onChange, onBlur },
    fieldState,
  } = useController<{ cnpj: string }, 'cnpj'>({ name: 'cnpj' });
  const message = fieldState.error?.message;
  return (
    <TextField
      label={label}
      required
      inputMode="numeric"
      autoComplete="off"
      name={name}
      ref={ref}
      value={value ?? ''}
      onChange={(e) => onChange(maskCnpj(e.target.value))}
      onBlur={onBlur}
      error={message ? t(message, { defaultValue: message }) : undefined}
    />
  );
}

/** Enabled types: each with its limit and, for recyclables and organics, the sub-types offered. */
function TypesSection() {
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  const { field, fieldState } = useController<Values, 'types'>({ name: 'types' });
  const types = field.value ?? [];
  const entry = (type: WasteType) => types.find((x) => x.type === type);
  const set = (next: Values['types']) => field.onChange(WASTE_TYPES.flatMap((ty) => next.filter((x) => x.type === ty)));
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;
  return (
    <Section title={t('sections.types')}>
      <p className="text-slate-700">{t('form.typesHint')}</p>
      {WASTE_TYPES.map((type) => {
        const current = entry(type);
        const subs: readonly SubType[] = type === 'reciclavel' || type === 'organico' ? SUBTYPES_BY_TYPE[type] : [];
        return (
          <div key={type} className="space-y-3 rounded-lg bg-slate-50 p-3">
            <label className="flex items-center gap-3 font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={Boolean(current)}
                onChange={(e) =>
                  set(
                    e.target.checked
                      ? [...types, { type, limitKg: DEFAULT_LIMITS_KG[type], subTypes: [] }]
                      : types.filter((x) => x.type !== type),
                  )
                }
              />
              {words.wasteType(type)}
            </label>
            {current && (
              <div className="grid gap-3 sm:grid-cols-2">
                <NumberField
                  label={t('form.limitFor', { type: words.wasteType(type) })}
                  unit="kg"
                  minValue={0.001}
                  value={current.limitKg}
                  onChange={(v) => set(types.map((x) => (x.type === type ? { ...x, limitKg: v ?? Number.NaN } : x)))}
                />
                {subs.length > 0 && (
                  <fieldset>
                    <legend className="font-medium">{t('form.subTypes')}</legend>
                    <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                      {subs.map((s) => (
                        <label key={s} className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            className="h-5 w-5"
                            checked={(current.subTypes ?? []).includes(s)}
                            onChange={(e) =>
                              set(
                                types.map((x) =>
                                  x.type === type
                                    ? {
                                        ...x,
                                        subTypes: e.target.checked
                                          ? [...(x.subTypes ?? []), s]
                                          : (x.subTypes ?? []).filter((v) => v !== s),
                                      }
                                    : x,
                                ),
                              )
                            }
                          />
                          {words.subType(s)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )}
              </div>
            )}
          </div>
        );
      })}
      {error && (
        <p role="alert" className="text-red-800">
          {t(error, { ns: ['admin-clients', 'ui'], defaultValue: error })}
        </p>
      )}
    </Section>
  );
}

/** Areas in the entry form's order: add, rename, move, deactivate; only an area without records is removed. */
function AreasSection({ withRecords }: { withRecords: ReadonlySet<string> }) {
  const { t } = useTranslation('admin-clients');
  const { control, register } = useFormContext<Values>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'areas', keyName: 'key' });
  const areas = useWatch({ control, name: 'areas' }) ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const add = () => {
    const name = newName.trim();
    if (!name) return;
    append({ name, active: true });
    setNewName('');
  };
  return (
    <Section title={t('sections.areas')}>
      <ol className="space-y-2">
        {fields.map((f, i) => {
          const area = areas[i];
          const locked = Boolean(area?.id && withRecords.has(area.id));
          return (
            <li key={f.key} className="flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-2">
              <FormTextField<Values>
                name={`areas.${i}.name`}
                label={t('form.areaName', { n: i + 1 })}
                className="min-w-48 flex-1"
              />
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="h-5 w-5" {...register(`areas.${i}.active`)} />
                {t('form.areaActive')}
              </label>
              <Button
                size="sm"
                disabled={i === 0}
                aria-label={t('form.moveUp', { name: area?.name })}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                disabled={i === fields.length - 1}
                aria-label={t('form.moveDown', { name: area?.name })}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </Button>
              {!locked && (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t('form.removeArea', { name: area?.name })}
                  onClick={() => setRemoving(i)}
                >
                  {t('form.remove')}
                </Button>
              )}
              {locked && <span className="text-sm text-slate-700">{t('form.areaHasRecords')}</span>}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 font-medium">
          {t('form.newArea')}
          <input
            className="min-h-11 rounded-lg border border-slate-500 px-3"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <Button onClick={add}>{t('form.addArea')}</Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        theme="danger"
        title={t('confirm.removeAreaTitle')}
        message={t('confirm.removeAreaMessage', { name: removing === null ? '' : areas[removing]?.name })}
        confirmText={t('confirm.remove')}
        cancelText={t('confirm.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </Section>
  );
}

/** The client form in sections; the same zod schema as POST /api/v1/clients validates it. */
export function ClientForm({
  initial,
  withRecords,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: Values;
  withRecords: ReadonlySet<string>;
  busy: boolean;
  error: React.ReactNode;
  onSubmit(values: ReturnType<typeof createClientSchema.parse>): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin-clients');
  const form = useZodForm(createClientSchema, { defaultValues: initial });
  const state = useWatch({ control: form.control, name: 'state' });
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <Section title={t('sections.identification')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<Values> name="name" label={t('form.name')} required autoComplete="off" />
          <FormTextField<Values> name="chain" label={t('form.chain')} autoComplete="off" />
          <CnpjField label={t('form.cnpj')} />
          <FormSelect<Values>
            name="category"
            label={t('form.category')}
            options={selectOptions(CLIENT_CATEGORIES, (c) => t(`categories.${c}`))}
          />
        </div>
      </Section>
      <Section title={t('sections.address')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormTextField<Values> name="cep" label={t('form.cep')} inputMode="numeric" autoComplete="postal-code" />
          <FormTextField<Values>
            name="street"
            label={t('form.street')}
            autoComplete="address-line1"
            className="sm:col-span-2"
          />
          <FormTextField<Values> name="number" label={t('form.number')} autoComplete="off" />
          <FormTextField<Values> name="city" label={t('form.city')} autoComplete="address-level2" />
          <FormSelect<Values>
            name="state"
            label={t('form.state')}
            onChangeCapture={(e) => {
              const uf = (e.target as HTMLSelectElement).value as Uf;
              // The time zone follows the state unless someone chose another one by hand.
              if (form.getValues('timezone') === UF_TIMEZONE[state as Uf]) form.setValue('timezone', UF_TIMEZONE[uf]);
            }}
            options={selectOptions(UFS, (uf) => uf)}
          />
        </div>
      </Section>
      <Section title={t('sections.operation')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<Values>
            name="timezone"
            label={t('form.timezone')}
            description={t('form.timezoneHint')}
            required
          />
          <FormNumberField<Values>
            name="diversionGoalPct"
            label={t('form.goal')}
            unit="%"
            minValue={0}
            maxValue={100}
            required
          />
        </div>
        <label className="flex items-center gap-3">
          <input type="checkbox" className="h-5 w-5" {...form.register('active')} />
          {t('form.active')}
        </label>
      </Section>
      <TypesSection />
      <AreasSection withRecords={withRecords} />
      <FormActions error={error} onCancel={onCancel} busy={busy} />
    </Form>
  );
}
