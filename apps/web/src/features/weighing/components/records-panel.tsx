import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import { changeNeedsReason, changeRefusal, mayChangeRecord, type ChangeActor } from '@ecopeso/shared/record-changes';
import type { WasteRecord } from '@ecopeso/shared/records';
import { can } from '@ecopeso/shared/roles';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/field';
import { db, type PendingRecord } from '@/lib/offline-db';
import { useDeleteRecord } from '../api/delete-record';
import { useDeletedRecords, useRestoreRecord } from '../api/restore-record';
import { CorrectRecordDialog } from './correct-record-dialog';
import { CHANGE_REFUSAL_KEYS } from '../lib/change-refusal-text';
import { useRecords } from '../api/get-records';
import { usePendingRecords } from '../hooks/use-pending';
import { pendingKitchen } from '../lib/pending-kitchen';
import { useRecordEvents } from '../hooks/use-record-events';
import type { Status } from '../hooks/use-status';
import { useStoredRecords } from '../hooks/use-stored-records';
import { deletePending } from '../lib/pending-queue';
import { ExportButtons } from './export-buttons';
import { RecordRow } from './record-row';
import { recordPhotoPath } from '@ecopeso/shared/record-photos';
import { useWords } from '@/lib/use-words';

const PENDING_SHOWN = 20;

interface RecordsPanelProps {
  client: ClientDetail;
  lang: Language;
  userName: string;
  /** Who is looking: what they may correct, delete or restore follows from it (the server decides too). */
  user: ChangeActor;
  onStatus(status: Status): void;
  onFix(row: PendingRecord): void;
}

/**
 * The selected client's recent records (spec §2): this device's pending ones first (deletable at once), refused
 * ones with their reason (fix or delete), then the server's, newest first, with Load More. Live across devices.
 */
