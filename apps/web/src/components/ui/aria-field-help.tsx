import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { cx } from './cx';
import { labelClass, RequiredMark, type FieldSize } from './field';

/** A React Aria field's label with its required mark, tied to the field by React Aria (number, date, multi-select). */
export function AriaFieldLabel({
  size,
  required,
  children,
}: {
  size: FieldSize;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Label className={labelClass(size)}>
      {children}
      {required && <RequiredMark />}
    </Label>
  );
}

/**
 * The box around a React Aria field's input and its button (date, multi-select): the border of a native control,
 * its focus ring drawn when anything inside has focus, red when the field (a `group`) is invalid.
 */
export function ariaFieldBoxClass(size: FieldSize): string {
  return cx(
    'flex w-full items-center rounded-lg border border-slate-400 bg-white pl-3',
    'focus-within:border-slate-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-slate-900',
    'group-data-[invalid]:border-red-700',
    size === 'sm' ? 'min-h-11' : 'min-h-12',
  );
}

/** A React Aria field's description and error, wired to it by slot (number, date and multi-select fields). */
export function AriaFieldHelp({ description, error }: { description?: ReactNode; error?: string | null }) {
  return (
    <>
      {description && (
        <Text slot="description" className="mt-1 block text-sm text-slate-600">
          {description}
        </Text>
      )}
      <FieldError className="mt-1 block font-medium text-red-700">{error}</FieldError>
    </>
  );
}
