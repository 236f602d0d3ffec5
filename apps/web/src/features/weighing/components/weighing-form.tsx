import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { db, type PendingRecord } from '@/lib/offline-db';
import { addPending, fixRejected, type WeighingValues } from '../lib/pending-queue';
import { rememberArea, rememberedArea } from '@/lib/remembered';
import { syncEngine } from '../lib/sync-service';
import {
  limitFor,
  subTypesFor,
  validateWeighing,
  type WeighingErrors,
  type WeighingField,
} from '../lib/validate-weighing';
import type { Status } from '../hooks/use-status';
import { LimitDialog } from './limit-dialog';
import { TileGroup } from './tile-group';
import { WeightField } from './weight-field';
import { WasteIcon } from './waste-icon';
import { useWords } from '@/lib/use-words';

interface WeighingFormProps {
  client: ClientDetail;
  lang: Language;
  /** A refused record being corrected, or null for a new weighing. */
  fixing: PendingRecord | null;
  onFixDone(): void;
  onStatus(status: Status): void;
}

function initialArea(client: ClientDetail): string | null {
  const remembered = rememberedArea(client.id);
  if (client.areas.some((a) => a.id === remembered)) return remembered;
  return client.areas.length === 1 ? client.areas[0]!.id : null;
}

/**
 * The weighing form of spec §2, made for a tablet in a busy kitchen. With client and area remembered a weighing
 * is: tap the type, type the weight, tap save. Saving writes to the device only (no network on that path), so
 * the confirmation shows at once; sync takes it from there.
 */
export function WeighingForm({ client, lang, fixing, onFixDone, onStatus }: WeighingFormProps) {
  const { t } = useTranslation('weighing');
  const words = useWords();
  const [wasteType, setWasteType] = useState<WasteType | null>(fixing?.wasteType ?? null);
  const [subType, setSubType] = useState<SubType | null>(fixing?.subType ?? null);
  const [areaId, setAreaId] = useState<string | null>(() => (fixing ? fixing.areaId : initialArea(client)));
  const [weight, setWeight] = useState(() =>
    fixing ? String(fixing.weightKg).replace('.', lang === 'en' ? '.' : ',') : '',
  );
  const [errors, setErrors] = useState<WeighingErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [overLimit, setOverLimit] = useState<{ values: WeighingValues; limit: number } | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const typeRef = useRef<HTMLFieldSetElement>(null);
  const subTypeRef = useRef<HTMLFieldSetElement>(null);
  const areaRef = useRef<HTMLFieldSetElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);

  // Opening a refused record for correction: bring the form (and its banner) into view, focus on the type.
  useEffect(() => {
    if (!fixing) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    typeRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus({ preventScroll: true });
  }, [fixing]);

  const subTypes = subTypesFor(client, wasteType);
  const required = t('form.required');
  const clearError = (field: WeighingField) => setErrors(({ [field]: _, ...rest }) => rest);
  const focusGroup = (group: HTMLFieldSetElement | null) =>
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();

  function focusField(field: WeighingField) {
    if (field === 'weight') weightRef.current?.focus();
    else focusGroup({ wasteType: typeRef, subType: subTypeRef, areaId: areaRef }[field].current);
  }

  async function save(values: WeighingValues) {
    setSubmitting(true);
    try {
      if (fixing?.id !== undefined) await fixRejected(db, fixing.id, values);
      else await addPending(db, client.id, values);
    } catch (err) {
      console.error('saving the weighing on the device failed', err);
      onStatus({ kind: 'error', text: t('messages.saveFailed') });
      setSubmitting(false);
      return;
    }
    onStatus({ kind: 'success', text: t('messages.savedLocally') });
    if (values.areaId) rememberArea(client.id, values.areaId);
    setSubmitting(false);
    // The queue watcher starts a sync too; asking here as well costs nothing (single-flight).
    void syncEngine.sync();
    if (fixing) {
      onFixDone();
      return;
    }
    // Ready for the next weighing in the same area: type and weight start over.
    setWasteType(null);
    setSubType(null);
    setWeight('');
    setErrors({});
    typeRef.current?.querySelector('input')?.focus();
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const result = validateWeighing({ wasteType, subType, areaId, weight }, client);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['wasteType', 'subType', 'areaId', 'weight'] as const).find((f) => result.errors[f]);
      if (first) focusField(first);
      return;
    }
    const limit = limitFor(client, result.values.wasteType);
    if (result.values.weightKg > limit) {
      setOverLimit({ values: result.values, limit });
      return;
    }
    void save(result.values);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="weighing-form-title"
      className="scroll-mt-20 space-y-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="weighing-form-title" className="text-xl font-bold text-slate-900">
          {fixing ? t('fix.title') : t('form.heading')}
        </h2>
        <p className="text-sm text-slate-600">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          {t('form.requiredNote')}
        </p>
      </div>

      {fixing?.rejectionReason && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="min-w-0 flex-1">{t('fix.banner', { reason: t(`reasons.${fixing.rejectionReason}`) })}</p>
          <button
            type="button"
            onClick={onFixDone}
            className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          >
            {t('fix.cancel')}
          </button>
        </div>
      )}

      <TileGroup
        ref={typeRef}
        name="wasteType"
        legend={t('form.wasteType')}
        requiredLabel={required}
        size="large"
        columns="grid-cols-2"
        value={wasteType}
        onChange={(value) => {
          if (value !== wasteType) setSubType(null);
          setWasteType(value);
          clearError('wasteType');
          clearError('subType');
        }}
        error={errors.wasteType && t(errors.wasteType)}
        options={client.wasteTypes.map((type) => ({
          value: type,
          label: words.wasteType(type),
          icon: <WasteIcon type={type} />,
          colors: WASTE_COLORS[type],
        }))}
      />

      {wasteType && subTypes.length > 0 && (
        <TileGroup
          ref={subTypeRef}
          name="subType"
          legend={wasteType === 'organico' ? t('form.organicType') : t('form.recyclableType')}
          requiredLabel={required}
          columns="grid-cols-2 @lg:grid-cols-3"
          value={subType}
          onChange={(value) => {
            setSubType(value);
            clearError('subType');
          }}
          error={errors.subType && t(errors.subType)}
          options={subTypes.map((value) => ({ value, label: words.subType(value), colors: WASTE_COLORS[wasteType] }))}
        />
      )}

      {client.areas.length > 0 && (
        <TileGroup
          ref={areaRef}
          name="areaId"
          legend={t('form.area')}
          requiredLabel={required}
          columns="grid-cols-2 @lg:grid-cols-3"
          value={areaId}
          onChange={(value) => {
            setAreaId(value);
            clearError('areaId');
          }}
          error={errors.areaId && t(errors.areaId)}
          options={client.areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      )}

      <WeightField
        ref={weightRef}
        value={weight}
        error={errors.weight && t(errors.weight)}
        onChange={(value) => {
          setWeight(value);
          clearError('weight');
        }}
      />

      <button
        type="submit"
        disabled={submitting}
        className="flex min-h-16 w-full items-center justify-center rounded-xl bg-brand-700 px-6 text-xl font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60"
      >
        {submitting ? t('form.saving') : fixing ? t('fix.save') : t('form.save')}
      </button>

      <LimitDialog
        overLimit={overLimit}
        lang={lang}
        onConfirm={() => {
          const values = overLimit?.values;
          setOverLimit(null);
          if (values) void save(values);
        }}
        onCancel={() => {
          setOverLimit(null);
          // After the dialog has closed (and handed focus back), take the user to the weight to correct it.
          setTimeout(() => weightRef.current?.select(), 0);
        }}
      />
    </form>
  );
}
