// History import of N rows end to end on one machine: the browser's part (papaparse, reading each row as the
// worker does, the JSON it sends) and the server's (parsing and validating the request, the all-or-nothing
// transaction with the daily totals), then the same file again (nothing added) and its undo.
// Run: node --import tsx bench/history-import.ts [pglite|postgres] [rows]
// Target (PRODUCT.md §7): 100 000 rows in < 30 s, all or nothing.
import Papa from 'papaparse';
import { importRequestSchema } from '@ecopeso/shared/record-import';
import { guessDecimalMark, guessMapping, importVocabulary, readImportRow } from '@ecopeso/shared/record-import-csv';
import { importRecords, undoImport } from '../apps/server/src/domain/imports/import-records.ts';
import { benchClient, dailyTotalsExact } from './lib/fixtures.ts';
import { benchKind, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const total = Number(process.argv[3] ?? 100_000);

/** A Portuguese file as a hotel keeps it: `;`, BOM, dd/mm/yyyy, decimal comma, labels in Portuguese. */
function historyCsv(rows: number): string {
  const kinds = [
    ['Orgânico', 'Pré-preparo'],
    ['Reciclável', 'Plástico'],
    ['Rejeito', ''],
    ['Reciclável', 'Papelão'],
  ];
  const areas = ['Cozinha', 'Restaurante', 'Bar', 'Governança'];
  const lines = ['\uFEFFData;Hora;Área;Tipo;Subtipo;Peso (kg)'];
  const start = Date.UTC(2023, 0, 1);
  for (let i = 0; i < rows; i++) {
    const day = new Date(start + Math.floor(i / 100) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const time = `${String(6 + (i % 16)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    const [type, sub] = kinds[i % kinds.length]!;
    const kg = ((i % 2000) / 100 + 0.5).toFixed(2).replace('.', ',');
    lines.push(`${date};${time};${areas[i % areas.length]};${type};${sub};${kg}`);
  }
  return lines.join('\r\n');
}

const database = await openBenchDatabase(kind);
try {
  const { db } = database;
  const { clientId, areaIds, actor } = await benchClient(db);
  const masterActor = { ...actor, role: 'master' as const };
  const csv = historyCsv(total);
  const names = ['Cozinha', 'Restaurante', 'Bar', 'Governança'];

  const t0 = performance.now();
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  const mapping = guessMapping(header!);
  const decimal = guessDecimalMark(data.slice(0, 200).map((r) => r[mapping.weightKg!] ?? ''));
  const vocabulary = importVocabulary(areaIds.map((id, i) => ({ id, name: names[i]! })));
  const rows = data.map((cells, i) => readImportRow(cells, i + 2, mapping, vocabulary, decimal));
  const bad = rows.filter((r) => r.errors.length).length;
  const body = JSON.stringify({ fileName: 'historico.csv', rows: rows.map((r) => r.row) });
  const t1 = performance.now();

  const request = importRequestSchema.parse(JSON.parse(body));
  const outcome = await importRecords({ db, actor: masterActor, clientId, request });
  const t2 = performance.now();
  if (!outcome.ok) throw new Error(`import refused: ${JSON.stringify(outcome.errors.slice(0, 3))}`);

  const again = await importRecords({ db, actor: masterActor, clientId, request });
  const t3 = performance.now();
  const totalsExact = await dailyTotalsExact(db, clientId);
  const { removed } = await undoImport({ db, actor: masterActor, clientId, importId: outcome.result.importId });
  const t4 = performance.now();

  const seconds = (a: number, b: number) => +((b - a) / 1000).toFixed(2);
  const result = {
    bench: 'history-import',
    db: kind,
    rows: total,
    badRows: bad,
    requestMb: +(body.length / 1024 / 1024).toFixed(1),
    browserSeconds: seconds(t0, t1),
    serverSeconds: seconds(t1, t2),
    totalSeconds: seconds(t0, t2),
    inserted: outcome.result.inserted,
    secondImportInserted: again.ok ? again.result.inserted : -1,
    secondImportSeconds: seconds(t2, t3),
    dailyTotalsExact: totalsExact,
    undoRemoved: removed,
    undoSeconds: seconds(t3, t4),
  };
  console.log(JSON.stringify(result));
  const ok =
    result.totalSeconds < 30 &&
    result.inserted === total &&
    result.secondImportInserted === 0 &&
    result.dailyTotalsExact &&
    removed === total;
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
}