export function RecordsPanel({ client, lang, userName, user, onStatus, onFix }: RecordsPanelProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  const pending = usePendingRecords(client.id);
  const records = useRecords(client.id);
  const deleteRecord = useDeleteRecord(client.id);
  const [toDelete, setToDelete] = useState<WasteRecord | null>(null);
  const [deleteReason, setDeleteReason] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [toCorrect, setToCorrect] = useState<WasteRecord | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const seesDeleted = can(user.role, 'records:deleted');
  const needsReason = changeNeedsReason(user.role);
  const deleted = useDeletedRecords(client.id, seesDeleted && showDeleted);
  const restore = useRestoreRecord(client.id);
  // The change rule the server holds to (packages/shared record-changes.ts): the operacional, own records of today.
  const mayChange = (record: WasteRecord) =>
    mayChangeRecord(user, { ...record, recordedAt: new Date(record.recordedAt) }, client.timezone, new Date());
  useRecordEvents(client.id);
  useStoredRecords(client, userName, user.id);

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

  function askDelete(record: WasteRecord) {
    setDeleteReason('');
    setDeleteError(null);
    setToDelete(record);
  }

  function confirmDelete() {
    if (!toDelete) return;
    const refusal = changeRefusal({
      actor: user,
      record: { ...toDelete, recordedAt: new Date(toDelete.recordedAt) },
      timeZone: client.timezone,
      now: new Date(),
      reason: deleteReason,
    });
    if (refusal === 'reason-required') {
      setDeleteError(t(CHANGE_REFUSAL_KEYS[refusal]));
      return;
    }
    if (refusal) {
      // The day ended while the dialog was open, say: it is no longer this person's to delete.
      onStatus({ kind: 'error', text: t(CHANGE_REFUSAL_KEYS[refusal]) });
      setToDelete(null);
      return;
    }
    deleteRecord.mutate(
      { recordId: toDelete.id, reason: deleteReason.trim() || undefined },
      {
        onSuccess: () => onStatus({ kind: 'success', text: t('messages.recordDeleted') }),
        onError: (err) => {
          console.error('deleting a record failed', err);
          onStatus({ kind: 'error', text: t('messages.deleteError') });
        },
        onSettled: () => setToDelete(null),
      },
    );
  }

  function restoreRecord(record: WasteRecord) {
    restore.mutate(record.id, {
      onSuccess: () => onStatus({ kind: 'success', text: t('deleted.restored') }),
      onError: (err) => {
        console.error('restoring a record failed', err);
        onStatus({ kind: 'error', text: t('deleted.error') });
      },
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
              record={{ ...row, areaName: row.areaId ? areaName(row.areaId) : null, ...pendingKitchen(client, row) }}
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
              record={{ ...record, photoUrl: record.hasPhoto ? recordPhotoPath(client.id, record.id) : null }}
              timeZone={client.timezone}
              lang={lang}
              state="synced"
              onDelete={mayChange(record) ? () => askDelete(record) : undefined}
              onCorrect={mayChange(record) ? () => setToCorrect(record) : undefined}
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
        <RetryNotice inline message={t('messages.loadError')} onRetry={() => void records.refetch()} />
      )}
      {records.isSuccess && local.length === 0 && synced.length === 0 && (
        <p className="rounded-lg bg-white p-4 text-slate-600">{t('records.empty')}</p>
      )}
      {records.hasNextPage && (
        <Button className={'w-full'} disabled={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
          {records.isFetchingNextPage ? t('records.loadingMore') : t('records.loadMore')}
        </Button>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        theme="danger"
        title={t('records.deleteTitle')}
        message={
          toDelete && (
            <>
              {t('records.deleteMessage', {
                description: [
                  words.wasteType(toDelete.wasteType) +
                    (toDelete.subType ? ` · ${words.subType(toDelete.subType)}` : ''),
                  formatEnteredKg(toDelete.weightKg, lang),
                  formatDateTime(toDelete.recordedAt, lang, client.timezone),
                ].join(', '),
              })}
              {needsReason && (
                <TextField
                  className="mt-3 text-left"
                  label={t('correct.reason')}
                  required
                  maxLength={500}
                  value={deleteReason}
                  error={deleteError}
                  onChange={(e) => setDeleteReason(e.target.value)}
                />
              )}
            </>
          )
        }
        confirmText={t('records.deleteConfirm')}
        cancelText={t('records.deleteCancel')}
        busy={deleteRecord.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <CorrectRecordDialog
        record={toCorrect}
        client={client}
        lang={lang}
        user={user}
        onStatus={onStatus}
        onClose={() => setToCorrect(null)}
      />

      {seesDeleted && (
        <div className="space-y-2 border-t border-slate-200 pt-3">
          <Button aria-expanded={showDeleted} onClick={() => setShowDeleted((shown) => !shown)}>
            {showDeleted ? t('deleted.hide') : t('deleted.show')}
          </Button>
          {showDeleted && (
            <section aria-labelledby="deleted-title" className="space-y-2">
              <h3 id="deleted-title" className="font-bold text-slate-900">
                {t('deleted.heading')}
              </h3>
              {deleted.data?.items.length === 0 && <p className="text-slate-600">{t('deleted.empty')}</p>}
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {deleted.data?.items.map((record) => (
                  <li key={record.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                    <p className="min-w-0 flex-1 text-sm text-slate-800">
                      {words.wasteType(record.wasteType)}
                      {record.subType ? ` · ${words.subType(record.subType)}` : ''} ·{' '}
                      <strong>{formatEnteredKg(record.weightKg, lang)}</strong> ·{' '}
                      {formatDateTime(record.recordedAt, lang, client.timezone)}
                      {record.deletedAt &&
                        ` · ${t('deleted.deletedAt', { when: formatDateTime(record.deletedAt, lang, client.timezone) })}`}
                    </p>
                    <Button disabled={restore.isPending} onClick={() => restoreRecord(record)}>
                      {t('deleted.restore')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
