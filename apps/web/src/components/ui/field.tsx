import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';

export type FieldSize = 'sm' | 'md' | 'lg';

const LABEL: Record<FieldSize, string> = {
  sm: 'mb-1 block text-sm font-semibold text-slate-700',
  md: 'mb-1 block font-medium text-slate-800',
  lg: 'mb-2 block text-lg font-semibold text-slate-900',
};

const CONTROL: Record<FieldSize, string> = {
  sm: 'min-h-11 rounded-lg border',
  md: 'min-h-12 rounded-lg border text-base',
  lg: 'min-h-12 rounded-xl border-2 text-lg font-medium',
};

/** The classes of a text input or select of the given size (focus ring and the invalid border included). */
export function controlClass(size: FieldSize = 'md', className?: string): string {
  return cx(
    'block w-full min-w-0 border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500',
    'focus-visible:border-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
    'disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
    CONTROL[size],
    className,
  );
}

export function labelClass(size: FieldSize = 'md'): string {
  return LABEL[size];
}

/** The red asterisk after a required field's label; hidden from screen readers, which hear "required" instead. */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' *'}
    </span>
  );
}

export interface FieldBaseProps {
  label: ReactNode;
  /** A hint under the control, read with it (aria-describedby). */
  description?: ReactNode;
  /** The message under the control when its value is refused; marks it aria-invalid. */
  error?: string | null;
  required?: boolean;
  size?: FieldSize;
  /** Classes of the wrapper (width, grid placement). */
  className?: string;
}

/** Ids for a control, its hint and its error, and the aria attributes that tie them together. */
export function useFieldIds(id: string | undefined, { description, error, required }: FieldBaseProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = cx(description ? descriptionId : null, error ? errorId : null) || undefined;
  return {
    controlId,
    descriptionId,
    errorId,
    controlProps: {
      id: controlId,
      required,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** The hint and error paragraphs of a field. */
export function FieldMessages({
  description,
  error,
  descriptionId,
  errorId,
}: {
  description?: ReactNode;
  error?: string | null;
  descriptionId: string;
  errorId: string;
}) {
  return (
    <>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** The label (with its required mark), the control and its messages: the frame of every native field below. */
function FieldFrame({
  ids,
  label,
  description,
  error,
  required,
  size,
  className,
  children,
}: FieldBaseProps & { ids: ReturnType<typeof useFieldIds>; size: FieldSize; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={LABEL[size]}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldMessages description={description} error={error} descriptionId={ids.descriptionId} errorId={ids.errorId} />
    </div>
  );
}

/**
 * Splits a native field's props into its frame's (label, hint, error, size, wrapper) and its control's, the control's
 * carrying the id and aria attributes that tie it to its label and messages.
 */
function useFieldFrame<P extends FieldBaseProps & { id?: string }>(props: P) {
  const { label, description, error, required, size = 'md', className, id, ...rest } = props;
  const ids = useFieldIds(id, props);
  return {
    frame: { ids, label, description, error, required, size, className },
    control: { ...rest, ...ids.controlProps },
    size,
  };
}

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'required'> {
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** A labelled text input; its hint and error are announced with it. */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const { frame, control, size } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={controlClass(size, inputClassName)} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
  textareaClassName?: string;
}

/**
 * A labelled text of a few lines: a long value wraps and grows the box (where the browser sizes a field to its
 * content), never hides behind its edge as in a one-line input.
 */
export function TextAreaField({ textareaClassName, ...props }: TextAreaFieldProps) {
  const { frame, control, size } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={controlClass(size, cx('py-2 field-sizing-content', textareaClassName))} />
    </FieldFrame>
  );
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size'> {
  size?: FieldSize;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The control of TextAreaField alone, for a form that draws its own label and messages (the site's contact form) or
 * a dialog whose message holds the field: the kit's look, never a raw <textarea>.
 */
export function TextArea({ size = 'md', className, ...textarea }: TextAreaProps) {
  return <textarea {...textarea} className={controlClass(size, cx('py-2', className))} />;
}

/** One choice of a select: the value it stands for and the words it shows. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** The choices of a list of values (a vocabulary's, a year's), each shown in the words `label` gives it. */
export function selectOptions<T extends string | number>(
  values: readonly T[] | undefined,
  label: (value: T) => string,
): SelectOption[] {
  return (values ?? []).map((value) => ({ value, label: label(value) }));
}

/** The choices of named things (clients, companies): each its id, shown by its name; none while they load. */
export function namedOptions(items: readonly { id: string; name: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'required'> {
  ref?: Ref<HTMLSelectElement>;
  selectClassName?: string;
  /** The choices, drawn before any <option> children (none while a list is still loading). */
  options?: readonly SelectOption[];
  /** A first choice of value "" ("every type", "choose…"), which stands for none. */
  emptyOption?: string;
}

/**
 * A labelled native <select>: a combobox every phone, tablet and screen reader knows, and the one the e2e suite
 * drives with selectOption. For a searchable list or several choices use MultiSelect.
 */
export function Select({ selectClassName, options, emptyOption, children, ...props }: SelectProps) {
  const { frame, control, size } = useFieldFrame(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={controlClass(size, selectClassName)}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
