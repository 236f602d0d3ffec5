import { useEffect, type ReactNode } from 'react';
import { Tab as AriaTab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { cx } from './cx';
import { ScrollCues, useScrollEnds } from './scroll-cues';
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
 * state may be owned by the caller (a tab kept in the URL) or left to the tabs. When the tabs do not fit (a phone),
 * the strip scrolls, a fade with a chevron on either side says more tabs are there, and the selected tab — one
 * opened by its URL included — is scrolled into sight. Choosing another tab drops the page's error toasts.
 */
export function Tabs({ label, tabs, selected, onSelect, className }: TabsProps) {
  const { ref, hidden, measure } = useScrollEnds('[role="tablist"]');
  // An error toast about one tab does not follow the person to the next.
  const leaveToasts = useLeaveToasts();
  useEffect(() => {
    // After the tabs' own render has put the selection on the DOM (react-aria builds its collection first).
    const frame = requestAnimationFrame(() => {
      const tab = ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      const strip = ref.current?.querySelector<HTMLElement>('[role="tablist"]');
      if (tab && strip) {
        // Scrolls the strip only, never the page.
        const left = tab.offsetLeft - strip.offsetLeft;
        if (left < strip.scrollLeft) strip.scrollLeft = left;
        else if (left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth)
          strip.scrollLeft = left + tab.offsetWidth - strip.clientWidth;
      }
      measure();
    });
    return () => cancelAnimationFrame(frame);
  }, [selected, ref, measure]);
  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={(key: Key) => {
        if (key !== selected) leaveToasts();
        onSelect?.(String(key));
      }}
      className={className}
    >
      <div ref={ref} className="relative">
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
        <ScrollCues hidden={hidden} testId="tabs" />
      </div>
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
