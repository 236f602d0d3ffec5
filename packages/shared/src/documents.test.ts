import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DOCUMENT_FILE_NAME, MAX_DOCUMENT_FILE_NAME, safeDocumentFileName } from './documents.ts';

/** Control (C0, DEL, C1), format (bidirectional controls, zero-width, BOM, tags) and lone surrogate code points. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;

/** What an attacker builds a name from: the characters that trick a header, a path or the eye, and anything else. */
const HOSTILE_PIECES = [
  '"',
  "'",
  '`',
  '/',
  '\\',
  ':',
  ';',
  '=',
  '%',
  '*',
  '?',
  '<',
  '>',
  '|',
  '.',
  '..',
  ' ',
  '\t',
  '\r\n',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00a0',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\u{e0041}',
  '.pdf',
  '.PDF',
  '.html',
  '.exe',
  '.svg',
  'fdp.exe',
  'filename=',
  "filename*=UTF-8''",
  'é',
  'e\u0301',
  'ç',
  '文書',
  '🎉',
];
const hostileName = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_PIECES),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

function expectSafe(name: string, input: string) {
  expect(name.endsWith('.pdf'), JSON.stringify(input)).toBe(true);
  expect(name, JSON.stringify(input)).not.toMatch(INVISIBLE);
  expect(name, JSON.stringify(input)).not.toMatch(/["'`/\\]/);
  expect(name, JSON.stringify(input)).not.toMatch(/^[\s.-]/);
  expect(name.length > '.pdf'.length, JSON.stringify(input)).toBe(true);
  expect([...name].length, JSON.stringify(input)).toBeLessThanOrEqual(MAX_DOCUMENT_FILE_NAME);
  // Always something a header can carry: percent-encoding never throws on it.
  expect(() => encodeURIComponent(name)).not.toThrow();
}

describe('safeDocumentFileName', () => {
  it('keeps a plain name, lowers the case of .PDF and keeps accents (composed)', () => {
    expect(safeDocumentFileName('MTR 240001234.pdf')).toBe('MTR 240001234.pdf');
    expect(safeDocumentFileName('CDF 99001.PDF')).toBe('CDF 99001.pdf');
    expect(safeDocumentFileName('Relatório março.pdf'.normalize('NFD'))).toBe('Relatório março.pdf');
    expect(safeDocumentFileName('Manifesto nº 12')).toBe('Manifesto nº 12.pdf');
  });

  it('replaces any other final extension by .pdf, and keeps a suffix of digits', () => {
    expect(safeDocumentFileName('evil.html')).toBe('evil.pdf');
    expect(safeDocumentFileName('scan.JPEG')).toBe('scan.pdf');
    expect(safeDocumentFileName('archive.7z')).toBe('archive.pdf');
    expect(safeDocumentFileName('CDF 15.03.2026')).toBe('CDF 15.03.2026.pdf');
    expect(safeDocumentFileName('MTR 240001234')).toBe('MTR 240001234.pdf');
  });

  it('cannot be made to carry a second header parameter', () => {
    const name = safeDocumentFileName('a"; filename="evil.html');
    expect(name).toBe('a; filename=evil.pdf');
    expect(name).not.toContain('"');
  });

  it('drops a right-to-left override, so "fdp.exe" can no longer read "exe.pdf"', () => {
    expect(safeDocumentFileName('factura\u202efdp.exe')).toBe('facturafdp.pdf');
    expect(safeDocumentFileName('\u2067factura\u2069\u200f.pdf')).toBe('factura.pdf');
    expect(safeDocumentFileName('fac\ufefftu\u200bra\u061c.pdf')).toBe('factura.pdf');
  });

  it('turns paths into names and drops what no file system takes', () => {
    expect(safeDocumentFileName('../../etc/passwd')).toBe('etc-passwd.pdf');
    expect(safeDocumentFileName('C:\\Users\\evil.exe')).toBe('C-Users-evil.pdf');
    expect(safeDocumentFileName('MTR 12/2026.pdf')).toBe('MTR 12-2026.pdf');
    expect(safeDocumentFileName('a<b>c?d*e|f.pdf')).toBe('abcde-f.pdf');
    expect(safeDocumentFileName('  .hidden.pdf.  ')).toBe('hidden.pdf');
    expect(safeDocumentFileName('a\tb\r\nc.pdf')).toBe('a b c.pdf');
  });

  it('gives a default name when nothing readable is left, and cuts a long one before .pdf', () => {
    for (const empty of ['', '   ', '.pdf', '\u202e', '""', '../', '\u0000\u0001', '.html'])
      expect(safeDocumentFileName(empty), JSON.stringify(empty)).toBe(DEFAULT_DOCUMENT_FILE_NAME);
    const long = safeDocumentFileName(`${'é'.repeat(300)}.html`);
    expect(long).toBe(`${'é'.repeat(MAX_DOCUMENT_FILE_NAME - 4)}.pdf`);
    // A cut never splits a character made of two UTF-16 units.
    expectSafe(safeDocumentFileName('🎉'.repeat(300)), '🎉 × 300');
  });

  it('always ends in .pdf with no control, bidirectional or zero-width character, quote or slash', () => {
    fc.assert(
      fc.property(hostileName, (input) => {
        const name = safeDocumentFileName(input);
        expectSafe(name, input);
        expect(name, JSON.stringify(input)).not.toMatch(BIDI);
        expect(name, JSON.stringify(input)).not.toMatch(ZERO_WIDTH);
        // One rule, applied again, changes nothing: a name stored clean is served as stored.
        expect(safeDocumentFileName(name), JSON.stringify(input)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });
});
