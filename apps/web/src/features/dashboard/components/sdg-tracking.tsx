import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { decimalText, typedDecimal } from '@ecopeso/shared/decimal-input';
import { formatGoalPct, formatNumber, formatPct } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { formatPerGuest } from '@ecopeso/shared/per-guest';
import { can } from '@ecopeso/shared/roles';
import {
  FOOD_WASTE_TYPES,
  SDG_BASELINE_YEARS,
  SDG_TARGET_YEARS,
  sdgTargetInputSchema,
  type SdgTargetInput,
} from '@ecopeso/shared/sdg-12-3';
import type { SdgProgress, SdgTarget } from '@ecopeso/shared/sdg-12-3-schema';
import { SDG_12_3_TARGET_CHANGE_PCT, SDG_12_3_TARGET_YEAR } from '@ecopeso/shared/sustainability';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/use-current-user';
import { useWords } from '@/lib/use-words';
import { useSaveChainSdgTarget, useSaveSdgTarget, useSdgTarget } from '../api/sdg-target';
import { ReductionPctField } from './reduction-pct-field';

const NOT_A_NUMBER = 'ui:validation.number';
const perNight = (value: number | null, lang: Language) => formatPerGuest('kgPerGuestNight', value, lang);
const signed = (pct: number, lang: Language) => `${pct > 0 ? '+' : ''}${formatPct(pct, lang)}`;

/**
 * SDG 12.3 on the dashboard: food waste per guest-night this period against the baseline year and the straight path
 * to the target, for one client or a chain sharing one target; says so when no guest-nights were recorded, or when
 * there is no target (`several`: the selected hotels do not share one).
 */
