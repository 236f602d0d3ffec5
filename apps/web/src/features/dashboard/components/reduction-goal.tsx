import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { decimalText, typedDecimal } from '@ecopeso/shared/decimal-input';
import {
  REDUCTION_METRICS,
  reductionGoalInputSchema,
  type GoalProgress,
  type ReductionGoal,
  type ReductionGoalInput,
  type ReductionMetric,
} from '@ecopeso/shared/reduction-goals';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import { formatGoalPct, formatPct } from '@ecopeso/shared/figures';
import { formatPerGuest } from '@ecopeso/shared/per-guest';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormSelect, useZodForm } from '@/components/ui/form';
import { useWords } from '@/lib/use-words';
import { ApiError } from '@/lib/api-client';
import { useReductionGoal, useSaveReductionGoal } from '../api/reduction-goal';
import { CARD } from './chart-card';
import { ReductionPctField } from './reduction-pct-field';

/** The goal in words: "Organic, kg per guest-night: −20% against 2024". */
function useGoalLine() {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  return (
    goal: { wasteType: WasteType | null; metric: ReductionMetric; reductionPct: number; baselineYear: number },
    lang: Language,
  ) =>
    t('goal.line', {
      waste: goal.wasteType ? words.wasteType(goal.wasteType) : t('goal.allWaste'),
      measure: t(`goal.measures.${goal.metric}`),
      pct: formatGoalPct(goal.reductionPct, lang),
      year: goal.baselineYear,
    });
}

/** The goal's progress over the period: baseline, target, the period's figure, and whether it is met. */
export function GoalProgressCard({ goal, lang }: { goal: GoalProgress; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const line = useGoalLine();
  const value = (v: number | null) => formatPerGuest(goal.metric, v, lang);
  const known = goal.changePct !== null && goal.met !== null;
  return (
    <section
      className={`${CARD} border-l-4 ${goal.met ? 'border-l-brand-700' : 'border-l-amber-600'}`}
      data-testid="goal-progress"
    >
      <h3 className="text-sm font-semibold text-slate-600">{t('goal.title')}</h3>
      <p className="mt-1 font-semibold text-slate-900">{line(goal, lang)}</p>
      {known ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t('goal.figures', {
              baseline: value(goal.baselineValue),
              target: value(goal.targetValue),
              current: value(goal.currentValue),
              change: `${goal.changePct! > 0 ? '+' : ''}${formatPct(goal.changePct!, lang)}`,
            })}
          </p>
          <p className={`mt-1 text-sm font-semibold ${goal.met ? 'text-brand-800' : 'text-amber-900'}`}>
            {goal.met
              ? t('goal.met')
              : t('goal.notMet', { progress: formatPct(Math.max(goal.progressPct ?? 0, 0), lang) })}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-amber-900">{t('goal.unknown')}</p>
      )}
    </section>
  );
}

/** The goal form's values: the route's input, its percentage typed as text in the page's language. */
function goalFormSchema(lang: Language) {
  return reductionGoalInputSchema.extend({
    reductionPct: decimalText(lang, reductionGoalInputSchema.shape.reductionPct, 'ui:validation.number'),
  });
}

/** The goal form's state and saving: the current goal (or the defaults) to edit, and what saving said. */
function useGoalForm(clientId: string, current: ReductionGoal | null, thisYear: number, lang: Language) {
  const { t } = useTranslation('dashboard');
  const save = useSaveReductionGoal(clientId);
  const [status, setStatus] = useState('');
  const valuesOf = (goal: ReductionGoal | null) => ({
    wasteType: goal ? goal.wasteType : ('organico' as const),
    metric: goal?.metric ?? ('kgPerGuestNight' as const),
    baselineYear: goal?.baselineYear ?? thisYear - 1,
    reductionPct: typedDecimal(goal?.reductionPct ?? 20, lang),
    version: goal?.version,
  });
  const schema = useMemo(() => goalFormSchema(lang), [lang]);
  const form = useZodForm(schema, { defaultValues: valuesOf(current) });

  function submit(input: ReductionGoalInput) {
    setStatus('');
    save.mutate(input, {
      // The saved goal is the next edit's start (its new version).
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setStatus(t('goal.saved'));
      },
      onError: (err) =>
        setStatus(err instanceof ApiError && err.code === 'aborted' ? t('goal.stale') : t('goal.saveError')),
    });
  }
  return { form, submit, status, saving: save.isPending };
}

/** Under one client's dashboard: its reduction goal, set or changed by a manager (a stale edit is refused). */
export function ReductionGoalForm({
  clientId,
  thisYear,
  lang,
}: {
  clientId: string;
  thisYear: number;
  lang: Language;
}) {
  const goal = useReductionGoal(clientId);
  if (goal.isPending) return null;
  return <GoalEditor clientId={clientId} current={goal.data ?? null} thisYear={thisYear} lang={lang} />;
}

function GoalEditor({
  clientId,
  current,
  thisYear,
  lang,
}: {
  clientId: string;
  current: ReductionGoal | null;
  thisYear: number;
  lang: Language;
}) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const line = useGoalLine();
  const { form, submit, status, saving } = useGoalForm(clientId, current, thisYear, lang);

  return (
    <Card className="space-y-3">
      <p className="text-sm text-slate-700">{current ? line(current, lang) : t('goal.none')}</p>
      <Form form={form} onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <FormSelect size="sm" name="wasteType" emptyAs="null" label={t('goal.waste')}>
          <option value="">{t('goal.allWaste')}</option>
          {WASTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {words.wasteType(type)}
            </option>
          ))}
        </FormSelect>
        <FormSelect size="sm" name="metric" label={t('goal.measure')}>
          {REDUCTION_METRICS.map((m) => (
            <option key={m} value={m}>
              {t(`perGuest.${m}`)}
            </option>
          ))}
        </FormSelect>
        <FormSelect size="sm" name="baselineYear" valueAsNumber label={t('goal.baselineYear')}>
          {Array.from({ length: 8 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </FormSelect>
        <ReductionPctField />
        {/* In line with the fields, below their labels. */}
        <Button size="sm" type="submit" disabled={saving} className="mt-6">
          {t('goal.save')}
        </Button>
      </Form>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="goal-status">
        {status}
      </p>
    </Card>
  );
}
