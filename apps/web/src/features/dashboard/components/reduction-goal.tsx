import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { REDUCTION_METRICS, type GoalProgress, type ReductionMetric } from '@ecopeso/shared/reduction-goals';
import { WASTE_TYPES, type WasteType } from '@ecopeso/shared/waste';
import { formatGoalPct, formatPct } from '@ecopeso/shared/figures';
import { formatPerGuest } from '@ecopeso/shared/per-guest';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, TextField } from '@/components/ui/field';
import { useWords } from '@/lib/use-words';
import { ApiError } from '@/lib/api-client';
import { useReductionGoal, useSaveReductionGoal } from '../api/reduction-goal';
import { CARD } from './chart-card';

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
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const line = useGoalLine();
  const goal = useReductionGoal(clientId);
  const save = useSaveReductionGoal(clientId);
  const [status, setStatus] = useState('');
  if (goal.isPending) return null;
  const current = goal.data ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const type = String(data.get('wasteType') ?? '');
    setStatus('');
    save.mutate(
      {
        wasteType: type ? (type as WasteType) : null,
        metric: String(data.get('metric')) as ReductionMetric,
        baselineYear: Number(data.get('baselineYear')),
        reductionPct: Number(String(data.get('reductionPct') ?? '').replace(',', '.')),
        version: current?.version,
      },
      {
        onSuccess: () => setStatus(t('goal.saved')),
        onError: (err) =>
          setStatus(err instanceof ApiError && err.code === 'aborted' ? t('goal.stale') : t('goal.saveError')),
      },
    );
  }

  return (
    <Card className="space-y-3">
      <p className="text-sm text-slate-700">{current ? line(current, lang) : t('goal.none')}</p>
      <form key={current?.version ?? 0} onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Select size="sm" name="wasteType" label={t('goal.waste')} defaultValue={current?.wasteType ?? 'organico'}>
          <option value="">{t('goal.allWaste')}</option>
          {WASTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {words.wasteType(type)}
            </option>
          ))}
        </Select>
        <Select size="sm" name="metric" label={t('goal.measure')} defaultValue={current?.metric ?? 'kgPerGuestNight'}>
          {REDUCTION_METRICS.map((m) => (
            <option key={m} value={m}>
              {t(`perGuest.${m}`)}
            </option>
          ))}
        </Select>
        <Select
          size="sm"
          name="baselineYear"
          label={t('goal.baselineYear')}
          defaultValue={String(current?.baselineYear ?? thisYear - 1)}
        >
          {Array.from({ length: 8 }, (_, i) => thisYear - i).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
        <TextField
          size="sm"
          name="reductionPct"
          label={t('goal.reductionPct')}
          inputMode="decimal"
          pattern="[0-9]+([.,][0-9]+)?"
          required
          defaultValue={String(current?.reductionPct ?? 20)}
          className="w-36"
        />
        <Button size="sm" type="submit" disabled={save.isPending}>
          {t('goal.save')}
        </Button>
      </form>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="goal-status">
        {status}
      </p>
    </Card>
  );
}
