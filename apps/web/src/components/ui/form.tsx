import type { ReactNode, Ref } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/v4/core';
import { Alert } from './alert';
import { Button } from './button';
import { DatePicker, DateTimePicker } from './date-picker';
import {
  Select,
  TextAreaField,
  TextField,
  type SelectProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './field';
import { MultiSelect, type MultiSelectProps } from './multi-select';
import { NumberField, type NumberFieldProps } from './number-field';

/**
 * react-hook-form driven by a zod schema, the same schema the API route validates with (packages/shared). Errors
 * show once a field is left or the form is sent, and then follow each keystroke. A schema of zod or of zod/mini
 * (the public site's lighter build) both do.
 */
export function useZodForm<TSchema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

export interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  /** Called instead of onSubmit when a field is refused (for a message about the whole form). */
  onInvalid?: SubmitErrorHandler<TInput>;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A <form> whose fields find their form by context. Sent with errors, it moves focus to the first field in error
 * (react-hook-form's shouldFocusError), whose message is read with it.
 */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  className,
  ref,
  ...aria
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form ref={ref} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className={className} {...aria}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * A schema's message is a translation key ("ui:validation.required", "admin:errors.cnpj"), so one schema speaks
 * every language; a message that is not a key shows as written. The key names its namespace, which the page has
 * loaded (the app loads `ui` up front, the public site its page's own).
 */
function useFieldError(name: string, params?: MessageParams): string | undefined {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const message = getFieldState(name, formState).error?.message;
  const namespace = message ? /^([\w-]+):/.exec(message)?.[1] : undefined;
  const { t } = useTranslation(namespace);
  return message ? t(message, { ...params, defaultValue: message }) : undefined;
}

/** Values a field's message may name ("{{min}}", "{{year}}"); a text field's maximum length is `max` by itself. */
type MessageParams = Record<string, string | number | undefined>;

type Named<TValues extends FieldValues> = { name: FieldPath<TValues>; messageParams?: MessageParams };

/**
 * What an empty control stands for in the form's values when the schema's field is optional or nullable
 * (undefined or null), rather than "" — a blank filter, "any" sub-type. A text of spaces only is blank too.
 */
export type EmptyAs = 'null' | 'undefined';
const emptyValue = (text: string, emptyAs: EmptyAs | undefined) =>
  emptyAs && text.trim() === '' ? (emptyAs === 'null' ? null : undefined) : text;

/**
 * What a text control takes from its form field: its value (blank shown empty), a change (blank as `emptyAs`), the
 * blur and ref the form needs, and its message (a maximum length fills "{{max}}").
 */
function useTextControl<TValues extends FieldValues>(
  name: FieldPath<TValues>,
  { emptyAs, maxLength, messageParams }: { emptyAs?: EmptyAs; maxLength?: number; messageParams?: MessageParams },
) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController<TValues>({ name });
  const error = useFieldError(name, { max: maxLength, ...messageParams });
  return {
    name,
    ref,
    value: (value as string | null | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => onChange(emptyValue(event.target.value, emptyAs)),
    onBlur,
    error,
  };
}

type TextControlProps<TValues extends FieldValues, TProps> = Named<TValues> & { emptyAs?: EmptyAs } & Omit<
    TProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error'
  >;

export function FormTextField<TValues extends FieldValues>({
  name,
  messageParams,
  emptyAs,
  ...props
}: TextControlProps<TValues, TextFieldProps>) {
  return <TextField {...props} {...useTextControl(name, { emptyAs, maxLength: props.maxLength, messageParams })} />;
}

export function FormTextAreaField<TValues extends FieldValues>({
  name,
  messageParams,
  emptyAs,
  ...props
}: TextControlProps<TValues, TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useTextControl(name, { emptyAs, maxLength: props.maxLength, messageParams })} />;
}

/**
 * A select on a form field; with `emptyAs`, its empty option ("any", "none": value "") stands for null or
 * undefined; with `valueAsNumber`, its options are numbers (years) in the form's values.
 */
export function FormSelect<TValues extends FieldValues>({
  name,
  messageParams,
  emptyAs,
  valueAsNumber = false,
  ...props
}: Named<TValues> & { emptyAs?: EmptyAs; valueAsNumber?: boolean } & Omit<
    SelectProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error'
  >) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController<TValues>({ name });
  const error = useFieldError(name, messageParams);
  return (
    <Select
      {...props}
      name={name}
      ref={ref}
      value={(value as string | number | null | undefined) ?? ''}
      onChange={(event) => {
        const chosen = emptyValue(event.target.value, emptyAs);
        onChange(valueAsNumber && typeof chosen === 'string' ? Number(chosen) : chosen);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}

export function FormNumberField<TValues extends FieldValues>({
  name,
  messageParams,
  ...props
}: Named<TValues> & Omit<NumberFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { field } = useController<TValues>({ name });
  const error = useFieldError(name, messageParams);
  return (
    <NumberField
      {...props}
      name={field.name}
      value={(field.value as number | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormMultiSelect<TValues extends FieldValues>({
  name,
  messageParams,
  ...props
}: Named<TValues> & Omit<MultiSelectProps, 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { field } = useController<TValues>({ name });
  const error = useFieldError(name, messageParams);
  return (
    <MultiSelect
      {...props}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormDatePicker<TValues extends FieldValues>({
  name,
  messageParams,
  withTime = false,
  ...props
}: Named<TValues> & {
  withTime?: boolean;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  min?: string;
  max?: string;
}) {
  const { field } = useController<TValues>({ name });
  const error = useFieldError(name, messageParams);
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <Picker
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/**
 * The end of a form: what its sending met (announced at once; a sentence is drawn as an Alert, anything else as
 * given), then "Cancelar" and the submit button ("Salvar" unless `submitLabel` says otherwise) — at the right on a wide
 * screen, the submit on top on a phone. While `busy`, the submit is disabled and says `busyLabel` ("Salvando..."
 * for a save).
 */
export function FormActions({
  error,
  onCancel,
  submitLabel,
  busy = false,
  busyLabel,
}: {
  error?: ReactNode;
  onCancel(): void;
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  const { t } = useTranslation('ui');
  const busyText = busyLabel ?? (submitLabel === undefined ? t('form.saving') : undefined);
  return (
    <>
      <div aria-live="assertive">{typeof error === 'string' ? <Alert>{error}</Alert> : error}</div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy && busyText ? busyText : (submitLabel ?? t('form.save'))}
        </Button>
      </div>
    </>
  );
}
