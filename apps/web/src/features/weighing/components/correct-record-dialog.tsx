import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import { changeNeedsReason, changeRefusal, type ChangeActor } from '@ecopeso/shared/record-changes';
import type { RecordCorrection, WasteRecord } from '@ecopeso/shared/records';
import { recordPhotoPath } from '@ecopeso/shared/record-photos';
import { can } from '@ecopeso/shared/roles';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import {
  clientForCorrection,
  subTypesOffered,
  takesLossReason,
  weighingRefusals,
} from '@ecopeso/shared/weighing-rules';
import { wallClockInZone } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateTimePicker } from '@/components/ui/date-picker';
import { Select, TextField } from '@/components/ui/field';
import { useWords } from '@/lib/use-words';
import { useCorrectRecord } from '../api/correct-record';
import type { Status } from '../hooks/use-status';
import { CHANGE_REFUSAL_KEYS } from '../lib/change-refusal-text';
import { weighingMessageKey } from '../lib/validate-weighing';
import { readWeight, typedWeight } from '../lib/weight-input';
import { instantOf } from '../lib/when';
import { isOnline } from '@/lib/connectivity';
import { WeightMeant } from './weight-meant';
import { KeptChoice } from './kept-choice';

interface CorrectRecordDialogProps {
  record: WasteRecord | null;
  client: ClientDetail;
  lang: Language;
  /** Who corrects: gerente and master give a reason; the operacional keeps the record within today. */
  user: ChangeActor;
  onStatus(status: Status): void;
  onClose(): void;
}

/** Correcting a synced record (weight, type, sub-type, area, time) on the server, with a reason where required. */
export function CorrectRecordDialog(props: CorrectRecordDialogProps) {
  // A fresh form per record.
  return props.record ? <CorrectForm key={props.record.id} {...props} record={props.record} /> : null;
}

