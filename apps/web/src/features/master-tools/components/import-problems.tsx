import { useTranslation } from 'react-i18next';
import Papa from 'papaparse';
import type { ImportColumn } from '@ecopeso/shared/record-import';
import { Button } from '@/components/ui/button';
import type { RowProblem } from '../lib/import-messages';
import { useWords } from '@/lib/use-words';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Rows shown on the page; the downloaded list holds them all. */
const SHOWN = 1000;

/** A cell that a spreadsheet would run as a formula starts with a quote instead (like the server's CSV exports). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Every bad row of a file (line, column, reason in the reader's language, the value), and the same as a CSV. */
export function ImportProblems({ problems, total }: { problems: RowProblem[]; total: number }) {
  const { t } = useTranslation('master-tools');
  const words = useWords();
  const columnName = (c: ImportColumn) => words.field(c);
  const reasonText = (p: RowProblem) => t(`import.reasons.${p.reason}`);

  function download() {
    const csv = Papa.unparse({
      fields: [t('import.line'), t('import.column'), t('import.reason'), t('import.value')],
      data: problems.map((p) => [String(p.line), columnName(p.column), reasonText(p), safeCell(p.value)]),
    });
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('import.problemsFile');
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="import-problems" className="space-y-3">
      <div role="alert">
        <h3 id="import-problems" className="text-lg font-semibold text-red-800">
          {t('import.problems', { count: problems.length, rows: total })}
        </h3>
      </div>
      <p className="text-slate-700">{t('import.nothingStored')}</p>
      <Button variant="outline" onClick={download}>
        {t('import.downloadProblems')}
      </Button>
      <div className="max-h-96 overflow-auto rounded-lg border border-slate-300">
        <Table>
          <caption className="sr-only">{t('import.problemsCaption')}</caption>
          <TableHead className="sticky top-0">
            <TableRow>
              <TableHeader className="p-2">{t('import.line')}</TableHeader>
              <TableHeader className="p-2">{t('import.column')}</TableHeader>
              <TableHeader className="p-2">{t('import.reason')}</TableHeader>
              <TableHeader className="p-2">{t('import.value')}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.slice(0, SHOWN).map((p, i) => (
              <TableRow key={i} className="border-t border-slate-200">
                <TableCell className="p-2 tabular-nums">{p.line}</TableCell>
                <TableCell className="p-2">{columnName(p.column)}</TableCell>
                <TableCell className="p-2">{reasonText(p)}</TableCell>
                <TableCell className="p-2">{p.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {problems.length > SHOWN && <p>{t('import.moreInFile', { count: problems.length - SHOWN })}</p>}
    </section>
  );
}
