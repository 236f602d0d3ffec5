import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';

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
