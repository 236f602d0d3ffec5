import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, requiredImportColumns, type ImportRow } from '@ecopeso/shared/record-import';
import type { DecimalMark, ImportMapping } from '@ecopeso/shared/record-import-csv';
import { Button } from '@/components/ui/button';
import { namedOptions, Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useClientDetail, useClients } from '@/lib/clients-api';
import { ImportRefused, useSendImport } from '../api/record-imports';
import type { RowProblem, WorkerRequest, WorkerResponse } from '../lib/import-messages';
import { ImportHistory } from './import-history';
import { ImportProblems } from './import-problems';
import { useWords } from '@/lib/use-words';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Alert } from '@/components/ui/alert';

type Preview = Extract<WorkerResponse, { kind: 'preview' }>;
type Parsed = { rows: ImportRow[]; problems: RowProblem[]; total: number };

/** Tool 2: a CSV of past weighings, previewed and mapped here, parsed in a worker, imported all or nothing. */
export function HistoryImport() {
  const { t } = useTranslation('master-tools');
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
  const worker = useRef<Worker | null>(null);
  const send = useSendImport(clientId ?? '');

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

  const input = useRef<HTMLInputElement>(null);

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setParsed(null);
    setFailure(null);
    if (next) ask({ kind: 'preview', file: next });
  }

  const required = requiredImportColumns(client.data ?? { areas: [] });
  const missing = mapping ? required.filter((c) => mapping[c] === null) : [];
  const words = useWords();
  const columnName = (c: (typeof IMPORT_COLUMNS)[number]) => words.field(c);

  function check() {
    if (!file || !mapping || !client.data) return;
    setParsed(null);
    setFailure(null);
    setProgress(0);
    ask({ kind: 'parse', file, mapping, decimal, client: client.data });
  }

  function submit() {
    if (!parsed || !file) return;
    send.mutate(
      { fileName: file.name, rows: parsed.rows },
      {
        onSuccess: (result) => {
          toast.show('success', t('import.done', { inserted: result.inserted, duplicates: result.duplicates }), {
            action: 'import',
          });
          setParsed(null);
          setPreview(null);
          setFile(null);
          // Emptied, so the same file chosen again (corrected on disk, or re-sent) is read again: a file input
          // reports no change when the same name is picked twice.
          if (input.current) input.current.value = '';
        },
        onError: (err) => {
          if (err instanceof ImportRefused) {
            setParsed({ rows: [], total: parsed.total, problems: err.errors.map((e) => ({ ...e, value: '' })) });
          } else toast.show('error', t('import.failed'), { action: 'import' });
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
          emptyOption={t('import.chooseClient')}
          options={namedOptions(clients.data)}
        />
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
            ref={input}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            // Picking the file already chosen (fixed on disk since) reads it again.
            onClick={(e) => {
              e.currentTarget.value = '';
            }}
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
                required={required.includes(column)}
                value={mapping[column] === null ? '' : String(mapping[column])}
                onChange={(e) => {
                  setMapping({ ...mapping, [column]: e.target.value === '' ? null : Number(e.target.value) });
                  setParsed(null);
                }}
                emptyOption={t('import.notInFile')}
                options={preview.headers.map((h, i) => ({ value: i, label: h || `#${i + 1}` }))}
              />
            ))}
            <Select
              label={t('import.decimal')}
              value={decimal}
              onChange={(e) => {
                setDecimal(e.target.value as DecimalMark);
                setParsed(null);
              }}
              options={[
                { value: ',', label: t('import.decimalComma') },
                { value: '.', label: t('import.decimalPoint') },
              ]}
            />
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-300">
            <Table>
              <caption className="p-2 text-left font-semibold text-slate-800">{t('import.preview')}</caption>
              <TableHead>
                <TableRow>
                  {preview.headers.map((h, i) => (
                    <TableHeader key={i} scope="col" className="p-2">
                      {h}
                    </TableHeader>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.sample.map((row, r) => (
                  <TableRow key={r} className="border-t border-slate-200">
                    {preview.headers.map((_, i) => (
                      <TableCell key={i} className="p-2">
                        {row[i] ?? ''}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {missing.length > 0 && <Alert>{t('import.missing', { columns: missing.map(columnName).join(', ') })}</Alert>}
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
      {failure && <Alert>{failure}</Alert>}

      {parsed && parsed.problems.length > 0 && <ImportProblems problems={parsed.problems} total={parsed.total} />}

      {parsed && parsed.problems.length === 0 && (
        <section className="space-y-3" aria-live="polite">
          <p className="font-medium text-slate-900">{t('import.ready', { count: parsed.rows.length })}</p>
          <Button variant="primary" disabled={send.isPending || parsed.rows.length === 0} onClick={submit}>
            {send.isPending ? t('import.sending') : t('import.import', { count: parsed.rows.length })}
          </Button>
        </section>
      )}

      {clientId && <ImportHistory clientId={clientId} timezone={client.data?.timezone ?? 'UTC'} />}
    </div>
  );
}
