import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_PAGES, type SitePage } from '../site-pages';

/**
 * Title and description of a public page after a client-side navigation. The prerendered HTML already carries
 * them (and canonical, hreflang, Open Graph) for the first load: scripts/prerender.ts writes them from the same texts.
 */
export function usePageMeta(key: SitePage['key']): void {
  const page = SITE_PAGES.find((p) => p.key === key)!;
  const { t } = useTranslation(page.ns);
  const title = t(`${page.meta}.title`);
  const description = t(`${page.meta}.description`);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
