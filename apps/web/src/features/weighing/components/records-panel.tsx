import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { WasteRecord } from '@ecopeso/shared/records';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { db, type PendingRecord } from '@/lib/offline-db';
import { useDeleteRecord } from '../api/delete-record';
import { useRecords } from '../api/get-records';
import { usePendingRecords } from '../hooks/use-pending';
import { useRecordEvents } from '../hooks/use-record-events';
import type { Status } from '../hooks/use-status';
import { useStoredRecords } from '../hooks/use-stored-records';
import { formatDateTime, formatWeight } from '../lib/format';
import { deletePending } from '../lib/pending-queue';
import { ExportButtons } from './export-buttons';
import { RecordRow } from './record-row';
import { useWords } from '@/lib/use-words';

const PENDING_SHOWN = 20;

interface RecordsPanelProps {
  client: ClientDetail;
  lang: Language;
  userName: string;
  onStatus(status: Status): void;
  onFix(row: PendingRecord): void;
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60';

/**
 * The selected client's recent records (spec §2): this device's pending ones first (deletable at once), refused
 * ones with their reason (fix or delete), then the server's, newest first, with Load More. Live across devices.
 */
export function RecordsPanel({ client, lang, userName, onStatus, onFix }: RecordsPanelProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  const pending = usePendingRecords(client.id);
  const records = useRecords(client.id);
  const deleteRecord = useDeleteRecord(client.id);
  const [toDelete, setToDelete] = useState<WasteRecord | null>(null);
  useRecordEvents(client.id);
  useStoredRecords(client, userName);

  const synced = records.data?.pages.flatMap((page) => page.items) ?? [];
  const syncedIds = new Set(synced.map((r) => r.id));
  const local = pending.filter((row) => !syncedIds.has(row.localId));
  // Refused rows always show (they need the user); of the rows merely waiting, the newest few — a device back
  // online with thousands queued must not re-render thousands of rows while they sync.
  const refused = local.filter((row) => row.rejectionReason);
  const waiting = local.filter((row) => !row.rejectionReason);
  const shown = [...refused, ...waiting.slice(0, PENDING_SHOWN)];
  const hiddenWaiting = Math.max(0, waiting.length - PENDING_SHOWN);
  const areaName = (id: string | null) => client.areas.find((a) => a.id === id)?.name ?? null;
  const offline = records.isPending && records.fetchStatus === 'paused';

  async function removePending(row: PendingRecord) {
    try {
      await deletePending(db, row.id!);
      onStatus({ kind: 'success', text: t('messages.pendingDeleted') });
    } catch (err) {
      console.error('deleting a pending record failed', err);
      onStatus({ kind: 'error', text: t('messages.deleteError') });
    }
  }

  function confirmDelete() {
    if (!toDelete) return;
    deleteRecord.mutate(toDelete.id, {
      onSuccess: () => onStatus({ kind: 'success', text: t('messages.recordDeleted') }),
      onError: (err) => {
        console.error('deleting a record failed', err);
        onStatus({ kind: 'error', text: t('messages.deleteError') });
      },
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section aria-labelledby="records-title" className="space-y-3">
      <h2 id="records-title" className="text-xl font-bold text-slate-900">
        {t('records.heading')}
      </h2>
      <ExportButtons clientId={client.id} lang={lang} onStatus={onStatus} />

      {(local.length > 0 || synced.length > 0) && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {shown.map((row) => (
            <RecordRow
              key={`local-${row.id}`}
              record={{ ...row, areaName: row.areaId ? areaName(row.areaId) : null }}
              timeZone={client.timezone}
              lang={lang}
              state={row.rejectionReason ? 'rejected' : 'pending'}
              reason={row.rejectionReason}
              onDelete={() => void removePending(row)}
              onFix={row.rejectionReason ? () => onFix(row) : undefined}
            />
          ))}
          {hiddenWaiting > 0 && (
            <li className="px-4 py-3 text-sm font-semibold text-amber-900">
              {t('records.moreWaiting', { count: hiddenWaiting })}
            </li>
          )}
          {synced.map((record) => (
            <RecordRow
              key={record.id}
              record={record}
              timeZone={client.timezone}
              lang={lang}
              state="synced"
              onDelete={() => setToDelete(record)}
            />
          ))}
        </ul>
      )}

      {records.isLoading && (
        <p role="status" className="text-slate-600">
          {t('records.loading')}
        </p>
      )}
      {offline && <p className="rounded-lg bg-slate-100 p-3 text-slate-700">{t('records.offline')}</p>}
      {(records.isError || records.isFetchNextPageError) && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-red-800">
          <p className="flex-1">{t('messages.loadError')}</p>
          <button type="button" className={BUTTON} onClick={() => void records.refetch()}>
            {t('records.retry')}
          </button>
        </div>
      )}
      {records.isSuccess && local.length === 0 && synced.length === 0 && (
        <p className="rounded-lg bg-white p-4 text-slate-600">{t('records.empty')}</p>
      )}
      {records.hasNextPage && (
        <button
          type="button"
          className={`${BUTTON} w-full`}
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {records.isFetchingNextPage ? t('records.loadingMore') : t('records.loadMore')}
        </button>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        theme="danger"
        title={t('records.deleteTitle')}
        message={
          toDelete &&
          t('records.deleteMessage', {
            description: [
              words.wasteType(toDelete.wasteType) + (toDelete.subType ? ` · ${words.subType(toDelete.subType)}` : ''),
              formatWeight(toDelete.weightKg, lang),
              formatDateTime(toDelete.recordedAt, client.timezone, lang),
            ].join(', '),
          })
        }
        confirmText={t('records.deleteConfirm')}
        cancelText={t('records.deleteCancel')}
        busy={deleteRecord.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
