import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { MasterRecord } from '@ecopeso/shared/master-records';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useClientDetail } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { ColumnTable } from '@/components/ui/table';
import {
  useBulkDelete,
  useMasterRecords,
  useRestoreOne,
  useUndoOperation,
  type RecordFilters,
} from '../api/master-records';
import { RecordFilterFields } from './record-filters';
import { Alert } from '@/components/ui/alert';

/** Draws the correction dialog of a record (the weighing page's, wired in by the app). */
export type CorrectionRenderer = (props: {
  record: MasterRecord;
  client: ClientDetail;
  onClose(): void;
  onDone(message: string): void;
}) => ReactNode;

const keyOf = (r: { clientId: string; id: string }) => `${r.clientId}|${r.id}`;

/** Tool 1: records of every client, filtered on the server; correct, delete (one or a selection, undoable), restore. */
export function RecordEditor({ renderCorrection }: { renderCorrection: CorrectionRenderer }) {
  const { t } = useTranslation('master-tools');
  const words = useWords();
  const { lang } = useLanguage();
  const toast = useToast();
  const [filters, setFilters] = useState<RecordFilters>({ deleted: 'false' });
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<Map<string, { clientId: string; id: string }>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [lastOperation, setLastOperation] = useState<{ id: string; count: number } | null>(null);
  const [correcting, setCorrecting] = useState<MasterRecord | null>(null);
  const correctingClient = useClientDetail(correcting?.clientId ?? null);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useMasterRecords(filters, cursor);
  const bulkDelete = useBulkDelete();
  const undo = useUndoOperation();
  const restore = useRestoreOne();
  const deletedView = filters.deleted === 'true';
  const items = page.data?.items ?? [];

  const setFilter = (patch: Partial<RecordFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setCursors([null]);
    setSelected(new Map());
  };
  const toggle = (r: MasterRecord) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(keyOf(r))) next.delete(keyOf(r));
      else next.set(keyOf(r), { clientId: r.clientId, id: r.id });
      return next;
    });
  const allOnPage = items.length > 0 && items.every((r) => selected.has(keyOf(r)));
  const whenOf = (r: MasterRecord) => formatDateTime(r.recordedAt, lang, r.clientTimezone);

  function confirmDelete() {
    if (!reason.trim()) {
      setReasonError(t('records.reasonRequired'));
      return;
    }
    bulkDelete.mutate(
      { records: [...selected.values()], reason: reason.trim() },
      {
        onSuccess: (result) => {
          toast.dismiss('delete-records');
          setLastOperation({ id: result.operationId, count: result.deleted });
          setSelected(new Map());
          setConfirming(false);
          setReason('');
        },
        onError: () => toast.show('error', t('records.deleteFailed'), { action: 'delete-records' }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <RecordFilterFields filters={filters} onChange={setFilter} />

      {lastOperation && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <span>{t('records.deleted', { count: lastOperation.count })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(lastOperation.id, {
                onSuccess: (r) => {
                  setLastOperation(null);
                  toast.show('success', t('records.undone', { count: r.restored }), { action: 'undo-delete' });
                },
                onError: () => toast.show('error', t('records.undoFailed'), { action: 'undo-delete' }),
              })
            }
          >
            {t('records.undo')}
          </Button>
        </div>
      )}

      {!deletedView && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="danger" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
            {t('records.deleteSelected', { count: selected.size })}
          </Button>
        </div>
      )}

      {page.isError ? (
        <Alert>{t('records.loadFailed')}</Alert>
      ) : (
        <ColumnTable<MasterRecord>
          caption={t('records.caption')}
          rows={items}
          rowKey={keyOf}
          empty={page.isPending ? undefined : t('records.empty')}
          columns={[
            !deletedView && {
              header: (
                <input
                  type="checkbox"
                  aria-label={t('records.selectPage')}
                  className="h-5 w-5"
                  checked={allOnPage}
                  onChange={() =>
                    setSelected((s) => {
                      const next = new Map(s);
                      for (const r of items) {
                        if (allOnPage) next.delete(keyOf(r));
                        else next.set(keyOf(r), { clientId: r.clientId, id: r.id });
                      }
                      return next;
                    })
                  }
                />
              ),
              cell: (r) => (
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  aria-label={t('records.select', { when: whenOf(r), client: r.clientName })}
                  checked={selected.has(keyOf(r))}
                  onChange={() => toggle(r)}
                />
              ),
            },
            { header: t('records.when'), className: 'whitespace-nowrap', cell: whenOf },
            { header: t('records.client'), cell: (r) => r.clientName },
            { header: t('records.area'), cell: (r) => r.areaName ?? words.noArea },
            {
              header: t('records.type'),
              cell: (r) => `${words.wasteType(r.wasteType)}${r.subType ? ` · ${words.subType(r.subType)}` : ''}`,
            },
            { header: t('records.weight'), align: 'right', cell: (r) => formatEnteredKg(r.weightKg, lang) },
            { header: t('records.user'), cell: (r) => r.createdByName ?? '—' },
            {
              header: t('records.actions'),
              hideHeader: true,
              align: 'right',
              cell: (r) =>
                deletedView ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={restore.isPending}
                    aria-label={t('records.restoreOne', { when: whenOf(r), client: r.clientName })}
                    onClick={() =>
                      restore.mutate(
                        { clientId: r.clientId, id: r.id },
                        {
                          onSuccess: () => toast.show('success', t('records.restored'), { action: 'restore' }),
                          onError: () => toast.show('error', t('records.restoreFailed'), { action: 'restore' }),
                        },
                      )
                    }
                  >
                    {t('records.restore')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('records.correctOne', { when: whenOf(r), client: r.clientName })}
                    onClick={() => setCorrecting(r)}
                  >
                    {t('records.correct')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <div className="flex gap-2">
        <Button variant="outline" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('records.newer')}
        </Button>
        <Button
          variant="outline"
          disabled={!page.data?.nextCursor}
          onClick={() => setCursors((c) => [...c, page.data?.nextCursor ?? null])}
        >
          {t('records.older')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        theme="danger"
        title={t('records.confirmTitle', { count: selected.size })}
        confirmText={t('records.confirmDelete')}
        cancelText={t('records.cancel')}
        busy={bulkDelete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        message={
          <div className="space-y-3 text-left">
            <p>{t('records.confirmMessage')}</p>
            <TextField
              label={t('records.reason')}
              required
              maxLength={500}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
          </div>
        }
      />
      {correcting &&
        correctingClient.data &&
        renderCorrection({
          record: correcting,
          client: correctingClient.data,
          onClose: () => setCorrecting(null),
          onDone: (message) => {
            toast.show('success', message);
            void page.refetch();
          },
        })}
    </div>
  );
}
