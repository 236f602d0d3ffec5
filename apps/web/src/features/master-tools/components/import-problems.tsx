import { useTranslation } from 'react-i18next';
import Papa from 'papaparse';
import type { ImportColumn } from '@ecopeso/shared/record-import';
import { Button } from '@/components/ui/button';
import type { RowProblem } from '../lib/import-messages';
import { useWords } from '@/lib/use-words';
import { ColumnTable } from '@/components/ui/table';

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
      <ColumnTable
        caption={t('import.problemsCaption')}
        tall
        rows={problems.slice(0, SHOWN)}
        rowKey={(_, i) => String(i)}
        columns={[
          { header: t('import.line'), className: 'tabular-nums', cell: (p) => p.line },
          { header: t('import.column'), cell: (p) => columnName(p.column) },
          { header: t('import.reason'), cell: reasonText },
          { header: t('import.value'), cell: (p) => p.value },
        ]}
      />
      {problems.length > SHOWN && <p>{t('import.moreInFile', { count: problems.length - SHOWN })}</p>}
    </section>
  );
}
