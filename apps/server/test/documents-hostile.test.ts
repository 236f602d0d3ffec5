import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { and, eq } from 'drizzle-orm';
import type { DocumentList, UploadedDocument } from '@ecopeso/shared/documents';
import { clientDocuments } from '../src/db/schema.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { unzip } from './helpers/zip.ts';

/**
 * Uploads made the way an attacker makes them (security item 5): a file name that tries to add a second
 * `filename` to the download's header or to end in `.html`, a right-to-left override that makes 'fdp.exe' read
 * 'exe.pdf', a file that only starts like a PDF (`%PDF-` then HTML), a truncated or garbled PDF, and 10 MB made
 * to wear the reader out. What must hold: a download's name always ends in `.pdf`, names carry no control or
 * bidirectional character, and only a file whose PDF structure reads is kept.
 */
let ctx: TestContext;
let hotel: string;
let gerente: { id: string; cookie: string };

const BIDI_OR_CONTROL = /[\p{Cc}\p{Cf}]/u;
const NOT_PDF = {
  pt: 'O arquivo não pôde ser lido como PDF (não é um PDF, ou está incompleto). Envie o PDF do MTR ou do CDF.',
  en: 'The file could not be read as a PDF (it is not one, or it is incomplete). Send the PDF of the MTR or the CDF.',
};

/** A PDF as pdfkit (the server's own PDF library) writes it: two pages of text, compressed. */
function realPdf(text: string, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.addPage().text(`${text}, page 2`);
    doc.end();
  });
}

