import { useTranslation } from 'react-i18next';
import { Select, type SelectProps } from '@/components/ui/field';
import { useWords } from '@/lib/use-words';

export interface ClientSelectProps extends Omit<
  SelectProps,
  'label' | 'value' | 'onChange' | 'onSelect' | 'options' | 'emptyOption'
> {
  clients: readonly { id: string; name: string }[];
  /**
   * The chosen client, or the value of a choice the page adds before the clients (`children`: the dashboard's "all
   * my clients"). Null shows "Select a client", which cannot be chosen back.
   */
  value: string | null;
  onSelect(value: string): void;
}

/**
 * The page's client, chosen from the user's clients (weighing entry, dashboard, MTR management, the SIGOR panel,
 * Documentação, circular economy): one label and one prompt, in the page's language, wherever a client is chosen.
 */
export function ClientSelect({
  clients,
  value,
  onSelect,
  children,
  size = 'sm',
  className = 'w-full max-w-sm',
  ...props
}: ClientSelectProps) {
  const { t } = useTranslation('app');
  const words = useWords();
  return (
    <Select
      label={words.field('client')}
      size={size}
      className={className}
      value={value ?? ''}
      onChange={(event) => onSelect(event.target.value)}
      {...props}
    >
      {value === null && (
        <option value="" disabled>
          {t('clients.choose')}
        </option>
      )}
      {children}
      {clients.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
