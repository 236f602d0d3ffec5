import { useTranslation } from 'react-i18next';
import { WASTE_COLORS } from '@ecopeso/shared/waste-colors';
import { wallClockInZone } from '@ecopeso/shared/dates';
import { Form } from '@/components/ui/form';
import { useWords } from '@/lib/use-words';
import { ScaleConnect } from '../scale/scale-connect';
import { PhotoCapture } from '../photo/photo-capture';
import { useWeighingForm, type WeighingFormOptions } from '../hooks/use-weighing-form';
import { earliestWall } from '../lib/when';
import { FixBanner } from './fix-banner';
import { ContainerChoice, FoodItemChoice, LossReasonChoice } from './kitchen-choices';
import { LimitDialog } from './limit-dialog';
import { TileGroup } from './tile-group';
import { WasteIcon } from './waste-icon';
import { WeighBar } from './weigh-bar';
import { WhenField } from './when-field';

/**
 * The weighing form of spec §2, made for a tablet in a busy kitchen. With client and area remembered a weighing
 * is: tap the type, type the weight, tap save. Saving writes to the device only (no network on that path), so
 * the confirmation shows at once; sync takes it from there. State (on useZodForm) and saving: useWeighingForm.
 */
export function WeighingForm(props: WeighingFormOptions) {
  const { client, lang, role, fixing, onFixDone } = props;
  const { t } = useTranslation('weighing');
  const words = useWords();
  const form = useWeighingForm(props);
  const { wasteType, subType, areaId, weight, when, containerId, lossReasonId, foodItemId } = form.values;
  const { errors, formRef, typeRef, subTypeRef, areaRef, containerRef, lossReasonRef, foodItemRef, weightRef } = form;
  const required = t('form.required');

  const areaName = client.areas.find((a) => a.id === areaId)?.name;
  const chosen = [
    wasteType && words.wasteType(wasteType),
    subType && words.subType(subType),
    client.areas.length > 0 && areaName,
  ].filter((c): c is string => Boolean(c));

  return (
    <Form
      form={form.form}
      ref={formRef}
      onSubmit={form.onValid}
      onInvalid={form.onInvalid}
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
            onChange={form.setWhen}
            min={earliestWall(role, new Date(), client.timezone)}
            max={wallClockInZone(client.timezone)}
            error={form.whenError}
          />
        )}
        {/* A paired scale fills the weight once it settles (issue 26); typing stays as it was; in
            this row it costs the form no height. */}
        <ScaleConnect lang={lang} onSettledWeight={form.setWeightKg} />
        {/* On a narrow screen the asterisks speak for themselves (each legend also says "required" to screen readers). */}
        <p className="hidden text-sm text-slate-600 @md:block">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          {t('form.requiredNote')}
        </p>
      </div>

      {fixing?.rejectionReason && <FixBanner reason={fixing.rejectionReason} onCancel={onFixDone} />}

      <TileGroup
        ref={typeRef}
        name="wasteType"
        legend={t('form.wasteType')}
        requiredLabel={required}
        size="large"
        columns="grid-cols-2 @lg:grid-cols-4"
        value={wasteType}
        onChange={form.setWasteType}
        error={errors.wasteType && t(errors.wasteType)}
        options={client.wasteTypes.map((type) => ({
          value: type,
          label: words.wasteType(type),
          icon: <WasteIcon type={type} />,
          colors: WASTE_COLORS[type],
        }))}
      />

      {wasteType && form.subTypes.length > 0 && (
        <TileGroup
          ref={subTypeRef}
          name="subType"
          legend={wasteType === 'organico' ? t('form.organicType') : t('form.recyclableType')}
          requiredLabel={required}
          columns="grid-cols-3 @xl:grid-cols-5"
          value={subType}
          onChange={form.setSubType}
          error={errors.subType && t(errors.subType)}
          options={form.subTypes.map((value) => ({
            value,
            label: words.subType(value),
            colors: WASTE_COLORS[wasteType],
          }))}
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
          onChange={form.setAreaId}
          error={errors.areaId && t(errors.areaId)}
          options={client.areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      )}

      {client.containers.length > 0 && (
        <ContainerChoice
          ref={containerRef}
          client={client}
          lang={lang}
          value={containerId}
          onChange={form.setContainerId}
          error={errors.containerId}
        />
      )}

      {form.asksWhy && client.lossReasons.length > 0 && (
        <LossReasonChoice
          ref={lossReasonRef}
          client={client}
          value={lossReasonId}
          onChange={form.setLossReasonId}
          error={errors.lossReasonId}
        />
      )}

      {form.asksWhy && client.foodItems.length > 0 && (
        <FoodItemChoice
          ref={foodItemRef}
          client={client}
          value={foodItemId}
          onChange={form.setFoodItemId}
          error={errors.foodItemId}
        />
      )}

      <WeighBar
        gross={containerId !== null}
        net={form.net}
        weight={weight}
        lang={lang}
        error={errors.weight}
        ambiguous={form.ambiguous}
        submitting={form.submitting}
        fixing={fixing !== null}
        chosen={chosen}
        weightRef={weightRef}
        onWeight={form.setWeight}
        onMeant={(kg) => {
          form.setWeightKg(kg);
          weightRef.current?.focus();
        }}
      />

      {/* Optional (issue 26 item 4): below the save bar, so the form still fits a phone and three taps still save. */}
      {!fixing && <PhotoCapture value={form.photo} onChange={form.setPhoto} />}

      <LimitDialog
        overLimit={form.overLimit}
        lang={lang}
        onConfirm={form.confirmOverLimit}
        onCancel={form.cancelOverLimit}
      />
    </Form>
  );
}
