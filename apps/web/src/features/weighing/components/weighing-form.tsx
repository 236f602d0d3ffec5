import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@ecopeso/shared/api';
import type { Language } from '@ecopeso/shared/languages';
import type { Role } from '@ecopeso/shared/roles';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { db, type PendingRecord } from '@/lib/offline-db';
import { addPending, fixRejected } from '../lib/pending-queue';
import { rememberArea, rememberedArea } from '@/lib/remembered';
import { syncEngine } from '../lib/sync-service';
import {
  validateWeighing,
  type WeighingErrors,
  type WeighingField,
  type WeighingValues,
} from '../lib/validate-weighing';
import { isAboveLimit, subTypesOffered, weightLimitKg } from '@ecopeso/shared/weighing-rules';
import type { Status } from '../hooks/use-status';
import { earliestWall, instantOf } from '../lib/when';
import { typedWeight } from '../lib/weight-input';
import { wallClockInZone } from '@ecopeso/shared/dates';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { LimitDialog } from './limit-dialog';
import { WhenField } from './when-field';
import { TileGroup } from './tile-group';
import { WeightField } from './weight-field';
import { WasteIcon } from './waste-icon';
import { useWords } from '@/lib/use-words';
import { isOnline } from '@/lib/connectivity';
import { ScaleConnect } from '../scale/scale-connect';
import { Button } from '@/components/ui/button';

interface WeighingFormProps {
  client: ClientDetail;
  lang: Language;
  /** The user's role: the operacional may date a weighing at most 7 days back. */
  role: Role;
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
export function WeighingForm({ client, lang, role, fixing, onFixDone, onStatus }: WeighingFormProps) {
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
  const [overLimit, setOverLimit] = useState<{ values: WeighingValues; limit: number; at: Date } | null>(null);
  // null: now (the default); otherwise a moment on the client's clock picked by the user.
  const [when, setWhen] = useState<string | null>(null);
  const [whenError, setWhenError] = useState<string | undefined>();
  const [ambiguous, setAmbiguous] = useState<{ asThousands: number; asDecimal: number } | null>(null);

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

  const subTypes = wasteType ? subTypesOffered(client, wasteType) : [];
  const required = t('form.required');
  const clearError = (field: WeighingField) => setErrors(({ [field]: _, ...rest }) => rest);
  const focusGroup = (group: HTMLFieldSetElement | null) =>
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input'))?.focus();

  function focusField(field: Exclude<WeighingField, 'recordedAt'>) {
    if (field === 'weight') weightRef.current?.focus();
    else focusGroup({ wasteType: typeRef, subType: subTypeRef, areaId: areaRef }[field].current);
  }

  async function save(values: WeighingValues, at: Date) {
    setSubmitting(true);
    try {
      if (fixing?.id !== undefined) await fixRejected(db, fixing.id, values);
      else await addPending(db, client.id, values, at);
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
    // Ready for the next weighing in the same area: type and weight start over.
    setWasteType(null);
    setSubType(null);
    setWeight('');
    setWhen(null);
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
    };
    const result = validateWeighing(draft, client, lang, now);
    if (!result.ok) {
      const { recordedAt: future, ...fields } = result.errors;
      setErrors(fields);
      setWhenError(future && t(future));
      setAmbiguous(result.ambiguous ?? null);
      const first = (['wasteType', 'subType', 'areaId', 'weight'] as const).find((f) => fields[f]);
      if (first) focusField(first);
      return;
    }
    if (isAboveLimit(result.values, client)) {
      setOverLimit({ values: result.values, limit: weightLimitKg(client, result.values.wasteType), at });
      return;
    }
    void save(result.values, at);
  }

  const nowWall = wallClockInZone(client.timezone);
  const areaName = client.areas.find((a) => a.id === areaId)?.name;
  const chosen = [
    wasteType && words.wasteType(wasteType),
    subType && words.subType(subType),
    client.areas.length > 0 && areaName,
  ].filter(Boolean);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="weighing-form-title"
      className="@container scroll-mt-20 space-y-2 @lg:space-y-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2
          id="weighing-form-title"
          className={
            fixing ? 'text-lg font-bold text-slate-900' : 'sr-only @2xl:not-sr-only @2xl:text-lg @2xl:font-bold'
          }
        >
          {fixing ? t('fix.title') : t('form.heading')}
        </h2>
        {!fixing && (
          <WhenField
            value={when}
            onChange={(value) => {
              setWhen(value);
              setWhenError(undefined);
            }}
            min={earliestWall(role, new Date(), client.timezone)}
            max={nowWall}
            error={whenError}
          />
        )}
        {/* A paired scale fills the weight once it settles (issue 26); typing stays as it was; in
            this row it costs the form no height. */}
        <ScaleConnect
          lang={lang}
          onSettledWeight={(kg) => {
            setWeight(typedWeight(kg, lang));
            setAmbiguous(null);
            clearError('weight');
          }}
        />
        {/* On a narrow screen the asterisks speak for themselves (each legend also says "required" to screen readers). */}
        <p className="hidden text-sm text-slate-600 @md:block">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          {t('form.requiredNote')}
        </p>
      </div>

      {fixing?.rejectionReason && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="min-w-0 flex-1">{t('fix.banner', { reason: t(`reasons.${fixing.rejectionReason}`) })}</p>
          <Button
            variant="bare"
            type="button"
            onClick={onFixDone}
            className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-medium hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
          >
            {t('fix.cancel')}
          </Button>
        </div>
      )}

