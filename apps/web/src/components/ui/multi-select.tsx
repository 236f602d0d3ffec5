import { useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import type { FieldBaseProps } from './field';
import { matchesSearch } from './search-text';
import { UiLocale } from './ui-locale';
import { AriaFieldHelp, AriaFieldLabel, ariaFieldBoxClass } from './aria-field-help';
import { Icon, ICON_PATHS } from '@/components/icon';

export interface MultiSelectOption {
  id: string;
  label: string;
}

export interface MultiSelectProps extends FieldBaseProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange(ids: string[]): void;
  placeholder?: string;
  isDisabled?: boolean;
  onBlur?(): void;
}

/**
 * Several choices out of a long list (a user's clients): type to filter, ignoring case and accents; arrows and
 * Enter toggle an option and the list stays open; the chosen ones show as tags under the field, each removed
 * with its × button or Delete. React Aria's ComboBox in multiple mode, so it is a real combobox to screen readers.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  description,
  error,
  required,
  size = 'md',
  className,
  placeholder,
  isDisabled,
  onBlur,
}: MultiSelectProps) {
  const { t } = useTranslation('ui');
  const [query, setQuery] = useState('');
  const tabbing = useRef(false);
  const chosen = options.filter((o) => value.includes(o.id));
  const remove = (keys: Set<Key>) => onChange(value.filter((id) => !keys.has(id)));

  return (
    <UiLocale>
      <div
        className={className}
        onKeyDownCapture={(event) => {
          if (event.key !== 'Tab') return;
          tabbing.current = true;
          setTimeout(() => (tabbing.current = false), 0);
        }}
      >
        <ComboBox
          selectionMode="multiple"
          // Filtered here rather than by React Aria's defaultFilter, which 1.22 does not apply in multiple mode (every
          // option stayed listed as one typed).
          items={options.filter((o) => matchesSearch(o.label, query))}
          value={value}
          onChange={(keys) => {
            // Tab out of the field makes React Aria 1.22's ComboBox "commit" the focused option, which in multiple
            // mode toggles it: the option just chosen with Enter was dropped as the keyboard user moved on (an
            // invitation went out with no client). Leaving the field never changes the choice.
            if (tabbing.current) return;
            const ids = keys.map(String);
            // React Aria also "commits" an unchanged choice, as when its list closes because the page moved under it
            // (the charts above arriving while one types): that is no pick, and what was typed stays.
            if (ids.length === value.length && ids.every((id) => value.includes(id))) return;
            onChange(ids);
            // A pick clears what was typed to find it: the next search starts afresh, and no stale text is left.
            setQuery('');
          }}
          // A click in the empty box, or focus from the keyboard, shows the list: no need to guess a first letter.
          menuTrigger="focus"
          inputValue={query}
          onInputChange={setQuery}
          isDisabled={isDisabled}
          isRequired={required}
          isInvalid={!!error}
          validationBehavior="aria"
          onBlur={onBlur}
          className="group relative"
        >
          <AriaFieldLabel size={size} required={required}>
            {label}
          </AriaFieldLabel>
          <Group className={ariaFieldBoxClass(size)}>
            <Input
              placeholder={placeholder ?? t('multiSelect.placeholder')}
              className="min-w-0 flex-1 bg-transparent text-slate-900 outline-none placeholder:text-slate-500"
            />
            <AriaButton
              aria-label={t('multiSelect.showOptions')}
              className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <Icon d={ICON_PATHS.chevronDown} className="h-4 w-4" strokeWidth={2} />
            </AriaButton>
          </Group>
          <AriaFieldHelp description={description} error={error} />
          <Popover className="max-h-72 w-(--trigger-width) overflow-y-auto rounded-lg border border-slate-300 bg-white p-1 shadow-lg">
            <ListBox<MultiSelectOption>
              className="outline-none"
              renderEmptyState={() => <p className="px-3 py-2 text-slate-600">{t('multiSelect.noMatch')}</p>}
            >
              {(option) => (
                <ListBoxItem
                  id={option.id}
                  textValue={option.label}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-slate-900 outline-none data-[focused]:bg-slate-100"
                >
                  {({ isSelected }) => (
                    <>
                      <span
                        aria-hidden="true"
                        className={cx(
                          'flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 text-xs font-bold',
                          isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400',
                        )}
                      >
                        {isSelected ? '✓' : ''}
                      </span>
                      <span>{option.label}</span>
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        {chosen.length > 0 && (
          <TagGroup aria-label={t('multiSelect.chosen', { label })} onRemove={remove} className="mt-2">
            <TagList items={chosen} className="flex flex-wrap gap-2">
              {(option) => (
                <Tag
                  id={option.id}
                  textValue={option.label}
                  className="flex min-h-9 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 pl-3 text-sm font-medium text-brand-900 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-slate-900"
                >
                  {option.label}
                  <AriaButton
                    slot="remove"
                    aria-label={t('multiSelect.remove', { name: option.label })}
                    className="flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
                  >
                    <span aria-hidden="true">×</span>
                  </AriaButton>
                </Tag>
              )}
            </TagList>
          </TagGroup>
        )}
      </div>
    </UiLocale>
  );
}
