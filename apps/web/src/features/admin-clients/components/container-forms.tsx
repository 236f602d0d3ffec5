import { useMemo, useState } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { newFoodItemSchema, newLossReasonSchema } from '@ecopeso/shared/kitchen-lists';
import {
  foodCostPerKgSchema,
  KITCHEN_NAME_MAX,
  newContainerSchema,
  newTareSchema,
  tareStartRefusal,
  type ContainerTare,
} from '@ecopeso/shared/kitchen-lists';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { Form, useZodForm } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { refusalText } from '@/lib/reason-text';

/**
 * The kitchen forms validate with the routes' own schemas (kitchen-lists.ts); their messages are the API's English,
 * so each field says what it needs in this screen's words: a field's key of `kitchen.validation`, or a refusal's.
 */
function useFieldMessage<T extends FieldValues>(name: Path<T>, text: string) {
  const { t } = useTranslation('admin-clients');
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<T>({ name });
  const message = fieldState.error?.message;
  const error =
    message === undefined ? undefined : message === TARE_IN_PAST ? refusalText(t, 'tare-in-past', {}) : text;
  return { name, ref, value: value as unknown, onChange, onBlur, error };
}

const TARE_IN_PAST = 'tare-in-past';

function NameField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { t } = useTranslation('admin-clients');
  const { ref, value, onChange, onBlur, error } = useFieldMessage<T>(
    name,
    t('kitchen.validation.name', { max: KITCHEN_NAME_MAX }),
  );
  return (
    <TextField
      label={label}
      required
      autoComplete="off"
      maxLength={KITCHEN_NAME_MAX}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}