      <TileGroup
        ref={typeRef}
        name="wasteType"
        legend={t('form.wasteType')}
        requiredLabel={required}
        size="large"
        columns="grid-cols-2 @lg:grid-cols-4"
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
          columns="grid-cols-3 @xl:grid-cols-5"
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
          columns="grid-cols-3 @xl:grid-cols-5"
          value={areaId}
          onChange={(value) => {
            setAreaId(value);
            clearError('areaId');
          }}
          error={errors.areaId && t(errors.areaId)}
          options={client.areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      )}

      {/* Weight and save stay in reach: side by side, and pinned to the bottom of a short window (a phone with
          its keypad up), where a line repeats the choices made above so they stay in sight too. */}
      <div className="sticky bottom-0 z-10 -mx-1 space-y-1 bg-white px-1 pb-1" data-testid="weigh-bar">
        <p
          data-testid="weigh-choices"
          className="hidden truncate text-sm font-medium text-slate-800 [@media(max-height:600px)]:block"
        >
          {chosen.length > 0 ? chosen.join(' · ') : t('form.nothingChosen')}
        </p>
        <WeightField
          ref={weightRef}
          value={weight}
          lang={lang}
          error={errors.weight && t(errors.weight)}
          onChange={(value) => {
            setWeight(value);
            setAmbiguous(null);
            clearError('weight');
          }}
          action={
            <Button
              variant="bare"
              type="submit"
              disabled={submitting}
              className="flex min-h-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 px-4 text-lg font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-60 @lg:min-h-16 @lg:px-8 @lg:text-xl"
            >
              {submitting ? t('form.saving') : fixing ? t('fix.save') : t('form.save')}
            </Button>
          }
        />
        {errors.weight && (
          <p id="weight-error" role="alert" className="font-medium text-red-700">
            {ambiguous
              ? t('validation.weightAmbiguous', {
                  thousands: formatEnteredKg(ambiguous.asThousands, lang),
                  decimal: formatEnteredKg(ambiguous.asDecimal, lang),
                })
              : errors.weight.startsWith('validation.weightWhy.')
                ? // The spec's sentence word for word, then what exactly is wrong.
                  [<span key="spec">{t('validation.weight')}</span>, ' ', <span key="why">{t(errors.weight)}</span>]
                : t(errors.weight)}
          </p>
        )}
        {ambiguous && (
          <div className="flex flex-wrap gap-2">
            {[ambiguous.asThousands, ambiguous.asDecimal].map((kg) => (
              <Button
                variant="bare"
                key={kg}
                type="button"
                className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                onClick={() => {
                  setWeight(typedWeight(kg, lang));
                  setAmbiguous(null);
                  clearError('weight');
                  weightRef.current?.focus();
                }}
              >
                {t('validation.weightMeant', { weight: formatEnteredKg(kg, lang) })}
              </Button>
            ))}
          </div>
        )}
      </div>

      <LimitDialog
        overLimit={overLimit}
        lang={lang}
        onConfirm={() => {
          const chosen = overLimit;
          setOverLimit(null);
          if (chosen) void save(chosen.values, chosen.at);
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
