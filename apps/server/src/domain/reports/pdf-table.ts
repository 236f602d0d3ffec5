import { contentWidth, ensureSpace, left, measure, pageBottom, THEME, write, type Doc } from './pdf-document.ts';

export interface Column {
  header: string;
  /** Relative width: columns share the content width in proportion. */
  weight: number;
  align?: 'left' | 'right';
}

export interface Row {
  cells: string[];
  /** Subtotal and total rows are bold on a tint; a total has a rule above it. */
  kind?: 'subtotal' | 'total';
}

const PAD_X = 4;
const PAD_Y = 3.5;

/** The height a table takes when drawn whole. */
export function tableHeight(doc: Doc, columns: Column[], rows: Row[], o: { size?: number } = {}): number {
  const { heightOf } = layout(doc, columns, o.size ?? 8);
  return (
    heightOf(
      columns.map((c) => c.header),
      true,
    ) + rows.reduce((s, r) => s + heightOf(r.cells, !!r.kind), 0)
  );
}

function layout(doc: Doc, columns: Column[], size: number) {
  const x0 = left(doc);
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * contentWidth(doc));
  const xs = widths.map((_, i) => x0 + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const heightOf = (cells: string[], bold: boolean) =>
    Math.max(...cells.map((text, i) => measure(doc, text, widths[i]! - 2 * PAD_X, size, bold))) + 2 * PAD_Y;
  return { x0, widths, xs, heightOf };
}

/**
 * A table at the cursor that breaks across pages, repeating its header on each page. Cells wrap; a row is never
 * split. Moves the cursor below the table.
 */
export function drawTable(doc: Doc, columns: Column[], rows: Row[], o: { size?: number } = {}): void {
  const size = o.size ?? 8;
  const { x0, widths, xs, heightOf } = layout(doc, columns, size);
  const headerHeight = heightOf(
    columns.map((c) => c.header),
    true,
  );

  const drawHeader = () => {
    const y = doc.y;
    doc.rect(x0, y, contentWidth(doc), headerHeight).fill(THEME.brandDark);
    columns.forEach((c, i) =>
      write(doc, c.header, xs[i]! + PAD_X, y + PAD_Y, {
        size,
        bold: true,
        color: '#ffffff',
        width: widths[i]! - 2 * PAD_X,
        align: c.align ?? 'left',
      }),
    );
    doc.y = y + headerHeight;
  };

  const firstRowHeight = rows[0] ? heightOf(rows[0].cells, rows[0].kind !== undefined) : 0;
  ensureSpace(doc, headerHeight + firstRowHeight);
  drawHeader();
  rows.forEach((row, index) => {
    const bold = row.kind !== undefined;
    const height = heightOf(row.cells, bold);
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
    }
    const y = doc.y;
    if (row.kind) doc.rect(x0, y, contentWidth(doc), height).fill(row.kind === 'total' ? '#d1fae5' : THEME.soft);
    else if (index % 2 === 1) doc.rect(x0, y, contentWidth(doc), height).fill('#fafafa');
    if (row.kind === 'total') {
      doc
        .moveTo(x0, y)
        .lineTo(x0 + contentWidth(doc), y)
        .lineWidth(0.75)
        .strokeColor(THEME.brandDark)
        .stroke();
    }
    row.cells.forEach((text, i) =>
      write(doc, text, xs[i]! + PAD_X, y + PAD_Y, {
        size,
        bold,
        width: widths[i]! - 2 * PAD_X,
        align: columns[i]?.align ?? 'left',
      }),
    );
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + contentWidth(doc), y + height)
      .lineWidth(0.3)
      .strokeColor(THEME.line)
      .stroke();
    doc.y = y + height;
  });
  doc.y += 8;
}
