import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { checkPdf } from './pdf-check.ts';

/** A PDF as pdfkit writes it (one page of text). */
function realPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('MTR 240001234');
    doc.end();
  });
}

/** 10 MB that start like a PDF and make pdf.js read every object to rebuild a table that is not there. */
function wearing(): Buffer {
  const parts = ['%PDF-1.7\n'];
  let size = parts[0]!.length;
  for (let n = 1; size < 10 * 1024 * 1024 - 200; n++) {
    const part = `${n} 0 obj\n<< /Type /Page /Kids [[[[[[[[[[]]]]]]]]]] /N ${n} >>\nendobj\n`;
    parts.push(part);
    size += part.length;
  }
  return Buffer.from(parts.join(''), 'latin1');
}

describe('checkPdf', () => {
  it('reads the structure: a PDF, an owner-password PDF, a locked one, bytes that only start like one', async () => {
    expect(await checkPdf(await realPdf())).toEqual({ verdict: 'pdf' });
    expect(await checkPdf(await realPdf({ ownerPassword: 'o', permissions: { copying: false } }))).toEqual({
      verdict: 'pdf',
    });
    expect(await checkPdf(await realPdf({ userPassword: 'u', ownerPassword: 'o' }))).toEqual({ verdict: 'protected' });
    expect(await checkPdf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toEqual({
      verdict: 'not-pdf',
    });
    expect(await checkPdf(Buffer.alloc(0))).toEqual({ verdict: 'not-pdf' });
  });

  it('stops a reading that takes too long, or too much memory, and calls the file no PDF', async () => {
    const hostile = wearing();
    expect(await checkPdf(hostile, { timeoutMs: 200, memoryMb: 2048 })).toEqual({
      verdict: 'not-pdf',
      stoppedBy: 'time',
    });
    expect(await checkPdf(hostile, { memoryMb: 96 })).toEqual({ verdict: 'not-pdf', stoppedBy: 'memory' });
  }, 60_000);

  it('takes a burst of uploads in turns and answers each', async () => {
    const file = await realPdf();
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => checkPdf(file)));
    expect(verdicts).toEqual(Array.from({ length: 5 }, () => ({ verdict: 'pdf' })));
  }, 60_000);
});