function CorrectForm({
  record,
  client,
  lang,
  user,
  onStatus,
  onClose,
}: CorrectRecordDialogProps & { record: WasteRecord }) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  const correct = useCorrectRecord(client.id);
  const [wasteType, setWasteType] = useState<WasteType>(record.wasteType);
  const [subType, setSubType] = useState<SubType | null>(record.subType);
  const [areaId, setAreaId] = useState<string | null>(record.areaId);
  // Weighed in a container, the weight corrected is its gross (the tare stays the one it was weighed with).
  const inContainer = record.containerId !== null && record.grossKg !== null;
  const [weight, setWeight] = useState(typedWeight(inContainer ? record.grossKg! : record.weightKg, lang));
  const [lossReasonId, setLossReasonId] = useState<string | null>(record.lossReasonId);
  const [foodItemId, setFoodItemId] = useState<string | null>(record.foodItemId);
  const [when, setWhen] = useState<string | null>(wallClockInZone(client.timezone, new Date(record.recordedAt)));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // "1.500" in pt/es: 1 500 kg or 1,5 kg? Asked, as the weighing form asks, never guessed.
  const [ambiguous, setAmbiguous] = useState<{ asThousands: number; asDecimal: number } | null>(null);
  const needsReason = changeNeedsReason(user.role);
  const now = wallClockInZone(client.timezone);
  const subTypes = subTypesOffered(client, wasteType);

  function confirm() {
    const kg = readWeight(weight, lang);
    if (kg.kind === 'ambiguous') {
      setAmbiguous({ asThousands: kg.asThousands, asDecimal: kg.asDecimal });
      setError(
        t('validation.weightAmbiguous', {
          thousands: formatEnteredKg(kg.asThousands, lang),
          decimal: formatEnteredKg(kg.asDecimal, lang),
        }),
      );
      return;
    }
    if (kg.kind !== 'ok') {
      // The spec's sentence, then what exactly is wrong.
      const why = kg.kind === 'invalid' && kg.problem !== 'empty' ? ` ${t(`validation.weightWhy.${kg.problem}`)}` : '';
      setError(`${t('validation.weight')}${why}`);
      return;
    }
    const at = when ? instantOf(when, client.timezone) : null;
    if (!at) {
      setError(t('when.invalid'));
      return;
    }
    // The corrected record by the rule of a new weighing, then the change rule — as the server will check them.
    const instant = new Date();
    const asksWhy = takesLossReason(wasteType);
    const next = {
      wasteType,
      subType: subTypes.length ? subType : null,
      areaId,
      weightKg: kg.kg,
      recordedAt: at,
      containerId: inContainer ? record.containerId : null,
      grossKg: inContainer ? kg.kg : null,
      tareKg: inContainer ? record.tareKg : null,
      lossReasonId: asksWhy ? lossReasonId : null,
      foodItemId: asksWhy ? foodItemId : null,
    };
    const [refused] = weighingRefusals(next, clientForCorrection(client, record), instant);
    if (refused) {
      setError(t(weighingMessageKey(refused, wasteType)));
      return;
    }
    const refusal = changeRefusal({
      actor: user,
      record: { ...record, recordedAt: new Date(record.recordedAt) },
      timeZone: client.timezone,
      now: instant,
      reason,
      movedTo: at,
    });
    if (refusal) {
      setError(t(CHANGE_REFUSAL_KEYS[refusal]));
      return;
    }
    const correction: RecordCorrection = {};
    if (wasteType !== record.wasteType) correction.wasteType = wasteType;
    if ((subType ?? null) !== record.subType) correction.subType = subTypes.length ? subType : null;
    if (areaId !== record.areaId) correction.areaId = areaId;
    if (inContainer ? kg.kg !== record.grossKg : kg.kg !== record.weightKg) {
      if (inContainer) correction.grossKg = kg.kg;
      else correction.weightKg = kg.kg;
    }
    if (next.lossReasonId !== record.lossReasonId) correction.lossReasonId = next.lossReasonId;
    if (next.foodItemId !== record.foodItemId) correction.foodItemId = next.foodItemId;
    if (wallClockInZone(client.timezone, at) !== wallClockInZone(client.timezone, new Date(record.recordedAt))) {
      correction.recordedAt = at.toISOString();
    }
    if (Object.keys(correction).length === 0) {
      setError(t('correct.nothing'));
      return;
    }
    if (reason.trim()) correction.reason = reason.trim();
    correct.mutate(
      { recordId: record.id, correction },
      {
        onSuccess: () => {
          onStatus({ kind: 'success', text: t('correct.done') });
          onClose();
        },
        onError: (err) => {
          console.error('correcting a record failed', err);
          setError(isOnline() ? t('correct.error') : t('correct.offline'));
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open
      theme="info"
      title={t('correct.title')}
      confirmText={t('correct.save')}
      cancelText={t('correct.cancel')}
      busy={correct.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      message={
        <div className="grid gap-3 text-left sm:grid-cols-2">
          {record.hasPhoto && (
            <img
              src={recordPhotoPath(client.id, record.id)}
              alt={t('photo.thumbnail')}
              className="max-h-48 rounded-lg object-contain sm:col-span-2"
            />
          )}
          <Select
            label={t('form.wasteType')}
            value={wasteType}
            onChange={(e) => {
              setWasteType(e.target.value as WasteType);
              setSubType(null);
            }}
          >
            {client.wasteTypes.map((type) => (
              <option key={type} value={type}>
                {words.wasteType(type)}
              </option>
            ))}
          </Select>
          {subTypes.length > 0 && (
            <Select
              label={wasteType === 'organico' ? t('form.organicType') : t('form.recyclableType')}
              value={subType ?? ''}
              onChange={(e) => setSubType((e.target.value || null) as SubType | null)}
            >
              <option value="">—</option>
              {subTypes.map((value) => (
                <option key={value} value={value}>
                  {words.subType(value)}
                </option>
              ))}
            </Select>
          )}
          {client.areas.length > 0 && (
            <Select label={t('form.area')} value={areaId ?? ''} onChange={(e) => setAreaId(e.target.value || null)}>
              <option value="">{words.noArea}</option>
              {client.areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </Select>
          )}
          {takesLossReason(wasteType) && (
            <>
              <KeptChoice
                label={t('form.lossReason')}
                none={t('form.none')}
                value={lossReasonId}
                onChange={setLossReasonId}
                options={client.lossReasons.map((r) => ({
                  id: r.id,
                  name: words.lossReasonName(r.kind, r.name),
                }))}
                keptName={words.lossReasonName(record.lossReasonKind, record.lossReasonName)}
              />
              <KeptChoice
                label={t('form.foodItem')}
                none={t('form.none')}
                value={foodItemId}
                onChange={setFoodItemId}
                options={client.foodItems}
                keptName={record.foodItemName}
              />
            </>
          )}
          <TextField
            label={inContainer ? t('form.grossWeight') : t('form.weight')}
            description={
              inContainer
                ? t('records.container', {
                    container: record.containerName ?? '—',
                    gross: formatEnteredKg(record.grossKg!, lang),
                    tare: formatEnteredKg(record.tareKg ?? 0, lang),
                  })
                : undefined
            }
            inputMode="decimal"
            value={weight}
            onChange={(e) => {
              setWeight(e.target.value);
              setAmbiguous(null);
            }}
          />
          <DateTimePicker
            label={t('when.label')}
            value={when}
            onChange={setWhen}
            max={now}
            min={can(user.role, 'records:any') ? undefined : `${now.slice(0, 10)}T00:00`}
            className="sm:col-span-2"
          />
          <TextField
            label={t('correct.reason')}
            required={needsReason}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="sm:col-span-2"
          />
          {error && (
            <p role="alert" className="font-medium text-red-700 sm:col-span-2">
              {error}
            </p>
          )}
          {ambiguous && (
            <WeightMeant
              ambiguous={ambiguous}
              lang={lang}
              className="sm:col-span-2"
              onPick={(kg) => {
                setWeight(typedWeight(kg, lang));
                setAmbiguous(null);
                setError(null);
              }}
            />
          )}
        </div>
      }
    />
  );
}
