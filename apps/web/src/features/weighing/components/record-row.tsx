import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import type { LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import type { RejectionReason } from '@ecopeso/shared/records';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { WasteIcon } from './waste-icon';
import { ClockIcon } from './clock-icon';
import { useWords } from '@/lib/use-words';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/icon';

export interface RecordView {
  wasteType: WasteType;
  subType: SubType | null;
  areaName: string | null;
  weightKg: number;
  recordedAt: string;
  createdByName?: string | null;
  correctedAt?: string | null;
  correctedByName?: string | null;
  /** Issue 26: the container it was weighed in (gross and tare beside the net), why the food was wasted, and what. */
  containerName?: string | null;
  grossKg?: number | null;
  tareKg?: number | null;
  lossReasonKind?: LossReasonKind | null;
  lossReasonName?: string | null;
  foodItemName?: string | null;
  /** Where its photo is read (decision 040), when it has one on the server. */
  photoUrl?: string | null;
}

interface RecordRowProps {
  record: RecordView;
  timeZone: string;
  lang: Language;
  state: 'synced' | 'pending' | 'rejected';
  reason?: RejectionReason;
  /** Absent when this user may not delete it (the operacional: others' records, earlier days). */
  onDelete?(): void;
  onFix?(): void;
  /** Correcting a synced record on the server. */
  onCorrect?(): void;
}

const ACTION =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/** One line of the records list: type, weight, when and where, its sync state, and what can be done with it. */
export function RecordRow({ record, timeZone, lang, state, reason, onDelete, onFix, onCorrect }: RecordRowProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  const colors = WASTE_COLORS[record.wasteType];
  const type = words.wasteType(record.wasteType);
  const what = record.subType ? `${type} · ${words.subType(record.subType)}` : type;
  const weight = formatEnteredKg(record.weightKg, lang);
  const when = formatDateTime(record.recordedAt, lang, timeZone);
  const description = `${what}, ${weight}, ${when}`;
  const reasonName = words.lossReasonName(record.lossReasonKind, record.lossReasonName);

  return (
    <li
      className={`flex items-start gap-2 px-2 py-3 sm:items-center sm:gap-3 sm:px-3 ${state === 'rejected' ? 'bg-red-50' : ''}`}
    >
      <span
        className="mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white sm:mt-0 sm:h-10 sm:w-10"
        style={{ backgroundColor: colors.main }}
      >
        <WasteIcon type={record.wasteType} className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{what}</span>
          <span className="text-lg font-bold tabular-nums text-slate-900">{weight}</span>
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={record.recordedAt}>{when}</time> · {record.areaName ?? words.noArea}
          {record.createdByName ? ` · ${record.createdByName}` : ''}
        </p>
        {(record.grossKg != null || reasonName || record.foodItemName) && (
          <p className="text-sm text-slate-700" data-testid="record-kitchen">
            {[
              record.grossKg != null &&
                record.tareKg != null &&
                t('records.container', {
                  container: record.containerName ?? '—',
                  gross: formatEnteredKg(record.grossKg, lang),
                  tare: formatEnteredKg(record.tareKg, lang),
                }),
              reasonName && t('records.lossReason', { reason: reasonName }),
              record.foodItemName && t('records.foodItem', { item: record.foodItemName }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {record.correctedAt && (
          <p className="text-sm font-medium text-slate-700">
            {t('records.corrected', {
              name: record.correctedByName ?? '—',
              when: formatDateTime(record.correctedAt, lang, timeZone),
            })}
          </p>
        )}
        {state === 'pending' && (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
            <ClockIcon />
            {words.recordStatus('pending')}
          </p>
        )}
        {state === 'rejected' && (
          <p className="mt-1 text-sm font-medium text-red-800">
            <span className="mr-1 inline-block rounded-full bg-red-100 px-2 py-0.5">
              {words.recordStatus('rejected')}
            </span>
            {reason ? t(`reasons.${reason}`) : ''}
          </p>
        )}
      </div>
      {record.photoUrl && (
        <a href={record.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={record.photoUrl}
            alt={t('photo.thumbnail')}
            loading="lazy"
            className="h-11 w-11 rounded object-cover"
          />
        </a>
      )}
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
        {onFix && (
          <Button
            variant="bare"
            onClick={onFix}
            aria-label={t('records.fixLabel', { description })}
            className={`${ACTION} border border-red-300 bg-white text-red-900 hover:bg-red-100 focus-visible:outline-red-800`}
          >
            {t('records.fix')}
          </Button>
        )}
        {onCorrect && (
          <Button size="sm" onClick={onCorrect} aria-label={t('records.correctLabel', { description })}>
            {t('records.correct')}
          </Button>
        )}
        {onDelete && (
          <Button
            variant="bare"
            onClick={onDelete}
            aria-label={t('records.deleteLabel', { description })}
            title={t('records.delete')}
            className={`${ACTION} text-red-800 hover:bg-red-50 focus-visible:outline-red-800`}
          >
            <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" className="h-5 w-5" strokeWidth={2} />
          </Button>
        )}
      </div>
    </li>
  );
}
