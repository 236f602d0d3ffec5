import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS, type ImportRow } from '@ecopeso/shared/record-import';
import type { DecimalMark, ImportMapping } from '@ecopeso/shared/record-import-csv';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useClientDetail, useClients } from '@/lib/clients-api';
import { useLanguage } from '@/lib/language';
import { ImportRefused, useImports, useSendImport, useUndoImport } from '../api/record-imports';
import type { RowProblem, WorkerRequest, WorkerResponse } from '../lib/import-messages';
import { formatWhen } from '../lib/format';

type Preview = Extract<WorkerResponse, { kind: 'preview' }>;
type Parsed = { rows: ImportRow[]; problems: RowProblem[]; total: number };

/** A cell that a spreadsheet would run as a formula starts with a quote instead (like the server's CSV exports). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Tool 2: a CSV of past weighings, previewed and mapped here, parsed in a worker, imported all or nothing. */
export function HistoryImport() {
  const { t } = useTranslation('master-tools');
  const { lang } = useLanguage();
  const toast = useToast();
  const clients = useClients();
  const [clientId, setClientId] = useState<string | null>(null);
  const client = useClientDetail(clientId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [decimal, setDecimal] = useState<DecimalMark>(',');
  const [progress, setProgress] = useState<number | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const imports = useImports(clientId);
  const send = useSendImport(clientId ?? '');
  const undo = useUndoImport(clientId ?? '');

  useEffect(() => () => worker.current?.terminate(), []);

  function ask(request: WorkerRequest) {
    worker.current?.terminate();
    const w = new Worker(new URL('../lib/import-worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.kind === 'preview') {
        setPreview(message);
        setMapping(message.mapping);
        setDecimal(message.decimal);
      } else if (message.kind === 'progress') setProgress(message.fraction);
      else if (message.kind === 'parsed') {
        setParsed({ rows: message.rows, problems: message.problems, total: message.total });
        setProgress(null);
      } else {
        setFailure(message.message === 'too-many-rows' ? t('import.tooManyRows') : t('import.unreadable'));
        setProgress(null);
      }
    };
    w.postMessage(request);
  }

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setParsed(null);
    setFailure(null);
    if (next) ask({ kind: 'preview', file: next });
  }

  const missing = mapping ? REQUIRED_IMPORT_COLUMNS.filter((c) => mapping[c] === null) : [];
  const columnName = (c: (typeof IMPORT_COLUMNS)[number]) => t(`import.columns.${c}`);
  const reasonText = (p: RowProblem) => t(`import.reasons.${p.reason}`);

  function check() {
    if (!file || !mapping || !client.data) return;
    setParsed(null);
    setFailure(null);
    setProgress(0);
    ask({ kind: 'parse', file, mapping, decimal, areas: client.data.areas });
  }

  function downloadProblems() {
    if (!parsed) return;
    const csv = Papa.unparse({
      fields: [t('import.line'), t('import.column'), t('import.reason'), t('import.value')],
      data: parsed.problems.map((p) => [String(p.line), columnName(p.column), reasonText(p), safeCell(p.value)]),
    });
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = t('import.problemsFile');
    a.click();
    URL.revokeObjectURL(url);
  }

  function submit() {
    if (!parsed || !file) return;
    send.mutate(
      { fileName: file.name, rows: parsed.rows },
      {
        onSuccess: (result) => {
          toast.show('success', t('import.done', { inserted: result.inserted, duplicates: result.duplicates }));
          setParsed(null);
          setPreview(null);
          setFile(null);
        },
        onError: (err) => {
          if (err instanceof ImportRefused) {
            setParsed({ rows: [], total: parsed.total, problems: err.errors.map((e) => ({ ...e, value: '' })) });
          } else toast.show('error', t('import.failed'));
        },
      },
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{t('import.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('import.client')}
          required
          value={clientId ?? ''}
          onChange={(e) => {
            setClientId(e.target.value || null);
            setParsed(null);
          }}
        >
          <option value="">{t('import.chooseClient')}</option>
          {clients.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <div>
          <label htmlFor="history-file" className="mb-1 block font-semibold text-slate-900">
            {t('import.file')}
          </label>
          <input
            id="history-file"
            type="file"
            accept=".csv,text/csv"
            disabled={!clientId}
            className="block w-full rounded-lg border border-slate-400 bg-white p-2"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>

      {preview && mapping && (
        <section aria-labelledby="import-mapping" className="space-y-3">
          <h3 id="import-mapping" className="text-lg font-semibold text-slate-900">
            {t('import.mapping')}
          </h3>
          <p className="text-sm text-slate-700">
            {t('import.detected', { delimiter: preview.delimiter === '\t' ? 'TAB' : preview.delimiter })}
          </p>
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7">
            {IMPORT_COLUMNS.map((column) => (
              <Select
                key={column}
                label={columnName(column)}
                required={REQUIRED_IMPORT_COLUMNS.includes(column)}
                value={mapping[column] === null ? '' : String(mapping[column])}
                onChange={(e) => {
                  setMapping({ ...mapping, [column]: e.target.value === '' ? null : Number(e.target.value) });
                  setParsed(null);
                }}
              >
                <option value="">{t('import.notInFile')}</option>
                {preview.headers.map((h, i) => (
                  <option key={i} value={i}>
                    {h || `#${i + 1}`}
                  </option>
                ))}
              </Select>
            ))}
            <Select
              label={t('import.decimal')}
              value={decimal}
              onChange={(e) => {
                setDecimal(e.target.value as DecimalMark);
                setParsed(null);
              }}
            >
              <option value=",">{t('import.decimalComma')}</option>
              <option value=".">{t('import.decimalPoint')}</option>
            </Select>
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-300">
            <table className="w-full text-left text-sm">
              <caption className="p-2 text-left font-semibold text-slate-800">{t('import.preview')}</caption>
              <thead className="bg-slate-100">
                <tr>
                  {preview.headers.map((h, i) => (
                    <th key={i} scope="col" className="p-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((row, r) => (
                  <tr key={r} className="border-t border-slate-200">
                    {preview.headers.map((_, i) => (
                      <td key={i} className="p-2">
                        {row[i] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {missing.length > 0 && (
            <p role="alert" className="font-medium text-red-700">
              {t('import.missing', { columns: missing.map(columnName).join(', ') })}
            </p>
          )}
          <Button variant="primary" disabled={missing.length > 0 || progress !== null || !client.data} onClick={check}>
            {t('import.check')}
          </Button>
        </section>
      )}

      {progress !== null && (
        <div className="space-y-1">
          <div id="import-progress-label" className="text-sm text-slate-700">
            {t('import.reading')}
          </div>
          <div
            role="progressbar"
            aria-labelledby="import-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-3 w-full overflow-hidden rounded bg-slate-200"
          >
            <div className="h-full bg-brand-700" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" className="font-medium text-red-700">
          {failure}
        </p>
      )}

      {parsed && parsed.problems.length > 0 && (
        <section aria-labelledby="import-problems" className="space-y-3">
          <div role="alert">
            <h3 id="import-problems" className="text-lg font-semibold text-red-800">
              {t('import.problems', { count: parsed.problems.length, rows: parsed.total })}
            </h3>
          </div>
          <p className="text-slate-700">{t('import.nothingStored')}</p>
          <Button variant="outline" onClick={downloadProblems}>
            {t('import.downloadProblems')}
          </Button>
          <div className="max-h-96 overflow-auto rounded-lg border border-slate-300">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('import.problemsCaption')}</caption>
              <thead className="sticky top-0 bg-slate-100">
                <tr>
                  <th scope="col" className="p-2">
                    {t('import.line')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('import.column')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('import.reason')}
                  </th>
                  <th scope="col" className="p-2">
                    {t('import.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {parsed.problems.slice(0, 1000).map((p, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <td className="p-2 tabular-nums">{p.line}</td>
                    <td className="p-2">{columnName(p.column)}</td>
                    <td className="p-2">{reasonText(p)}</td>
                    <td className="p-2">{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {parsed.problems.length > 1000 && <p>{t('import.moreInFile', { count: parsed.problems.length - 1000 })}</p>}
        </section>
      )}

      {parsed && parsed.problems.length === 0 && (
        <section className="space-y-3" aria-live="polite">
          <p className="font-medium text-slate-900">{t('import.ready', { count: parsed.rows.length })}</p>
          <Button variant="primary" disabled={send.isPending || parsed.rows.length === 0} onClick={submit}>
            {send.isPending ? t('import.sending') : t('import.import', { count: parsed.rows.length })}
          </Button>
        </section>
      )}

      {clientId && (
        <section aria-labelledby="import-history" className="space-y-2">
          <h3 id="import-history" className="text-lg font-semibold text-slate-900">
            {t('import.history')}
          </h3>
          {imports.data?.length === 0 && <p className="text-slate-700">{t('import.noImports')}</p>}
          {imports.data && imports.data.length > 0 && (
            <div className="overflow-x-auto rounded-lg border border-slate-300">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('import.history')}</caption>
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="p-2">
                      {t('import.when')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('import.fileName')}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t('import.rows')}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t('import.inserted')}
                    </th>
                    <th scope="col" className="p-2">
                      {t('import.by')}
                    </th>
                    <th scope="col" className="p-2">
                      <span className="sr-only">{t('import.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {imports.data.map((item) => (
                    <tr key={item.id} className="border-t border-slate-200">
                      <td className="p-2 whitespace-nowrap">
                        {formatWhen(item.createdAt, client.data?.timezone ?? 'UTC', lang)}
                      </td>
                      <td className="p-2">{item.fileName}</td>
                      <td className="p-2 text-right tabular-nums">{item.rows}</td>
                      <td className="p-2 text-right tabular-nums">{item.inserted}</td>
                      <td className="p-2">{item.createdByName ?? '—'}</td>
                      <td className="p-2 text-right">
                        {item.undoneAt ? (
                          <span className="text-slate-700">{t('import.undone')}</span>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t('import.undoOne', { file: item.fileName })}
                            onClick={() => setUndoing(item.id)}
                          >
                            {t('import.undo')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      <ConfirmDialog
        open={undoing !== null}
        theme="danger"
        title={t('import.undoTitle')}
        message={t('import.undoMessage')}
        confirmText={t('import.undoConfirm')}
        cancelText={t('import.cancel')}
        busy={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() =>
          undoing &&
          undo.mutate(undoing, {
            onSuccess: (r) => {
              setUndoing(null);
              toast.show('success', t('import.undoneCount', { count: r.removed }));
            },
            onError: () => {
              setUndoing(null);
              toast.show('error', t('import.undoFailed'));
            },
          })
        }
      />
    </div>
  );
}
