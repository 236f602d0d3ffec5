import { useTranslation } from 'react-i18next';
import { formatDay } from '@ecopeso/shared/dates';
import { formatKg, formatEnteredKg } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import type { SustainabilityReport } from '@ecopeso/shared/sustainability-tables';
import { ALL_SUBTYPES } from '@ecopeso/shared/records';
import type { SubType } from '@ecopeso/shared/waste';
import type { Words } from '@ecopeso/shared/words';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cellCsvHref, useCellRecords, type CellKey, type ReportSelection } from '../api/sustainability-api';
import { Alert } from '@/components/ui/alert';

/** A sub-type Ecopeso knows (its word is shown); a record imported with another keeps its own text. */
const isSubType = (text: string): text is SubType => (ALL_SUBTYPES as readonly string[]).includes(text);

/** The records behind one figure, page by page, with the whole cell's count and weight and a link to its CSV. */
export function CellRecords({
  framework,
  selection,
  cell,
  title,
  lang,
  words,
  onClose,
}: {
  framework: SustainabilityReport;
  selection: ReportSelection;
  cell: CellKey;
  title: string;
  lang: Language;
  words: Words;
  onClose(): void;
}) {
  const { t } = useTranslation('sustainability');
  const records = useCellRecords(framework, selection, cell);
  const pages = records.data?.pages ?? [];
  const first = pages[0];
  const rows = pages.flatMap((p) => p.records);
  return (
    <Modal open title={title} onClose={onClose} wide>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" role="status">
            {first
              ? t('cell.summary', { n: first.totalRecords, kg: formatKg(first.totalKg, lang) })
              : records.isError
                ? ''
                : t('loading')}
          </p>
          <a className={buttonClass({ size: 'sm' })} href={cellCsvHref(framework, selection, cell, lang)} download>
            {t('cell.csv')}
          </a>
        </div>
        {records.isError && <Alert className="text-sm font-semibold">{t('loadError')}</Alert>}
        {first && rows.length === 0 && <p className="text-slate-700">{t('cell.empty')}</p>}
        {rows.length > 0 && (
          <div className="max-h-[60vh] overflow-auto rounded-xl border border-slate-200">
            <Table>
              <TableHead>
                <TableRow>
                  {(['client', 'date', 'time', 'wasteType', 'subType', 'weightKg'] as const).map((f) => (
                    <TableHeader key={f} className="px-3 py-2 whitespace-nowrap">
                      {words.field(f)}
                    </TableHeader>
                  ))}
                  <TableHeader className="px-3 py-2 whitespace-nowrap">
                    {words.sustainability('drill.destination')}
                  </TableHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} className="border-t border-slate-100">
                    <TableCell className="px-3 py-1.5">{r.clientName}</TableCell>
                    <TableCell className="px-3 py-1.5 whitespace-nowrap">{formatDay(r.day, lang)}</TableCell>
                    <TableCell className="px-3 py-1.5">{r.time}</TableCell>
                    <TableCell className="px-3 py-1.5">{words.wasteType(r.wasteType)}</TableCell>
                    <TableCell className="px-3 py-1.5">
                      {r.subType ? (isSubType(r.subType) ? words.subType(r.subType) : r.subType) : ''}
                    </TableCell>
                    <TableCell className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap">
                      {formatEnteredKg(r.weightKg, lang)}
                    </TableCell>
                    <TableCell className="px-3 py-1.5">
                      {r.contracted ? words.destination(r.contracted) : words.sustainability('drill.none')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {records.hasNextPage && (
          <Button size="sm" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
            {t('cell.more')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
