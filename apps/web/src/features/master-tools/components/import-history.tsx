import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ecopeso/shared/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useImports, useUndoImport } from '../api/record-imports';

/** A client's history imports, newest first; each not yet undone can be undone as one action. */
export function ImportHistory({ clientId, timezone }: { clientId: string; timezone: string }) {
  const { t } = useTranslation('master-tools');
  const { lang } = useLanguage();
  const toast = useToast();
  const imports = useImports(clientId);
  const undo = useUndoImport(clientId);
  const [undoing, setUndoing] = useState<string | null>(null);

  return (
    <section aria-labelledby="import-history" className="space-y-2">
      <h3 id="import-history" className="text-lg font-semibold text-slate-900">
        {t('import.history')}
      </h3>
      {imports.data?.length === 0 && <p className="text-slate-700">{t('import.noImports')}</p>}
      {imports.data && imports.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-300">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('import.history')}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="p-2">
                  {t('import.when')}
                </th>
                <th scope="col" className="p-2">
                  {t('import.fileName')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t('import.rows')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t('import.inserted')}
                </th>
                <th scope="col" className="p-2">
                  {t('import.by')}
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">{t('import.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.data.map((item) => (
                <tr key={item.id} className="border-t border-slate-200">
                  <td className="p-2 whitespace-nowrap">{formatDateTime(item.createdAt, lang, timezone)}</td>
                  <td className="p-2">{item.fileName}</td>
                  <td className="p-2 text-right tabular-nums">{item.rows}</td>
                  <td className="p-2 text-right tabular-nums">{item.inserted}</td>
                  <td className="p-2">{item.createdByName ?? '—'}</td>
                  <td className="p-2 text-right">
                    {item.undoneAt ? (
                      <span className="text-slate-700">{t('import.undone')}</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('import.undoOne', { file: item.fileName })}
                        onClick={() => setUndoing(item.id)}
                      >
                        {t('import.undo')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={undoing !== null}
        theme="danger"
        title={t('import.undoTitle')}
        message={t('import.undoMessage')}
        confirmText={t('import.undoConfirm')}
        cancelText={t('import.cancel')}
        busy={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() =>
          undoing &&
          undo.mutate(undoing, {
            onSuccess: (r) => {
              setUndoing(null);
              toast.show('success', t('import.undoneCount', { count: r.removed }), { action: 'undo-import' });
            },
            onError: () => {
              setUndoing(null);
              toast.show('error', t('import.undoFailed'), { action: 'undo-import' });
            },
          })
        }
      />
    </section>
  );
}
