import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_COUNTS,
  ACTIVITY_ERRORS,
  activityImportSchema,
  activityMonthFormSchema,
  type ActivityError,
  type ActivityMonth,
} from '@ecopeso/shared/activity';
import type { Language } from '@ecopeso/shared/languages';
import type { YearMonth } from '@ecopeso/shared/periods';
import { formatMonthYear } from '@ecopeso/shared/dates';
import { activityReasonText } from '@/lib/reason-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/field';
import { Form, FormTextField, useZodForm } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { useActivity, useSaveActivity } from '../api/activity';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const pad = (n: number) => String(n).padStart(2, '0');
const EMPTY_COUNTS = { guestNights: '', guests: '', meals: '' };

/** The month's counts form: the chosen month, its known counts to edit, and saving. */
function useMonthForm(
  clientId: string,
  month: string,
  known: ActivityMonth | undefined,
  onStatus: (s: string) => void,
) {
  const { t } = useTranslation('dashboard');
  const { save } = useSaveActivity(clientId);
  const counts = known
    ? { guestNights: String(known.guestNights), guests: String(known.guests), meals: String(known.meals) }
    : EMPTY_COUNTS;
  const form = useZodForm(activityMonthFormSchema, { defaultValues: { month, ...counts } });
  const submit = (values: ActivityMonth) => {
    onStatus('');
    save.mutate(values, {
      onSuccess: () => onStatus(t('activity.saved')),
      onError: () => onStatus(t('activity.saveError')),
    });
  };
  return { form, submit, saving: save.isPending };
}

/** The CSV import: the file's text checked by the route's schema, then sent; its refusals by line and column. */
function useActivityImport(clientId: string, lang: Language, onStatus: (s: string) => void) {
  const { t } = useTranslation('dashboard');
  const { importCsv } = useSaveActivity(clientId);
  const form = useZodForm(activityImportSchema, { defaultValues: { csv: '', lang } });
  const [errors, setErrors] = useState<ActivityError[]>([]);
  const send = form.handleSubmit((body) =>
    importCsv.mutate(body, {
      onSuccess: ({ imported }) => onStatus(t('activity.imported', { n: imported })),
      onError: (err) => {
        const found = importErrorsOf(err);
        if (found.length) setErrors(found);
        else onStatus(err.message);
      },
    }),
  );
  async function importFile(file: File | undefined) {
    if (!file) return;
    onStatus('');
    setErrors([]);
    form.setValue('csv', await file.text());
    await send();
  }
  const refused = form.formState.errors.csv?.message;
  return { importFile, errors, refused: refused ? t(refused) : null };
}

/**
 * Under the dashboard of one client: the month's guest-nights, guests received and meals served, each named and
 * explained for what it counts (the last 12 months, the previous one first), and a CSV import for past months whose
 * errors name each line and column.
 */
export function ActivityForm({ clientId, today, lang }: { clientId: string; today: YearMonth; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const months = Array.from({ length: 12 }, (_, i) => {
    const key = today.year * 12 + today.month - i;
    return { year: Math.floor(key / 12), month: key % 12 };
  });
  const [chosen, setChosen] = useState(`${months[1]!.year}-${pad(months[1]!.month + 1)}`);
  const year = Number(chosen.slice(0, 4));
  const known = useActivity(clientId, year).data?.find((m) => m.month === chosen);
  const [status, setStatus] = useState('');
  const imports = useActivityImport(clientId, lang, setStatus);

  return (
    <Card className="space-y-4">
      {/* A month chosen, or its counts arrived: the fields start again from what is known. */}
      <MonthForm
        key={`${chosen}-${known ? 'known' : 'new'}`}
        clientId={clientId}
        month={chosen}
        known={known}
        onStatus={setStatus}
      >
        <Select size="sm" label={t('activity.month')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {months.map((m) => (
            <option key={`${m.year}-${m.month}`} value={`${m.year}-${pad(m.month + 1)}`}>
              {formatMonthYear(m.year, m.month, lang)}
            </option>
          ))}
        </Select>
      </MonthForm>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="font-semibold text-slate-700">
          {t('activity.import')}{' '}
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void imports.importFile(e.target.files?.[0])}
          />
        </label>
        <span className="text-slate-600">{t('activity.importHint')}</span>
      </div>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="activity-status">
        {status}
      </p>
      {imports.refused && <Alert>{imports.refused}</Alert>}
      {imports.errors.length > 0 && <ImportErrors errors={imports.errors} />}
    </Card>
  );
}

function MonthForm({
  clientId,
  month,
  known,
  onStatus,
  children,
}: {
  clientId: string;
  month: string;
  known: ActivityMonth | undefined;
  onStatus(status: string): void;
  /** The month's select: its choice changes which month the form is of. */
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { form, submit, saving } = useMonthForm(clientId, month, known, onStatus);
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <div className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {children}
        {ACTIVITY_COUNTS.map((field) => (
          <FormTextField
            key={field}
            size="sm"
            name={field}
            label={t(`activity.${field}`)}
            description={t(`activity.hints.${field}`)}
            inputMode="numeric"
            required
          />
        ))}
      </div>
      <Button size="sm" type="submit" disabled={saving}>
        {t('activity.save')}
      </Button>
    </Form>
  );
}

/** A refused import's errors: line, column and reason of each. */
function ImportErrors({ errors }: { errors: readonly ActivityError[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{t('activity.errorsTitle')}</p>
      <Table textSize="inherit" data-testid="activity-import-errors">
        <TableHead>
          <TableRow>
            <TableHeader className="border-b border-red-200 px-2 py-1">{t('activity.line')}</TableHeader>
            <TableHeader className="border-b border-red-200 px-2 py-1">{t('activity.column')}</TableHeader>
            <TableHeader className="border-b border-red-200 px-2 py-1">{t('activity.reason')}</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e, i) => (
            <TableRow key={i}>
              <TableCell className="px-2 py-1 tabular-nums">{e.line > 0 ? e.line : t('activity.wholeFile')}</TableCell>
              <TableCell className="px-2 py-1">{e.column ? t(`activity.${e.column}`) : '—'}</TableCell>
              <TableCell className="px-2 py-1">{activityReasonText(t, e.code)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The import's errors, line and column each, from a refused import's answer (none for any other failure). */
function importErrorsOf(err: unknown): ActivityError[] {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object' || !('errors' in err.body)) return [];
  const errors = (err.body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ActivityError =>
      !!e && typeof e === 'object' && (ACTIVITY_ERRORS as readonly string[]).includes((e as ActivityError).code),
  );
}
