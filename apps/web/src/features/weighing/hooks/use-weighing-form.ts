import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { Role } from '@ecopeso/shared/roles';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import {
  isAboveLimit,
  subTypesOffered,
  takesLossReason,
  weighingNet,
  weightLimitKg,
} from '@ecopeso/shared/weighing-rules';
import { db, type PendingRecord } from '@/lib/offline-db';
import { isOnline } from '@/lib/connectivity';
import { rememberArea, rememberedArea } from '@/lib/remembered';
import { addPending, fixRejected } from '../lib/pending-queue';
import { syncEngine } from '../lib/sync-service';
import { addPendingPhoto, photoDb } from '../photo/pending-photos';
import {
  validateWeighing,
  type WeighingErrors,
  type WeighingField,
  type WeighingValues,
} from '../lib/validate-weighing';
import { earliestWall, instantOf } from '../lib/when';
import { readWeight, typedWeight } from '../lib/weight-input';
import type { Status } from './use-status';

export interface WeighingFormOptions {
  client: ClientDetail;
  lang: Language;
  /** The user's role: the operacional may date a weighing at most 7 days back. */
  role: Role;
  /** A refused record being corrected, or null for a new weighing. */
  fixing: PendingRecord | null;
  onFixDone(): void;
  onStatus(status: Status): void;
}

export interface Ambiguity {
  asThousands: number;
  asDecimal: number;
}

/** The net of the gross typed in the picked container, today's tare off; null when either is missing. */
function netOf(client: ClientDetail, containerId: string | null, weight: string, lang: Language): number | null {
  if (containerId === null) return null;
  const gross = readWeight(weight, lang);
  if (gross.kind !== 'ok') return null;
  const { weightKg } = weighingNet(
    { containerId, grossKg: gross.kg, weightKg: gross.kg, recordedAt: new Date() },
    client,
  );
  return Number.isNaN(weightKg) ? null : weightKg;
}

function initialArea(client: ClientDetail): string | null {
  const remembered = rememberedArea(client.id);
  if (client.areas.some((a) => a.id === remembered)) return remembered;
  return client.areas.length === 1 ? client.areas[0]!.id : null;
}

/**
 * The weighing form's state and what it does with it: the choices and the weight, their errors (the weighing rule of
 * packages/shared through validateWeighing), the limit confirmation, and saving to the device's queue (no network on
 * that path; sync takes it from there). The form's parts only show it.
 */
