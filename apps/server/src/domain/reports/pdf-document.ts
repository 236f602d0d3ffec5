import PDFDocument from 'pdfkit';

export type Doc = PDFKit.PDFDocument;

export const THEME = {
  ink: '#111827',
  muted: '#4b5563',
  faint: '#9ca3af',
  line: '#d1d5db',
  soft: '#f3f4f6',
  brand: '#047857',
  brandDark: '#064e3b',
  recovery: '#047857',
  disposal: '#6b7280',
  warning: '#b45309',
  previous: '#cbd5e1',
} as const;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const LATIN1 = /^[\x20-\x7e\xa0-\xff]*$/;

/**
 * Text the standard PDF fonts can show (WinAnsi): Portuguese and Spanish pass as they are; other letters lose their
 * accents ('ő' → 'o'), a character with a plain compatibility form takes it (the subscript of CO₂e, which these
 * fonts lack, prints as CO2e), unusual spaces become spaces, and whatever is left becomes '?', never a wrong glyph.
 */
export function safeText(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7e\xa0-\xff\n]/gu, (ch) => {
    if (WIN_ANSI_EXTRA.includes(ch)) return ch;
    if (/\s/u.test(ch)) return ' ';
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    return base && LATIN1.test(base) ? base : '?';
  });
}

/** An A4 document whose pages stay in memory until finishReport numbers them. */
export function createReportDocument(options: {
  title: string;
  locale: string;
  layout?: 'portrait' | 'landscape';
}): Doc {
  return new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margins: { top: 44, bottom: 52, left: 44, right: 44 },
    bufferPages: true,
    lang: options.locale,
    displayTitle: true,
    info: { Title: safeText(options.title), Author: 'Ecopeso', Creator: 'Ecopeso' },
  });
}

export const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Keep to one line, cut with an ellipsis. */
  ellipsis?: boolean;
}

/** Writes text at (x, y) and returns its height; never lets pdfkit add a page on its own. */
export function write(doc: Doc, text: string, x: number, y: number, o: WriteOptions = {}): number {
  const width = o.width ?? contentWidth(doc) - (x - left(doc));
  doc
    .font(o.bold ? FONT.bold : FONT.regular)
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? THEME.ink);
  const content = safeText(text);
  const options = {
    width,
    align: o.align ?? 'left',
    lineBreak: !o.ellipsis,
    ellipsis: o.ellipsis ? true : undefined,
    height: o.ellipsis ? doc.currentLineHeight(true) : undefined,
  };
  const height = doc.heightOfString(content, options);
  doc.text(content, x, y, options);
  return height;
}

/** The height `text` takes in `width` at a size, in the regular or bold font. */
export function measure(doc: Doc, text: string, width: number, size: number, bold = false): number {
  return doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .heightOfString(safeText(text), { width });
}

/** A paragraph at the cursor, in the content width; moves the cursor below it. */
export function paragraph(doc: Doc, text: string, o: WriteOptions & { gap?: number } = {}): void {
  const size = o.size ?? 8.5;
  ensureSpace(doc, measure(doc, text, contentWidth(doc), size, o.bold));
  const y = doc.y;
  doc.y = y + write(doc, text, left(doc), y, { color: THEME.muted, ...o, size }) + (o.gap ?? 4);
}

/** A section title with a rule under it, kept on the same page as at least `keepWithNext` points of what follows. */
export function sectionHeading(doc: Doc, title: string, keepWithNext = 80): void {
  ensureSpace(doc, 30 + keepWithNext);
  const y = doc.y + 6;
  write(doc, title, left(doc), y, { size: 12.5, bold: true, color: THEME.brandDark });
  doc
    .moveTo(left(doc), y + 17)
    .lineTo(left(doc) + contentWidth(doc), y + 17)
    .lineWidth(0.75)
    .strokeColor(THEME.brand)
    .stroke();
  doc.y = y + 25;
}

/** The first-page block: brand, report title, client name, and lines such as period, areas, generation date. */
export function reportHeader(doc: Doc, o: { title: string; clientName: string; details: string[] }): void {
  const x = left(doc);
  const width = contentWidth(doc);
  doc.rect(x, doc.page.margins.top, width, 4).fill(THEME.brand);
  let y = doc.page.margins.top + 12;
  write(doc, 'ECOPESO', x, y, { size: 9, bold: true, color: THEME.brand, width: width / 2 });
  write(doc, o.title, x + width / 2, y, { size: 9, bold: true, color: THEME.muted, width: width / 2, align: 'right' });
  y += 16;
  y += write(doc, o.clientName, x, y, { size: 20, bold: true }) + 2;
  y += write(doc, o.title, x, y, { size: 12, color: THEME.brandDark }) + 6;
  for (const line of o.details) y += write(doc, line, x, y, { size: 9, color: THEME.muted }) + 1;
  doc.y = y + 8;
}

/** Numbers every page in its footer, then closes the document (the stream ends once read). */
export function finishReport(doc: Doc, footer: string, pageLabel: (page: number, total: number) => string): Doc {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would make pdfkit start a page; lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom + 18;
    doc
      .moveTo(left(doc), y - 6)
      .lineTo(left(doc) + contentWidth(doc), y - 6)
      .lineWidth(0.5)
      .strokeColor(THEME.line)
      .stroke();
    const width = contentWidth(doc);
    write(doc, footer, left(doc), y, { size: 7.5, color: THEME.faint, width: width - 90, ellipsis: true });
    write(doc, pageLabel(i - range.start + 1, range.count), left(doc) + width - 90, y, {
      size: 7.5,
      color: THEME.faint,
      width: 90,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
