import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ecopeso/shared/dates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useImports, useUndoImport } from '../api/record-imports';
import { ColumnTable } from '@/components/ui/table';

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
        <ColumnTable
          caption={t('import.history')}
          rows={imports.data}
          rowKey={(item) => item.id}
          columns={[
            {
              header: t('import.when'),
              className: 'whitespace-nowrap',
              cell: (item) => formatDateTime(item.createdAt, lang, timezone),
            },
            { header: t('import.fileName'), cell: (item) => item.fileName },
            { header: t('import.rows'), align: 'right', cell: (item) => item.rows },
            { header: t('import.inserted'), align: 'right', cell: (item) => item.inserted },
            { header: t('import.by'), cell: (item) => item.createdByName ?? '—' },
            {
              header: t('import.actions'),
              hideHeader: true,
              align: 'right',
              cell: (item) =>
                item.undoneAt ? (
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
                ),
            },
          ]}
        />
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
