import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { cx } from './cx';
import { useLeaveToasts } from './toast';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Client sections"). */
  label: string;
  tabs: readonly TabItem[];
  selected?: string;
  onSelect?(id: string): void;
  className?: string;
}

/**
 * Tabs with the WAI-ARIA pattern: arrows move between tabs, Home and End jump, the panel follows focus. Selected
 * state may be owned by the caller (a tab kept in the URL) or left to the tabs. Choosing another tab drops the
 * page's error toasts.
 */
export function Tabs({ label, tabs, selected, onSelect, className }: TabsProps) {
  // An error toast about one tab does not follow the person to the next.
  const leaveToasts = useLeaveToasts();
  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={(key: Key) => {
        if (key !== selected) leaveToasts();
        onSelect?.(String(key));
      }}
      className={className}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-300">
        {tabs.map((tab) => (
          <AriaTab
            key={tab.id}
            id={tab.id}
            className={cx(
              '-mb-px flex min-h-11 cursor-pointer items-center border-b-4 border-transparent px-4 font-semibold whitespace-nowrap text-slate-700 outline-none',
              'hover:text-slate-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-[-2px] data-[focus-visible]:outline-slate-900',
              'data-[selected]:border-brand-700 data-[selected]:text-brand-900',
            )}
          >
            {tab.label}
          </AriaTab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="pt-4 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-slate-900"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
