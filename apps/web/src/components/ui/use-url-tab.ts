import { useSearchParams } from 'react-router';
import { APP_PAGE_TABS } from '@ecopeso/shared/web-routes';

type TabbedPage = keyof typeof APP_PAGE_TABS;
export type PageTab<P extends TabbedPage> = (typeof APP_PAGE_TABS)[P]['values'][number];

/**
 * The selected tab of a page whose tabs web-routes.ts declares, kept in the URL under the page's parameter so a link
 * or a reload opens the same tab; a missing or unknown value is the first tab. Choosing a tab replaces the history
 * entry and keeps the other parameters (the client); the first tab drops the parameter, so the page's plain address
 * is its first tab.
 */
export function useUrlTab<P extends TabbedPage>(page: P): [PageTab<P>, (tab: string) => void] {
  const { param, values } = APP_PAGE_TABS[page];
  const [params, setParams] = useSearchParams();
  const asked = params.get(param);
  const tab = values.find((value) => value === asked) ?? values[0];
  const select = (id: string) =>
    setParams(
      (p) => {
        if (id === values[0]) p.delete(param);
        else p.set(param, id);
        return p;
      },
      { replace: true },
    );
  return [tab, select];
}
