import { Select } from '@/components/ui/field';

export interface ClientSelectProps {
  clients: readonly { id: string; name: string }[];
  clientId: string | null;
  onSelect(id: string): void;
  label: string;
  /** Shown, and not choosable, until a client is chosen. */
  placeholder: string;
}

/** The page's client, chosen from the user's clients (MTR management, the SIGOR panel, Documentação, circular economy). */
export function ClientSelect({ clients, clientId, onSelect, label, placeholder }: ClientSelectProps) {
  return (
    <Select
      label={label}
      size="sm"
      className="w-full max-w-sm"
      value={clientId ?? ''}
      onChange={(event) => onSelect(event.target.value)}
    >
      {clientId === null && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {clients.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
