import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldErrors, type PathValue } from 'react-hook-form';
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
import { useZodForm } from '@/components/ui/form';
import { db, type PendingRecord } from '@/lib/offline-db';
import { isOnline } from '@/lib/connectivity';
import { rememberArea, rememberedArea } from '@/lib/remembered';
import { addPending, fixRejected } from '../lib/pending-queue';
import { syncEngine } from '../lib/sync-service';
import { addPendingPhoto, photoDb } from '../photo/pending-photos';
import type { WeighingValues } from '../lib/validate-weighing';
import {
  weighingFormSchema,
  type AcceptedWeighing,
  type WeighingFormField,
  type WeighingFormValues,
} from '../lib/weighing-form-schema';
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
 * A new weighing starts in the remembered area; a refused record reopened shows what was chosen, and what was typed or
 * read: its gross, when weighed in a container.
 */
function initialValues(client: ClientDetail, lang: Language, fixing: PendingRecord | null): WeighingFormValues {
  return {
    wasteType: fixing?.wasteType ?? null,
    subType: fixing?.subType ?? null,
    areaId: fixing ? fixing.areaId : initialArea(client),
    weight: fixing ? String(fixing.grossKg ?? fixing.weightKg).replace('.', lang === 'en' ? '.' : ',') : '',
    when: null,
    containerId: fixing?.containerId ?? null,
    lossReasonId: fixing?.lossReasonId ?? null,
    foodItemId: fixing?.foodItemId ?? null,
  };
}

/** The fields in the order the form shows them: a refused weighing takes the user to the first in error. */
const FOCUS_ORDER = ['wasteType', 'subType', 'areaId', 'containerId', 'lossReasonId', 'foodItemId', 'weight'] as const;

/**
 * The weighing form's state and what it does with it: the choices and the weight on useZodForm, judged on saving by
 * weighingFormSchema (the weighing rule of packages/shared), each error cleared as its field changes; the limit
 * confirmation, and saving to the device's queue (no network on that path; sync takes it from there). The form's
 * parts only show it.
 */
export function useWeighingForm({ client, lang, role, fixing, onFixDone, onStatus }: WeighingFormOptions) {
  const { t } = useTranslation('weighing');
  const schema = useMemo(() => weighingFormSchema(client, lang, role), [client, lang, role]);
  // Judged when saved, not as typed: a field's message stays until that field changes (its setter clears it).
  const form = useZodForm(schema, {
    defaultValues: initialValues(client, lang, fixing),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as WeighingFormValues;
  const { wasteType, weight, containerId } = values;
  const fieldErrors = form.formState.errors;
  const errors: Partial<Record<WeighingFormField, string>> = {};
  for (const field of [...FOCUS_ORDER, 'when'] as const) {
    const message = fieldErrors[field]?.message;
    if (message) errors[field] = message;
  }
  const [submitting, setSubmittingState] = useState(false);
  // The form is judged asynchronously: a second tap may come before "Salvando..." is drawn, so it reads this.
  const saving = useRef(false);
  const setSubmitting = (value: boolean) => {
    saving.current = value;
    setSubmittingState(value);
  };
  const [overLimit, setOverLimit] = useState<{ values: WeighingValues; limit: number; at: Date } | null>(null);
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
  const focusGroup = (group: HTMLFieldSetElement | null) =>
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();

  function focusField(field: (typeof FOCUS_ORDER)[number]) {
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

  /** A field changed: its value, and the messages it answers gone. */
  function change<F extends WeighingFormField>(
    field: F,
    value: PathValue<WeighingFormValues, F>,
    answers: WeighingFormField[] = [],
  ) {
    form.setValue(field, value);
    form.clearErrors([field, ...answers]);
  }

  // Offered only for an organic weighing, from the client's lists (issue 26 item 3).
  const asksWhy = takesLossReason(wasteType);

  function setWasteType(value: WasteType) {
    if (value !== wasteType) form.setValue('subType', null);
    change('wasteType', value, ['subType']);
  }
  /** The weight as typed, or as a scale or a "did you mean" choice fills it. */
  function setWeight(value: string) {
    change('weight', value);
  }
  function setWeightKg(kg: number) {
    setWeight(typedWeight(kg, lang));
  }

  async function save(accepted: WeighingValues, at: Date) {
    setSubmitting(true);
    try {
      if (fixing?.id !== undefined) await fixRejected(db, fixing.id, accepted);
      else {
        const row = await addPending(db, client.id, accepted, at);
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
    if (accepted.areaId) rememberArea(client.id, accepted.areaId);
    setSubmitting(false);
    // The queue watcher starts a sync too; asking here as well costs nothing (single-flight).
    void syncEngine.sync();
    if (fixing) {
      onFixDone();
      return;
    }
    // Ready for the next weighing in the same area and container: type, weight, reason and item start over.
    form.reset({
      ...form.getValues(),
      wasteType: null,
      subType: null,
      weight: '',
      lossReasonId: null,
      foodItemId: null,
      when: null,
    });
    setPhoto(null);
    typeRef.current?.querySelector('input')?.focus();
  }

  function onValid({ values: accepted, at }: AcceptedWeighing) {
    if (saving.current) return;
    if (isAboveLimit(accepted, client)) {
      setOverLimit({ values: accepted, limit: weightLimitKg(client, accepted.wasteType), at });
      return;
    }
    void save(accepted, at);
  }
  function onInvalid(refused: FieldErrors<WeighingFormValues>) {
    const first = FOCUS_ORDER.find((field) => refused[field]);
    if (first) focusField(first);
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

  // "1.200": asked, never guessed; the question stands while the weight it asks about does.
  const reading = errors.weight === 'validation.weightAmbiguous' ? readWeight(weight, lang) : null;
  const ambiguous: Ambiguity | null =
    reading?.kind === 'ambiguous' ? { asThousands: reading.asThousands, asDecimal: reading.asDecimal } : null;

  return {
    form,
    values,
    asksWhy,
    /** The photo that goes with the next save (PhotoCapture). */
    photo,
    setPhoto,
    /** With a container picked, the weight typed is the gross: the net it comes to, when there is one to show. */
    net: netOf(client, containerId, weight, lang),
    subTypes,
    errors,
    whenError: errors.when && t(errors.when),
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
    setSubType: (value: SubType) => change('subType', value),
    setAreaId: (value: string) => change('areaId', value),
    setWeight,
    setWeightKg,
    setWhen: (value: string | null) => change('when', value),
    setContainerId: (value: string | null) => change('containerId', value, ['weight']),
    setLossReasonId: (value: string | null) => change('lossReasonId', value),
    setFoodItemId: (value: string | null) => change('foodItemId', value),
    onValid,
    onInvalid,
    confirmOverLimit,
    cancelOverLimit,
  };
}