function TareField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { t } = useTranslation('admin-clients');
  const { value, onChange, onBlur, error } = useFieldMessage<T>(name, t('kitchen.validation.tareKg'));
  return (
    <NumberField
      label={t('kitchen.containers.tare')}
      description={t('kitchen.containers.tareHint')}
      required
      unit="kg"
      formatOptions={{ maximumFractionDigits: 3 }}
      name={name}
      value={(value as number | null | undefined) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

function DayField<T extends FieldValues>({ name, min }: { name: Path<T>; min: string }) {
  const { t } = useTranslation('admin-clients');
  const { value, onChange, onBlur, error } = useFieldMessage<T>(name, t('kitchen.validation.fromDay'));
  return (
    <DatePicker
      label={t('kitchen.containers.fromDay')}
      description={t('kitchen.containers.fromDayHint')}
      required
      min={min}
      name={name}
      value={(value as string | null | undefined) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

function Actions({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation('admin-clients');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button onClick={onCancel}>{t('form.cancel')}</Button>
      <Button type="submit" variant="primary" loading={busy}>
        {t('form.save')}
      </Button>
    </div>
  );
}

/** What a form hands its caller: the body the route takes, sent; a refusal comes back as text to show. */
export type SaveBody<T> = (body: T) => Promise<string | null>;

/** A new container: its name and the tare it has from today on (POST …/containers). */
export function NewContainerForm({
  onSave,
  onCancel,
}: {
  onSave: SaveBody<z.output<typeof newContainerSchema>>;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin-clients');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(newContainerSchema, { defaultValues: { name: '', tareKg: Number.NaN } });
  return (
    <Form
      form={form}
      aria-labelledby="new-container-title"
      className="space-y-4 rounded-xl border border-slate-300 p-4"
      onSubmit={async (body) => {
        setBusy(true);
        setError(await onSave(body));
        setBusy(false);
      }}
    >
      <h3 id="new-container-title" className="text-lg font-semibold">
        {t('kitchen.containers.new')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField<z.input<typeof newContainerSchema>> name="name" label={t('kitchen.containers.name')} />
        <TareField<z.input<typeof newContainerSchema>> name="tareKg" />
      </div>
      <div aria-live="assertive">{error && <Alert>{error}</Alert>}</div>
      <Actions busy={busy} onCancel={onCancel} />
    </Form>
  );
}

/**
 * A container's new tare from a day (POST …/tares): refused, as the server refuses it (tareStartRefusal), before
 * today on the client's clock or on or before the day its latest tare starts.
 */
export function NewTareForm({
  name,
  tares,
  today,
  onSave,
  onCancel,
}: {
  name: string;
  tares: readonly ContainerTare[];
  /** Today on the client's clock. */
  today: string;
  onSave: SaveBody<z.output<typeof newTareSchema>>;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin-clients');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(
    () =>
      newTareSchema.refine((v) => tareStartRefusal(v.fromDay, today, tares) === null, {
        path: ['fromDay'],
        message: TARE_IN_PAST,
      }),
    [today, tares],
  );
  const form = useZodForm(schema, { defaultValues: { tareKg: Number.NaN, fromDay: today } });
  const titleId = `new-tare-${name}`;
  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-300 p-4"
      onSubmit={async (body) => {
        setBusy(true);
        setError(await onSave(body));
        setBusy(false);
      }}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {t('kitchen.containers.newTareOf', { name })}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TareField<z.input<typeof newTareSchema>> name="tareKg" />
        <DayField<z.input<typeof newTareSchema>> name="fromDay" min={today} />
      </div>
      <div aria-live="assertive">{error && <Alert>{error}</Alert>}</div>
      <Actions busy={busy} onCancel={onCancel} />
    </Form>
  );
}

/** A name for a new entry of a list, or a new name for one (the routes' `{ name }`; a rename's body is the same). */
export function NameForm({
  schema,
  title,
  label,
  initial = '',
  onSave,
  onCancel,
}: {
  /** The route's schema: newLossReasonSchema, newFoodItemSchema, or either for a rename. */
  schema: typeof newFoodItemSchema | typeof newLossReasonSchema;
  title: string;
  label: string;
  initial?: string;
  onSave: SaveBody<{ name: string }>;
  onCancel(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(schema, { defaultValues: { name: initial } });
  return (
    <Form
      form={form}
      aria-label={title}
      className="space-y-4 rounded-xl border border-slate-300 p-4"
      onSubmit={async (body) => {
        setBusy(true);
        setError(await onSave(body));
        setBusy(false);
      }}
    >
      <NameField<z.input<typeof newFoodItemSchema>> name="name" label={label} />
      <div aria-live="assertive">{error && <Alert>{error}</Alert>}</div>
      <Actions busy={busy} onCancel={onCancel} />
    </Form>
  );
}

const foodCostSchema = z.object({ foodCostPerKg: foodCostPerKgSchema });

/**
 * What a kilo of the client's food costs it (PATCH …/kitchen-settings): the top losses' cost on the dashboard and in
 * the management report. Left empty, they show kilos only.
 */
export function FoodCostForm({
  current,
  onSave,
}: {
  current: number | null;
  onSave: SaveBody<z.output<typeof foodCostSchema>>;
}) {
  const { t } = useTranslation('admin-clients');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(foodCostSchema, { defaultValues: { foodCostPerKg: current } });
  return (
    <Form
      form={form}
      aria-label={t('kitchen.settings.foodCost')}
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (body) => {
        setBusy(true);
        setError(await onSave(body));
        setBusy(false);
      }}
    >
      <FoodCostField />
      <Button type="submit" variant="primary" loading={busy}>
        {t('kitchen.settings.saveFoodCost')}
      </Button>
      <div aria-live="assertive" className="basis-full">
        {error && <Alert>{error}</Alert>}
      </div>
    </Form>
  );
}

function FoodCostField() {
  const { t } = useTranslation('admin-clients');
  const { value, onChange, onBlur, error } = useFieldMessage<z.input<typeof foodCostSchema>>(
    'foodCostPerKg',
    t('kitchen.validation.foodCost'),
  );
  return (
    <NumberField
      label={t('kitchen.settings.foodCost')}
      description={t('kitchen.settings.foodCostHint')}
      unit="R$/kg"
      formatOptions={{ maximumFractionDigits: 2 }}
      name="foodCostPerKg"
      value={(value as number | null | undefined) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
