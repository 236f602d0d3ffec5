import { useId, useMemo, useState, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
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
import { Form, FormActions, useZodForm } from '@/components/ui/form';
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

/** What a form hands its caller: the body the route takes, sent; a refusal comes back as text to show. */
export type SaveBody<T> = (body: T) => Promise<string | null>;

/** A kitchen form's sending: busy while its caller saves, then the refusal it reports (null once saved). */
function useSave<T>(onSave: SaveBody<T>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (body: T) => {
    setBusy(true);
    setError(await onSave(body));
    setBusy(false);
  };
  return { error, busy, submit };
}

/**
 * The frame of a form for an entry of a list: a bordered box named by its title (a heading, or with
 * `titleShown={false}` its label only), its fields, then the refusal and Cancel / Save.
 */
function EntryForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  title,
  titleShown = true,
  onSave,
  onCancel,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  title: string;
  titleShown?: boolean;
  onSave: SaveBody<TOutput>;
  onCancel(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const save = useSave(onSave);
  return (
    <Form
      form={form}
      aria-labelledby={titleShown ? titleId : undefined}
      aria-label={titleShown ? undefined : title}
      className="space-y-4 rounded-xl border border-slate-300 p-4"
      onSubmit={save.submit}
    >
      {titleShown && (
        <h3 id={titleId} className="text-lg font-semibold">
          {title}
        </h3>
      )}
      {children}
      <FormActions error={save.error} onCancel={onCancel} busy={save.busy} />
    </Form>
  );
}

/** A new container: its name and the tare it has from today on (POST …/containers). */
export function NewContainerForm({
  onSave,
  onCancel,
}: {
  onSave: SaveBody<z.output<typeof newContainerSchema>>;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin-clients');
  const form = useZodForm(newContainerSchema, { defaultValues: { name: '', tareKg: Number.NaN } });
  return (
    <EntryForm form={form} title={t('kitchen.containers.new')} onSave={onSave} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField<z.input<typeof newContainerSchema>> name="name" label={t('kitchen.containers.name')} />
        <TareField<z.input<typeof newContainerSchema>> name="tareKg" />
      </div>
    </EntryForm>
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
  const schema = useMemo(
    () =>
      newTareSchema.refine((v) => tareStartRefusal(v.fromDay, today, tares) === null, {
        path: ['fromDay'],
        message: TARE_IN_PAST,
      }),
    [today, tares],
  );
  const form = useZodForm(schema, { defaultValues: { tareKg: Number.NaN, fromDay: today } });
  return (
    <EntryForm form={form} title={t('kitchen.containers.newTareOf', { name })} onSave={onSave} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TareField<z.input<typeof newTareSchema>> name="tareKg" />
        <DayField<z.input<typeof newTareSchema>> name="fromDay" min={today} />
      </div>
    </EntryForm>
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
  const form = useZodForm(schema, { defaultValues: { name: initial } });
  return (
    <EntryForm form={form} title={title} titleShown={false} onSave={onSave} onCancel={onCancel}>
      <NameField<z.input<typeof newFoodItemSchema>> name="name" label={label} />
    </EntryForm>
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
  const save = useSave(onSave);
  const form = useZodForm(foodCostSchema, { defaultValues: { foodCostPerKg: current } });
  return (
    <Form
      form={form}
      aria-label={t('kitchen.settings.foodCost')}
      className="flex flex-wrap items-end gap-3"
      onSubmit={save.submit}
    >
      <FoodCostField />
      <Button type="submit" variant="primary" loading={save.busy}>
        {t('kitchen.settings.saveFoodCost')}
      </Button>
      <div aria-live="assertive" className="basis-full">
        {save.error && <Alert>{save.error}</Alert>}
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
