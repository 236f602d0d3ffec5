import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What reading an uploaded file's structure found: a PDF, something else, or a PDF that only opens with a password. */
export type PdfVerdict = 'pdf' | 'not-pdf' | 'protected';

export interface PdfCheck {
  verdict: PdfVerdict;
  /** Set when the reader was stopped before it finished (the verdict is then 'not-pdf'), for the log. */
  stoppedBy?: 'time' | 'memory' | 'crash';
}

export interface PdfCheckLimits {
  /** Time to read the structure, from when pdf.js is loaded; longer is 'not-pdf'. */
  timeoutMs?: number;
  /** The reader's JavaScript heap; a file that needs more is 'not-pdf'. */
  memoryMb?: number;
}

/** A real PDF of 10 MB reads in well under a second; a hostile one is stopped here. */
export const PDF_CHECK_TIMEOUT_MS = 10_000;
export const PDF_CHECK_MEMORY_MB = 256;
/** Pages whose dictionaries are read (the first ones and the last): enough to know the page tree is whole. */
const PAGES_READ = 50;
/** Readers at once; more uploads wait their turn, so a burst cannot take the machine's memory. */
const MAX_READERS = 2;
/** Loading Node and pdf.js; longer means the server cannot read PDFs at all, which is its fault, not the file's. */
const START_TIMEOUT_MS = 30_000;

// pdf.js (Mozilla's reader, kept by the browser that uses it) is resolved now, so a server without it fails at start.
const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

/**
 * The reader, run as its own Node process: it loads pdf.js, says `ready`, reads the file from stdin and writes
 * its verdict as one JSON line. pdf.js's display layer makes a DOMMatrix when it loads; nothing here renders, so a
 * bare stand-in does, whether or not pdfjs-dist's optional native canvas package is installed.
 */
const READER = `
globalThis.DOMMatrix ??= class DOMMatrix {};
const { getDocument } = await import(process.argv[1]);
process.stdout.write('ready\\n');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
let verdict = 'not-pdf';
try {
  const doc = await getDocument({
    data: new Uint8Array(Buffer.concat(chunks)),
    verbosity: 0,
    isEvalSupported: false,
    stopAtErrors: true,
  }).promise;
  const pages = doc.numPages;
  if (Number.isInteger(pages) && pages > 0) {
    for (let n = 1; n <= Math.min(pages, ${PAGES_READ}); n++) await doc.getPage(n);
    await doc.getPage(pages);
    verdict = 'pdf';
  }
} catch (err) {
  if (err?.name === 'PasswordException') verdict = 'protected';
}
process.stdout.write(JSON.stringify({ verdict }) + '\\n', () => process.exit(0));
`;

let readers = 0;
const waiting: (() => void)[] = [];

async function withReader<T>(work: () => Promise<T>): Promise<T> {
  // A reader that finishes hands its place to the first upload waiting, so there are never more than MAX_READERS.
  if (readers >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else readers++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else readers--;
  }
}

function readStructure(bytes: Uint8Array, timeoutMs: number, memoryMb: number): Promise<PdfCheck> {
  return new Promise((resolve, reject) => {
    // A process of its own, not a worker thread: a worker that runs out of memory can take the whole server down
    // with it, a child process only itself. No environment is passed on, nor the server's loader flags.
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${memoryMb}`,
        '--disallow-code-generation-from-strings',
        '--input-type=module',
        '-e',
        READER,
        PDFJS_URL,
      ],
      { stdio: ['pipe', 'pipe', 'pipe'], env: {} },
    );
    let out = '';
    let err = '';
    let ready = false;
    let timedOut = false;
    const stop = () => {
      timedOut = true;
      child.kill('SIGKILL');
    };
    let timer = setTimeout(stop, START_TIMEOUT_MS);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      // Line by line: pdf.js may warn on stdout while it loads (a missing optional package).
      if (!ready && out.split('\n').slice(0, -1).includes('ready')) {
        ready = true;
        clearTimeout(timer);
        timer = setTimeout(stop, timeoutMs);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-2000);
    });
    // The reader may be gone before it read everything (out of memory, killed): that is its verdict, not an error.
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('{"verdict":'));
      if (line) {
        resolve(JSON.parse(line) as { verdict: PdfVerdict });
      } else if (ready) {
        // Killed for time, or out of memory, while reading this file: the file is what could not be read.
        const memory = /out of memory|heap limit/i.test(err);
        resolve({ verdict: 'not-pdf', stoppedBy: timedOut ? 'time' : memory ? 'memory' : 'crash' });
      } else {
        reject(new Error(`The PDF reader did not start (exit ${code ?? signal}): ${err.trim()}`));
      }
    });
  });
}

/**
 * Reads an uploaded file's structure with pdf.js — cross-reference table, trailer, catalog, page tree and the
 * dictionaries of its first pages and its last — and says whether it is a PDF. Bytes that only start like one
 * (`%PDF-` then HTML), a truncated or garbled file, are 'not-pdf'; a PDF with an owner password (restrictions
 * only) opens and is a 'pdf'; one that needs a password to open is 'protected'. The reading happens in a
 * separate process bounded in time and memory, so a hostile 10 MB file costs at most those bounds; at most
 * {@link MAX_READERS} run at once. Rejects only when the reader itself cannot run (the server's fault).
 */
export function checkPdf(bytes: Uint8Array, limits: PdfCheckLimits = {}): Promise<PdfCheck> {
  const { timeoutMs = PDF_CHECK_TIMEOUT_MS, memoryMb = PDF_CHECK_MEMORY_MB } = limits;
  return withReader(() => readStructure(bytes, timeoutMs, memoryMb));
}