export function useWeighingForm({ client, lang, role, fixing, onFixDone, onStatus }: WeighingFormOptions) {
  const { t } = useTranslation('weighing');
  const [wasteType, setWasteTypeState] = useState<WasteType | null>(fixing?.wasteType ?? null);
  const [subType, setSubTypeState] = useState<SubType | null>(fixing?.subType ?? null);
  const [areaId, setAreaIdState] = useState<string | null>(() => (fixing ? fixing.areaId : initialArea(client)));
  // A refused record reopened shows what was typed or read: its gross, when weighed in a container.
  const [weight, setWeightState] = useState(() =>
    fixing ? String(fixing.grossKg ?? fixing.weightKg).replace('.', lang === 'en' ? '.' : ',') : '',
  );
  const [errors, setErrors] = useState<WeighingErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [overLimit, setOverLimit] = useState<{ values: WeighingValues; limit: number; at: Date } | null>(null);
  // null: now (the default); otherwise a moment on the client's clock picked by the user.
  const [when, setWhenState] = useState<string | null>(null);
  const [whenError, setWhenError] = useState<string | undefined>();
  const [ambiguous, setAmbiguous] = useState<Ambiguity | null>(null);
  // Issue 26: the container (kept for the next weighing, like the area), why the food was wasted and what it was.
  const [containerId, setContainerIdState] = useState<string | null>(fixing?.containerId ?? null);
  const [lossReasonId, setLossReasonIdState] = useState<string | null>(fixing?.lossReasonId ?? null);
  const [foodItemId, setFoodItemIdState] = useState<string | null>(fixing?.foodItemId ?? null);
  const [photo, setPhoto] = useState<Blob | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const typeRef = useRef<HTMLFieldSetElement>(null);
  const subTypeRef = useRef<HTMLFieldSetElement>(null);
  const areaRef = useRef<HTMLFieldSetElement>(null);
  const containerRef = useRef<HTMLFieldSetElement>(null);
  const lossReasonRef = useRef<HTMLFieldSetElement>(null);
  const foodItemRef = useRef<HTMLFieldSetElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);

  // Opening a refused record for correction: bring the form (and its banner) into view, focus on the type.
  useEffect(() => {
    if (!fixing) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    typeRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [fixing]);

  const subTypes = wasteType ? subTypesOffered(client, wasteType) : [];
  const clearError = (field: WeighingField) => setErrors(({ [field]: _, ...rest }) => rest);
  const focusGroup = (group: HTMLFieldSetElement | null) =>
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();

  function focusField(field: Exclude<WeighingField, 'recordedAt'>) {
    if (field === 'weight') weightRef.current?.focus();
    else {
      const groups = {
        wasteType: typeRef,
        subType: subTypeRef,
        areaId: areaRef,
        containerId: containerRef,
        lossReasonId: lossReasonRef,
        foodItemId: foodItemRef,
      };
      focusGroup(groups[field].current);
    }
  }

  // Offered only for an organic weighing, from the client's lists (issue 26 item 3).
  const asksWhy = takesLossReason(wasteType);

  function setWasteType(value: WasteType) {
    if (value !== wasteType) setSubTypeState(null);
    setWasteTypeState(value);
    clearError('wasteType');
    clearError('subType');
  }
  function setSubType(value: SubType) {
    setSubTypeState(value);
    clearError('subType');
  }
  function setAreaId(value: string) {
    setAreaIdState(value);
    clearError('areaId');
  }
  /** The weight as typed, or as a scale or a "did you mean" choice fills it. */
  function setWeight(value: string) {
    setWeightState(value);
    setAmbiguous(null);
    clearError('weight');
  }
  function setWeightKg(kg: number) {
    setWeight(typedWeight(kg, lang));
  }
  function setContainerId(value: string | null) {
    setContainerIdState(value);
    clearError('containerId');
    clearError('weight');
  }
  function setLossReasonId(value: string | null) {
    setLossReasonIdState(value);
    clearError('lossReasonId');
  }
  function setFoodItemId(value: string | null) {
    setFoodItemIdState(value);
    clearError('foodItemId');
  }
  function setWhen(value: string | null) {
    setWhenState(value);
    setWhenError(undefined);
  }

  async function save(values: WeighingValues, at: Date) {
    setSubmitting(true);
    try {
      if (fixing?.id !== undefined) await fixRejected(db, fixing.id, values);
      else {
        const row = await addPending(db, client.id, values, at);
        // The photo after its record: it is sent only once the record is on the server (decision 040).
        // At a station it keeps the record's turn: the cook who weighed it is who adds its photo.
        if (photo) {
          await addPendingPhoto(photoDb, {
            localId: row.localId,
            clientId: client.id,
            photo,
            ...(row.cookTurn ? { cookTurn: row.cookTurn } : {}),
          });
        }
      }
    } catch (err) {
      console.error('saving the weighing on the device failed', err);
      onStatus({ kind: 'error', text: t('messages.saveFailed') });
      setSubmitting(false);
      return;
    }
    // Online, the spec's words; offline, the truth: it waits on the device for the connection.
    onStatus({ kind: 'success', text: isOnline() ? t('messages.savedLocally') : t('messages.savedOffline') });
    if (values.areaId) rememberArea(client.id, values.areaId);
    setSubmitting(false);
    // The queue watcher starts a sync too; asking here as well costs nothing (single-flight).
    void syncEngine.sync();
    if (fixing) {
      onFixDone();
      return;
    }
    // Ready for the next weighing in the same area and container: type, weight, reason and item start over.
    setWasteTypeState(null);
    setSubTypeState(null);
    setWeightState('');
    setLossReasonIdState(null);
    setFoodItemIdState(null);
    setWhenState(null);
    setPhoto(null);
    setErrors({});
    typeRef.current?.querySelector('input')?.focus();
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const now = new Date();
    let at = now;
    if (when !== null) {
      const picked = instantOf(when, client.timezone);
      const earliest = earliestWall(role, now, client.timezone);
      // How far back the picker goes is the form's own limit: a weighing made offline days ago still syncs.
      const tooEarly = picked && earliest ? picked < (instantOf(earliest, client.timezone) ?? picked) : false;
      if (!picked || tooEarly) {
        setWhenError(t(!picked ? 'when.invalid' : 'when.tooEarly'));
        return;
      }
      at = picked;
    }
    // What the screen shows as chosen: a sub-type or an area no longer offered (a refused record reopened, the
    // client's set-up changed meanwhile) is not chosen, and the rule asks for one of those shown.
    const draft = {
      wasteType,
      subType: subType && subTypes.includes(subType) ? subType : null,
      areaId: client.areas.some((a) => a.id === areaId) ? areaId : null,
      weight,
      recordedAt: at,
      containerId: client.containers.some((c) => c.id === containerId) ? containerId : null,
      lossReasonId: asksWhy && client.lossReasons.some((r) => r.id === lossReasonId) ? lossReasonId : null,
      foodItemId: asksWhy && client.foodItems.some((f) => f.id === foodItemId) ? foodItemId : null,
    };
    const result = validateWeighing(draft, client, lang, now);
    if (!result.ok) {
      const { recordedAt: future, ...fields } = result.errors;
      setErrors(fields);
      setWhenError(future && t(future));
      setAmbiguous(result.ambiguous ?? null);
      const order = ['wasteType', 'subType', 'areaId', 'containerId', 'lossReasonId', 'foodItemId', 'weight'] as const;
      const first = order.find((f) => fields[f]);
      if (first) focusField(first);
      return;
    }
    if (isAboveLimit(result.values, client)) {
      setOverLimit({ values: result.values, limit: weightLimitKg(client, result.values.wasteType), at });
      return;
    }
    void save(result.values, at);
  }

  function confirmOverLimit() {
    const chosen = overLimit;
    setOverLimit(null);
    if (chosen) void save(chosen.values, chosen.at);
  }
  function cancelOverLimit() {
    setOverLimit(null);
    // After the dialog has closed (and handed focus back), take the user to the weight to correct it.
    setTimeout(() => weightRef.current?.select(), 0);
  }

  return {
    values: { wasteType, subType, areaId, weight, when, containerId, lossReasonId, foodItemId },
    asksWhy,
    /** The photo that goes with the next save (PhotoCapture). */
    photo,
    setPhoto,
    /** With a container picked, the weight typed is the gross: the net it comes to, when there is one to show. */
    net: netOf(client, containerId, weight, lang),
    subTypes,
    errors,
    whenError,
    ambiguous,
    submitting,
    overLimit,
    formRef,
    typeRef,
    subTypeRef,
    areaRef,
    containerRef,
    lossReasonRef,
    foodItemRef,
    weightRef,
    setWasteType,
    setSubType,
    setAreaId,
    setWeight,
    setWeightKg,
    setWhen,
    setContainerId,
    setLossReasonId,
    setFoodItemId,
    onSubmit,
    confirmOverLimit,
    cancelOverLimit,
  };
}