export function SdgCard({ sdg, several, lang }: { sdg: SdgProgress | null; several: boolean; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  if (!sdg)
    return (
      <Card className="text-slate-700" data-testid="sdg-card">
        {t(several ? 'sdg.chainNone' : 'sdg.none')}
      </Card>
    );
  const tone = sdg.onTrack === null ? 'border-l-slate-400' : sdg.onTrack ? 'border-l-brand-700' : 'border-l-amber-600';
  return (
    <Card className={`border-l-4 ${tone} space-y-2`} data-testid="sdg-card">
      <p className="font-semibold text-slate-900">
        {t('sdg.target', {
          pct: formatGoalPct(-sdg.changePct, lang),
          targetYear: sdg.targetYear,
          baselineYear: sdg.baselineYear,
        })}
      </p>
      {sdg.gap === 'no-guest-nights' ? (
        <p className="text-amber-900" data-testid="sdg-gap">
          {t('sdg.noGuestNights')}
        </p>
      ) : (
        <p>
          <span className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl" data-testid="sdg-current">
            {perNight(sdg.currentValue, lang)}
          </span>{' '}
          <span className="text-sm text-slate-700">
            {t('sdg.divisor', { nights: formatNumber(sdg.currentGuestNights, lang, 0) })}
          </span>
        </p>
      )}
      {sdg.gap === 'no-baseline-guest-nights' ? (
        <p className="text-amber-900" data-testid="sdg-gap">
          {t('sdg.noBaselineGuestNights', { year: sdg.baselineYear })}
        </p>
      ) : (
        <p className="text-sm text-slate-700" data-testid="sdg-path">
          {t('sdg.figures', {
            baselineYear: sdg.baselineYear,
            baseline: perNight(sdg.baselineValue, lang),
            year: sdg.year,
            path: perNight(sdg.pathValue, lang),
            targetYear: sdg.targetYear,
            target: perNight(sdg.targetValue, lang),
          })}
        </p>
      )}
      {sdg.onTrack !== null && (
        <p className="text-sm">
          <Badge tone={sdg.onTrack ? 'success' : 'warning'}>{t(sdg.onTrack ? 'sdg.onTrack' : 'sdg.offTrack')}</Badge>{' '}
          {sdg.changeFromBaselinePct !== null &&
            t('sdg.change', { change: signed(sdg.changeFromBaselinePct, lang), year: sdg.baselineYear })}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {t('sdg.food', { types: FOOD_WASTE_TYPES.map((w) => words.wasteType(w)).join(', ') })}
      </p>
    </Card>
  );
}

/** What a target form hands on: the route's fields (the version or the hotels are added by its save). */
type TargetInput = Pick<SdgTargetInput, 'baselineYear' | 'targetYear' | 'changePct'>;
type Saver = (input: TargetInput, done: { onSuccess: () => void; onError: (err: unknown) => void }) => void;

/**
 * Under the dashboard: the SDG 12.3 target of one client, or one target for every hotel selected (a chain's
 * baseline, `clients` as clientsParam makes it), set by whoever may set a reduction goal (roles.ts).
 */
export function SdgTargetForm({
  clientId,
  clients,
  thisYear,
  lang,
}: {
  clientId: string | null;
  clients: string | null;
  thisYear: number;
  lang: Language;
}) {
  const user = useCurrentUser();
  if (!can(user.role, 'activity:write')) return null;
  if (clientId) return <ClientTargetForm clientId={clientId} thisYear={thisYear} lang={lang} />;
  return clients ? <ChainTargetForm clients={clients} thisYear={thisYear} lang={lang} /> : null;
}

function ClientTargetForm({ clientId, thisYear, lang }: { clientId: string; thisYear: number; lang: Language }) {
  const target = useSdgTarget(clientId);
  const save = useSaveSdgTarget(clientId, lang);
  if (target.isPending) return null;
  const current = target.data ?? null;
  return (
    <TargetFields
      initial={current}
      thisYear={thisYear}
      lang={lang}
      pending={save.isPending}
      save={(input, done) => save.mutate({ ...input, version: current?.version }, done)}
    />
  );
}

function ChainTargetForm({ clients, thisYear, lang }: { clients: string; thisYear: number; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveChainSdgTarget(lang);
  return (
    <>
      <p className="text-sm text-slate-700">{t('sdg.chainForm')}</p>
      <TargetFields
        initial={null}
        thisYear={thisYear}
        lang={lang}
        pending={save.isPending}
        save={(input, done) => save.mutate({ ...input, clients: clients === 'all' ? 'all' : clients.split(',') }, done)}
      />
    </>
  );
}

/**
 * The target form's values: the route's years and change, each typed as text in the page's language
 * (decimal-input.ts) and checked by the route's rule for it, the change as the reduction a person thinks in (50 for
 * −50 %); then the whole by the route's schema (the target year after the baseline).
 */
function targetFormSchema(lang: Language) {
  const { baselineYear, targetYear, changePct } = sdgTargetInputSchema.shape;
  const reduction = z
    .number()
    .transform((pct) => -pct)
    .pipe(changePct.unwrap());
  return z
    .object({
      baselineYear: decimalText(lang, baselineYear, NOT_A_NUMBER),
      targetYear: decimalText(lang, targetYear.unwrap(), NOT_A_NUMBER),
      reductionPct: decimalText(lang, reduction, NOT_A_NUMBER),
    })
    .transform(({ reductionPct, ...years }): z.input<typeof sdgTargetInputSchema> => ({
      ...years,
      changePct: reductionPct,
    }))
    .pipe(sdgTargetInputSchema);
}

/** The form and what its last save said, which stays while a new version fills the fields afresh. */
function TargetFields({
  initial,
  thisYear,
  lang,
  pending,
  save,
}: {
  initial: SdgTarget | null;
  thisYear: number;
  lang: Language;
  pending: boolean;
  save: Saver;
}) {
  const { t } = useTranslation('dashboard');
  const [status, setStatus] = useState('');

  function submit(input: TargetInput) {
    setStatus('');
    save(input, {
      onSuccess: () => setStatus(t('sdg.saved')),
      onError: (err) =>
        setStatus(
          err instanceof ApiError && err.code === 'aborted'
            ? t('sdg.stale')
            : err instanceof ApiError && err.code === 'invalid-argument'
              ? err.message
              : t('sdg.saveError'),
        ),
    });
  }

  return (
    <Card className="space-y-3">
      {/* A new version (saved here or elsewhere) fills the fields afresh; the status line stays. */}
      <TargetForm
        key={initial?.version ?? 0}
        initial={initial}
        thisYear={thisYear}
        lang={lang}
        pending={pending}
        onSubmit={submit}
      />
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="sdg-status">
        {status}
      </p>
    </Card>
  );
}

function TargetForm({
  initial,
  thisYear,
  lang,
  pending,
  onSubmit,
}: {
  initial: SdgTarget | null;
  thisYear: number;
  lang: Language;
  pending: boolean;
  onSubmit(input: TargetInput): void;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => targetFormSchema(lang), [lang]);
  const form = useZodForm(schema, {
    defaultValues: {
      baselineYear: String(initial?.baselineYear ?? thisYear - 1),
      targetYear: String(initial?.targetYear ?? SDG_12_3_TARGET_YEAR),
      reductionPct: typedDecimal(-(initial?.changePct ?? SDG_12_3_TARGET_CHANGE_PCT), lang),
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
      <YearField name="baselineYear" label={t('goal.baselineYear')} years={SDG_BASELINE_YEARS} />
      <YearField name="targetYear" label={t('sdg.targetYear')} years={SDG_TARGET_YEARS} />
      <ReductionPctField />
      {/* In line with the fields, below their labels. */}
      <Button size="sm" type="submit" disabled={pending} className="mt-6">
        {t('sdg.save')}
      </Button>
    </Form>
  );
}

/** A year of the target form; out of `years` (the route's range), refused under it with that range. */
function YearField({
  name,
  label,
  years,
}: {
  name: 'baselineYear' | 'targetYear';
  label: string;
  years: { min: number; max: number };
}) {
  return (
    <FormTextField
      size="sm"
      name={name}
      label={label}
      messageParams={years}
      inputMode="numeric"
      required
      className="w-28"
    />
  );
}
