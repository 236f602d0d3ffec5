import { Select } from '@/components/ui/field';

/**
 * An optional choice among the client's list (loss reasons, food items) that keeps the record's own one offered when
 * the list no longer has it; nothing to show when neither has any.
 */
export function KeptChoice({
  label,
  none,
  value,
  onChange,
  options,
  keptName,
}: {
  label: string;
  none: string;
  value: string | null;
  onChange(id: string | null): void;
  options: readonly { id: string; name: string | null }[];
  keptName: string | null;
}) {
  if (options.length === 0 && !value) return null;
  return (
    <Select label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{none}</option>
      {value && !options.some((o) => o.id === value) && <option value={value}>{keptName}</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </Select>
  );
}
