import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** How many pages a list of `total` items fills at `pageSize` a page: at least one, the empty list's. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * "Newer · Page 2 of 5 · Older" under a list read newest first, a page at a time; nothing when all fits on one page.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation('ui');
  if (pages <= 1) return null;
  return (
    <div className="flex items-center gap-3">
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.newer')}
      </Button>
      <span className="text-sm text-slate-700">{t('pager.page', { page, pages })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.older')}
      </Button>
    </div>
  );
}
