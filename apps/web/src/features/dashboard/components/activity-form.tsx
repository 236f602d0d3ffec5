import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_COUNTS, ACTIVITY_ERRORS, type ActivityError } from '@ecopeso/shared/activity';
import type { Language } from '@ecopeso/shared/languages';
import type { YearMonth } from '@ecopeso/shared/periods';
import { formatMonthYear } from '@ecopeso/shared/dates';
import { activityReasonText } from '@/lib/reason-text';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useActivity, useSaveActivity } from '../api/activity';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const pad = (n: number) => String(n).padStart(2, '0');

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
  const { save, importCsv } = useSaveActivity(clientId);
  const [status, setStatus] = useState('');
  const [importErrors, setImportErrors] = useState<ActivityError[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => Number(String(data.get(name) ?? '').replace(/[.\s]/g, ''));
    setStatus('');
    save.mutate(
      { month: chosen, guestNights: value('guestNights'), guests: value('guests'), meals: value('meals') },
      { onSuccess: () => setStatus(t('activity.saved')), onError: () => setStatus(t('activity.saveError')) },
    );
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    setStatus('');
    setImportErrors([]);
    importCsv.mutate(
      { csv: await file.text(), lang },
      {
        onSuccess: ({ imported }) => setStatus(t('activity.imported', { n: imported })),
        onError: (err) => {
          const errors = importErrorsOf(err);
          if (errors.length) setImportErrors(errors);
          else setStatus(err.message);
        },
      },
    );
  }

  return (
    <Card className="space-y-4">
      <form key={`${chosen}-${known ? 'known' : 'new'}`} onSubmit={submit} className="space-y-3">
        <div className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Select size="sm" label={t('activity.month')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {months.map((m) => (
              <option key={`${m.year}-${m.month}`} value={`${m.year}-${pad(m.month + 1)}`}>
                {formatMonthYear(m.year, m.month, lang)}
              </option>
            ))}
          </Select>
          {ACTIVITY_COUNTS.map((field) => (
            <TextField
              key={field}
              size="sm"
              name={field}
              label={t(`activity.${field}`)}
              description={t(`activity.hints.${field}`)}
              inputMode="numeric"
              pattern="[0-9. ]+"
              required
              defaultValue={known ? String(known[field]) : ''}
            />
          ))}
        </div>
        <Button size="sm" type="submit" disabled={save.isPending}>
          {t('activity.save')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="font-semibold text-slate-700">
          {t('activity.import')}{' '}
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void importFile(e.target.files?.[0])}
          />
        </label>
        <span className="text-slate-600">{t('activity.importHint')}</span>
      </div>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="activity-status">
        {status}
      </p>
      {importErrors.length > 0 && (
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
              {importErrors.map((e, i) => (
                <TableRow key={i}>
                  <TableCell className="px-2 py-1 tabular-nums">
                    {e.line > 0 ? e.line : t('activity.wholeFile')}
                  </TableCell>
                  <TableCell className="px-2 py-1">{e.column ? t(`activity.${e.column}`) : '—'}</TableCell>
                  <TableCell className="px-2 py-1">{activityReasonText(t, e.code)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Card>
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