const upload = (body: Buffer, query: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/clients/${hotel}/documents/uploads?${new URLSearchParams({
      kind: 'mtr',
      number: '240009999',
      issuedOn: '2026-02-10',
      fileName: 'MTR.pdf',
      ...query,
    }).toString()}`,
    headers: { cookie: gerente.cookie, origin: WEB_ORIGIN, 'content-type': 'application/pdf' },
    payload: body,
  });

const download = (id: string) =>
  ctx.get(`/api/v1/clients/${hotel}/documents/uploads/${id}.pdf`, { cookie: gerente.cookie });

const listed = async () => {
  const res = await ctx.get(`/api/v1/clients/${hotel}/documents?from=2026-01&to=2026-03`, { cookie: gerente.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentList>().documents;
};

const storedNumbers = async () =>
  (await ctx.db.select({ number: clientDocuments.number }).from(clientDocuments)).map((r) => r.number);

/**
 * A `content-disposition` header read the way a browser reads it: the type, then `;`-separated parameters whose
 * values may be quoted strings (with backslash escapes), so a quote in a name that closed the string early
 * would show here as an extra parameter.
 */
function dispositionParams(header: string): { type: string; params: [string, string][] } {
  const params: [string, string][] = [];
  const type = /^\s*([^;\s]+)/.exec(header)?.[1] ?? '';
  let i = header.indexOf(';');
  while (i !== -1 && i < header.length) {
    const rest = header.slice(i + 1);
    const match = /^\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/.exec(rest);
    if (!match) break;
    const [whole, name, raw] = match as unknown as [string, string, string];
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim();
    params.push([name.toLowerCase(), value]);
    const next = rest.slice(whole.length).indexOf(';');
    i = next === -1 ? -1 : i + 1 + whole.length + next;
  }
  return { type, params };
}

/** The download's name as a browser takes it: `filename*` (UTF-8, percent-encoded) when present. */
function expectSafeDownloadName(header: string | undefined): string {
  expect(header).toBeDefined();
  const { type, params } = dispositionParams(header!);
  expect(type).toBe('attachment');
  // Exactly one of each parameter: nothing in a name could start another.
  expect(params.map(([name]) => name)).toEqual(['filename', 'filename*']);
  const fallback = params[0]![1];
  expect(fallback).toMatch(/^[\w .()-]+\.pdf$/);
  const encoded = params[1]![1];
  expect(encoded).toMatch(/^UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/);
  const name = decodeURIComponent(encoded.slice("UTF-8''".length));
  expect(name.endsWith('.pdf'), name).toBe(true);
  expect(name).not.toMatch(BIDI_OR_CONTROL);
  expect(name).not.toMatch(/["\\/]/);
  return name;
}

/** The file name the database holds for one of the hotel's uploaded documents. */
async function storedName(id: string): Promise<string> {
  const [row] = await ctx.db
    .select({ fileName: clientDocuments.fileName })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, hotel), eq(clientDocuments.id, id)));
  return row!.fileName;
}

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = (await createClient(ctx.db, { name: 'Hotel Farol', types: [{ type: 'rejeito' }] })).id;
  gerente = await signedInUser(ctx, 'gerente', [hotel]);
});
afterAll(() => ctx?.close());

describe('an uploaded file’s name', () => {
  it('cannot add a second filename to the download nor end in .html', async () => {
    const res = await upload(await realPdf('MTR quote'), {
      number: 'QUOTE-1',
      fileName: 'a"; filename="evil.html',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<UploadedDocument>();
    expect(saved.fileName).toBe('a; filename=evil.pdf');
    expect(await storedName(saved.id)).toBe('a; filename=evil.pdf');
    expect((await listed()).find((d) => d.key === `upload:${saved.id}`)?.fileName).toBe('a; filename=evil.pdf');

    const back = await download(saved.id);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toContain('application/pdf');
    expect(expectSafeDownloadName(back.headers['content-disposition'] as string)).toBe('a; filename=evil.pdf');
    expect(back.headers['content-disposition']).not.toContain('evil.html');
  });

  it('keeps no right-to-left override: "factura\\u202Efdp.exe" is stored and served as a .pdf', async () => {
    const res = await upload(await realPdf('MTR rlo'), { number: 'RLO-1', fileName: 'factura\u202efdp.exe' });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<UploadedDocument>();
    expect(saved.fileName).toBe('facturafdp.pdf');
    const stored = await storedName(saved.id);
    expect(stored).not.toMatch(BIDI_OR_CONTROL);
    expect(stored.endsWith('.pdf')).toBe(true);
    const name = expectSafeDownloadName((await download(saved.id)).headers['content-disposition'] as string);
    expect(name).toBe('facturafdp.pdf');
  });

  it('is served safely even when it was stored before the rule existed', async () => {
    // A row as the old code stored it: the name exactly as sent.
    const content = await realPdf('MTR legacy');
    const [row] = await ctx.db
      .insert(clientDocuments)
      .values({
        clientId: hotel,
        kind: 'cdf',
        number: 'LEGACY-1',
        issuedOn: '2026-03-05',
        fileName: 'x"; filename="old\u202efdp.html',
        sizeBytes: content.length,
        content,
        uploadedBy: gerente.id,
      })
      .returning({ id: clientDocuments.id });
    const doc = (await listed()).find((d) => d.key === `upload:${row!.id}`);
    expect(doc?.fileName).toBe('x; filename=oldfdp.pdf');
    const back = await download(row!.id);
    expect(back.statusCode).toBe(200);
    expect(expectSafeDownloadName(back.headers['content-disposition'] as string)).toBe('x; filename=oldfdp.pdf');
    expect(back.rawPayload.equals(content)).toBe(true);
  });

  it('keeps accents, and gives the ZIP only <kind>/<day>-<number>.pdf entries whatever the names', async () => {
    const res = await upload(await realPdf('CDF accents'), {
      kind: 'cdf',
      number: 'ACENTO-1',
      fileName: 'Relatório de março/2026.docx',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<UploadedDocument>();
    expect(saved.fileName).toBe('Relatório de março-2026.pdf');
    const header = (await download(saved.id)).headers['content-disposition'] as string;
    expect(expectSafeDownloadName(header)).toBe('Relatório de março-2026.pdf');
    expect(dispositionParams(header).params[0]![1]).toBe('Relatorio de marco-2026.pdf');

    const zip = await ctx.get(`/api/v1/clients/${hotel}/documents.zip?from=2026-01&to=2026-03&lang=pt`, {
      cookie: gerente.cookie,
    });
    expect(zip.statusCode).toBe(200);
    const names = [...(await unzip(zip.rawPayload)).keys()];
    const uploads = names.filter((n) => n.startsWith('mtr/') || n.startsWith('cdf/'));
    expect(uploads.sort()).toEqual([
      'cdf/2026-02-10-acento-1.pdf',
      'cdf/2026-03-05-legacy-1.pdf',
      'mtr/2026-02-10-quote-1.pdf',
      'mtr/2026-02-10-rlo-1.pdf',
    ]);
    for (const name of names) {
      expect(name).toMatch(/^[a-z-]+\/[\w.-]+\.pdf$|^[a-z-]+\.csv$/);
      expect(name).not.toMatch(BIDI_OR_CONTROL);
    }
  });
});

describe('an uploaded file’s content', () => {
  it('refuses a PDF/HTML polyglot that only starts like a PDF, in the reader’s language', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
    const pt = await upload(polyglot, { number: 'POLY-1', fileName: 'poly.pdf' });
    expectError(pt, 400, 'invalid-argument');
    expect(pt.json<{ error: { message: string } }>().error.message).toBe(NOT_PDF.pt);
    const en = await upload(polyglot, { number: 'POLY-2', fileName: 'poly.pdf', lang: 'en' });
    expectError(en, 400, 'invalid-argument');
    expect(en.json<{ error: { message: string } }>().error.message).toBe(NOT_PDF.en);
    expect(await storedNumbers()).not.toContain('POLY-1');
    expect(await storedNumbers()).not.toContain('POLY-2');
  });

  it('refuses a truncated PDF and a garbled one', async () => {
    const real = await realPdf('MTR cut');
    const truncated = real.subarray(0, Math.floor(real.length * 0.9));
    const half = real.subarray(0, Math.floor(real.length / 2));
    const garbled = Buffer.from(real);
    for (let i = 200; i < garbled.length; i += 37) garbled[i]! ^= 0x5a;
    for (const [number, body] of [
      ['CUT-90', truncated],
      ['CUT-50', half],
      ['GARBLED', garbled],
    ] as const) {
      expect(body.subarray(0, 5).toString('latin1'), number).toBe('%PDF-');
      const res = await upload(body, { number });
      expectError(res, 400, 'invalid-argument');
      expect(res.json<{ error: { message: string } }>().error.message, number).toBe(NOT_PDF.pt);
    }
    expect((await storedNumbers()).filter((n) => ['CUT-90', 'CUT-50', 'GARBLED'].includes(n))).toEqual([]);
  });

  it('keeps a real PDF and gives it back byte for byte, one with only an owner password too', async () => {
    for (const [number, file] of [
      ['REAL-1', await realPdf('MTR 240001111')],
      [
        'OWNER-1',
        await realPdf('MTR 240002222', { ownerPassword: 'owner', permissions: { printing: 'lowResolution' } }),
      ],
    ] as const) {
      const res = await upload(file, { number, issuedOn: '2025-12-01' });
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json<UploadedDocument>();
      expect(saved.sizeBytes).toBe(file.length);
      const back = await download(saved.id);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(file), number).toBe(true);
    }
    const plain = await upload(await realPdf('MTR 240003333'), { number: 'REAL-2', issuedOn: '2025-12-02' });
    const back = await download(plain.json<UploadedDocument>().id);
    expect(await pdfText(back.rawPayload)).toContain('MTR 240003333');
  });

  it('refuses a PDF that opens only with a password, saying so', async () => {
    const locked = await realPdf('MTR locked', { userPassword: 'secret', ownerPassword: 'owner' });
    const res = await upload(locked, { number: 'LOCKED-1', lang: 'es' });
    expectError(res, 400, 'invalid-argument');
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      'El PDF está protegido con contraseña y no se abre sin ella. Envíe el PDF del MTR o del CDF sin contraseña.',
    );
    expect(await storedNumbers()).not.toContain('LOCKED-1');
  });

  it('refuses 10 MB made to wear the reader out, and goes on serving', async () => {
    // `%PDF-`, then objects until 10 MB, with no cross-reference table and no trailer: pdf.js rebuilds the table
    // by reading every object, which takes more memory than the reader is given.
    const object = (n: number) => `${n} 0 obj\n<< /Type /Page /Kids [[[[[[[[[[]]]]]]]]]] /N ${n} >>\nendobj\n`;
    const parts = ['%PDF-1.7\n'];
    let size = parts[0]!.length;
    for (let n = 1; size < 10 * 1024 * 1024 - 200; n++) {
      const part = object(n);
      parts.push(part);
      size += part.length;
    }
    const hostile = Buffer.from(parts.join(''), 'latin1');
    expect(hostile.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const started = Date.now();
    const res = await upload(hostile, { number: 'HOSTILE-1' });
    expectError(res, 400, 'invalid-argument');
    expect(res.json<{ error: { message: string } }>().error.message).toBe(NOT_PDF.pt);
    // Bounded: the reader's own limits (10 s, 256 MB) end it, not the test's timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await storedNumbers()).not.toContain('HOSTILE-1');
    // The server is still there and still reads PDFs.
    const after = await upload(await realPdf('MTR after'), { number: 'AFTER-1' });
    expect(after.statusCode, after.body).toBe(201);
  }, 60_000);
});
