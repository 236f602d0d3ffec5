// The sustainability files and a figure's records for 50 clients at once over a year, 1 M records (20 000 per client),
// every client with two contracts per type changing on 15 July (issue 27: the year's reports for 50 clients at 1 M
// records in < 2 s). Times the GRI 306 spreadsheet and PDF (tables, notes, file written), the first page of a cell's
// records for the biggest cell (all the year's waste) and for one operation (recycled after 15 July), a next page
// of the latter, and its whole CSV once.
// Run: node --import tsx bench/sustainability-files.ts [pglite|postgres] [runs] [clients] [records per client]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cellRecordsCsv, cellRecordsPage } from '../apps/server/src/domain/sustainability/cell-records.ts';
import { encodeCursor } from '../apps/server/src/domain/records/keyset.ts';
import {
  loadSustainabilityFile,
  sustainabilityPdf,
  sustainabilityXlsx,
} from '../apps/server/src/domain/sustainability/sustainability-files.ts';
import { giveContracts, populateYear } from './lib/dashboard-data.ts';
import { benchKind, databaseTimer, openBenchDatabase } from './lib/database.ts';

const kind = benchKind(process.argv[2]);
const runs = Number(process.argv[3] ?? 10);
const CLIENTS = Number(process.argv[4] ?? 50);
const PER_CLIENT = Number(process.argv[5] ?? 20_000);
const YEAR = Array.from({ length: 12 }, (_, month) => ({ year: 2025, month }));

const database = await openBenchDatabase(kind);
try {
  const { db } = database;
  const started = performance.now();
  const ids = await populateYear(db, CLIENTS, PER_CLIENT);
  await giveContracts(db, ids);
  const loadSeconds = +((performance.now() - started) / 1000).toFixed(1);
  // Each figure with this process's CPU per call (cpuP50) and, on PostgreSQL, the database's (databaseCpu).
  const timeRuns = await databaseTimer(db, kind, runs);
  const file = () => loadSustainabilityFile({ db, framework: 'gri-306', clientIds: ids, months: YEAR, lang: 'pt' });
  const xlsx = await timeRuns(async () => sustainabilityXlsx(await file()));
  const pdf = await timeRuns(async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await pipeline(sustainabilityPdf(await file()), sink);
  });
  const cell = (table: string, row: string, column: string, cursor?: string) => () =>
    cellRecordsPage(db, {
      cursor,
      framework: 'gri-306',
      table,
      row,
      column,
      clientIds: ids,
      months: YEAR,
      lang: 'pt',
      limit: 100,
    });
  const wholeYear = await timeRuns(cell('gri-306-3', 'total', 'current'));
  const recycled = await timeRuns(cell('gri-306-4', 'non_hazardous.recycling', 'offsite'));
  // A next page: the recycled records from 1 September on (a cursor is a position, not necessarily a record's).
  const september = encodeCursor({
    recordedAt: '2025-09-01T00:00:00.000000Z',
    id: '00000000-0000-4000-8000-000000000000',
  });
  const recycledNextPage = await timeRuns(cell('gri-306-4', 'non_hazardous.recycling', 'offsite', september));
  // The whole recycled cell as CSV (the half-year after 15 July), once: rows written, seconds, CPU of this process.
  const csvStarted = performance.now();
  const csvCpu = process.cpuUsage();
  let csvBytes = 0;
  let csvLines = 0;
  const { stream } = await cellRecordsCsv(db, {
    framework: 'gri-306',
    table: 'gri-306-4',
    row: 'non_hazardous.recycling',
    column: 'offsite',
    clientIds: ids,
    months: YEAR,
    lang: 'pt',
  });
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    csvBytes += chunk.length;
    csvLines += String(chunk).split('\n').length - 1;
  }
  const csvUsed = process.cpuUsage(csvCpu);
  const cellRecords = (await cell('gri-306-4', 'non_hazardous.recycling', 'offsite')()).totalRecords;
  const recycledCsv = {
    records: csvLines - 1,
    cellRecords,
    megabytes: +(csvBytes / 1e6).toFixed(1),
    seconds: +((performance.now() - csvStarted) / 1000).toFixed(1),
    cpuSeconds: +((csvUsed.user + csvUsed.system) / 1e6).toFixed(1),
  };
  const result = {
    bench: 'sustainability-files',
    db: kind,
    runs,
    records: CLIENTS * PER_CLIENT,
    loadSeconds,
    gri306Xlsx: xlsx,
    gri306Pdf: pdf,
    cellWholeYearFirstPage: wholeYear,
    cellRecycledFirstPage: recycled,
    cellRecycledNextPage: recycledNextPage,
    recycledCsv,
  };
  console.log(JSON.stringify(result, null, 1));
  const pages = [wholeYear, recycled, recycledNextPage];
  const ok =
    xlsx.p50 < 2000 && pdf.p50 < 2000 && pages.every((p) => p.p50 < 200) && recycledCsv.records === cellRecords;
  console.log(
    ok
      ? `PASS GRI 306 XLSX and PDF p50 < 2 s, a cell's page p50 < 200 ms, its CSV whole at ${CLIENTS * PER_CLIENT} records`
      : 'FAIL',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
