// Parses a history CSV off the main thread (papaparse, streamed in chunks): the page stays responsive and shows
// progress while 100 000 rows are read and checked.
import Papa from 'papaparse';
import {
  guessDecimalMark,
  guessMapping,
  importVocabulary,
  readImportRow,
  type ImportMapping,
} from '@ecopeso/shared/record-import-csv';
import { IMPORT_ROWS_MAX, importRowErrors, type ImportRow } from '@ecopeso/shared/record-import';
import type { RowProblem, WorkerRequest, WorkerResponse } from './import-messages';

// The app compiles against the DOM's types, where `self` is a window: the worker's own scope, typed as used.
const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};
const post = (message: WorkerResponse) => scope.postMessage(message);
const PREVIEW_ROWS = 10;

function preview(file: File) {
  Papa.parse<string[]>(file, {
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
    complete: (result) => {
      const [headers = [], ...sample] = result.data;
      const clean = headers.map((h) => h.replace(/^\uFEFF/, '').trim());
      const mapping = guessMapping(clean);
      const weights = mapping.weightKg === null ? [] : sample.map((r) => r[mapping.weightKg!] ?? '');
      post({
        kind: 'preview',
        headers: clean,
        sample,
        delimiter: result.meta.delimiter,
        mapping,
        decimal: guessDecimalMark(weights),
      });
    },
    error: (err) => post({ kind: 'failed', message: err.message }),
  });
}

function parse(request: Extract<WorkerRequest, { kind: 'parse' }>) {
  const vocabulary = importVocabulary(request.client.areas);
  const now = new Date();
  const mapping: ImportMapping = request.mapping;
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  let line = 0;
  let lastReport = 0;
  Papa.parse<string[]>(request.file, {
    skipEmptyLines: 'greedy',
    chunkSize: 512 * 1024,
    chunk: (result, parser) => {
      for (const cells of result.data) {
        line += 1;
        if (line === 1) continue; // the header
        const read = readImportRow(cells, line, mapping, vocabulary, request.decimal);
        // A row read cleanly is then judged by the weighing rule, as the server will judge it.
        const errors = read.row ? importRowErrors(read.row, request.client, now) : read.errors;
        if (read.row && errors.length === 0) rows.push(read.row);
        for (const e of errors) {
          const index = mapping[e.column];
          problems.push({ ...e, value: index === null ? '' : (cells[index] ?? '') });
        }
        if (line - 1 > IMPORT_ROWS_MAX) {
          parser.abort();
          post({ kind: 'failed', message: 'too-many-rows' });
          return;
        }
      }
      const fraction = Math.min(1, result.meta.cursor / Math.max(1, request.file.size));
      if (fraction - lastReport >= 0.02) {
        lastReport = fraction;
        post({ kind: 'progress', fraction, rows: line - 1 });
      }
    },
    complete: () => {
      if (line - 1 > IMPORT_ROWS_MAX) return;
      post({ kind: 'progress', fraction: 1, rows: Math.max(0, line - 1) });
      post({ kind: 'parsed', rows, problems, total: Math.max(0, line - 1) });
    },
    error: (err) => post({ kind: 'failed', message: err.message }),
  });
}

scope.onmessage = (event) => {
  if (event.data.kind === 'preview') preview(event.data.file);
  else parse(event.data);
};
