import { contentWidth, left, THEME, write, type Doc } from './pdf-document.ts';

export interface Segment {
  label: string;
  value: number;
  color: string;
}

export interface MonthBar {
  label: string;
  /** A second line under the label (the year, where it changes). */
  sublabel?: string;
  /** Stacked parts of this period's bar. */
  parts: Segment[];
  /** The same month a year before, drawn as a grey bar beside. */
  previous: number;
}

/** A round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at least `value`: a readable axis top. */
function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** Legend items (colour square + text) flowing in rows from (x, y); returns the height used. */
export function legend(doc: Doc, items: { label: string; color: string }[], x: number, y: number, width: number) {
  const size = 7.5;
  let cx = x;
  let cy = y;
  for (const item of items) {
    doc.font('Helvetica').fontSize(size);
    const w = 12 + doc.widthOfString(item.label) + 14;
    if (cx + w > x + width && cx > x) {
      cx = x;
      cy += 12;
    }
    doc.rect(cx, cy + 1, 8, 8).fill(item.color);
    write(doc, item.label, cx + 12, cy + 1, { size, color: THEME.muted, width: w - 12 });
    cx += w;
  }
  return cy - y + 12;
}

/** Vertical bars of monthly kg, stacked by waste type, with last year's month beside each; moves the cursor below. */
export function monthlyBarChart(
  doc: Doc,
  o: {
    bars: MonthBar[];
    height: number;
    formatAxis: (v: number) => string;
    /** Prints each month's total above its bar when there is room. */
    formatValue: (v: number) => string;
    emptyText: string;
    /** The least top of the axis (4 by default, for kg; a ratio chart gives a smaller one). */
    minTop?: number;
  },
): void {
  const x0 = left(doc);
  const width = contentWidth(doc);
  const top = doc.y;
  const axisWidth = 44;
  const plotX = x0 + axisWidth;
  const plotWidth = width - axisWidth;
  const plotHeight = o.height - 28;
  const totals = o.bars.map((b) => b.parts.reduce((s, p) => s + p.value, 0));
  // At least 4 kg, so the five axis ticks stay whole, distinct numbers.
  const max = niceCeil(Math.max(o.minTop ?? 4, ...totals, ...o.bars.map((b) => b.previous)));
  const yOf = (v: number) => top + plotHeight - (v / max) * plotHeight;

  for (let i = 0; i <= 4; i++) {
    const v = (max / 4) * i;
    const y = yOf(v);
    doc
      .moveTo(plotX, y)
      .lineTo(plotX + plotWidth, y)
      .lineWidth(0.4)
      .strokeColor(i === 0 ? THEME.muted : THEME.line)
      .stroke();
    write(doc, o.formatAxis(v), x0, y - 4, { size: 7, color: THEME.muted, width: axisWidth - 6, align: 'right' });
  }
  if (!totals.some((t) => t > 0) && !o.bars.some((b) => b.previous > 0)) {
    write(doc, o.emptyText, plotX, top + plotHeight / 2 - 5, {
      size: 9,
      color: THEME.muted,
      width: plotWidth,
      align: 'center',
    });
  }

  const slot = plotWidth / Math.max(1, o.bars.length);
  const barWidth = Math.min(28, slot * 0.36);
  const labelSize = slot < 26 ? 6 : 7.5;
  o.bars.forEach((bar, i) => {
    const cx = plotX + slot * i + slot / 2;
    let y = yOf(0);
    for (const part of bar.parts) {
      const h = (part.value / max) * plotHeight;
      if (h <= 0) continue;
      doc.rect(cx - barWidth - 1, y - h, barWidth, h).fill(part.color);
      y -= h;
    }
    const labelWidth = slot / 2;
    if (totals[i]! > 0 && slot >= 60) {
      const centre = cx - 1 - barWidth / 2;
      write(doc, o.formatValue(totals[i]!), centre - labelWidth / 2, y - 9, {
        size: 6.5,
        color: THEME.ink,
        width: labelWidth,
        align: 'center',
      });
    }
    if (bar.previous > 0) {
      const h = (bar.previous / max) * plotHeight;
      doc.rect(cx + 1, yOf(0) - h, barWidth, h).fill(THEME.previous);
    }
    const label = { size: labelSize, color: THEME.muted, width: slot, align: 'center', ellipsis: true } as const;
    write(doc, bar.label, cx - slot / 2, yOf(0) + 4, label);
    if (bar.sublabel) write(doc, bar.sublabel, cx - slot / 2, yOf(0) + 5 + labelSize, label);
  });
  doc.y = top + o.height;
}

/** A horizontal bar split into segments in proportion; moves the cursor below it. */
export function stackedBar(doc: Doc, segments: Segment[], o: { height?: number } = {}): void {
  const x0 = left(doc);
  const width = contentWidth(doc);
  const height = o.height ?? 16;
  const y = doc.y;
  const total = segments.reduce((s, p) => s + p.value, 0);
  if (total <= 0) {
    doc.rect(x0, y, width, height).fill(THEME.soft);
  } else {
    let x = x0;
    for (const s of segments) {
      const w = (s.value / total) * width;
      if (w <= 0) continue;
      doc.rect(x, y, w, height).fill(s.color);
      x += w;
    }
  }
  doc.y = y + height + 6;
}

/** A 0–100 % bar filled to `pct`, with a marker and label at the goal; moves the cursor below it. */
export function goalBar(
  doc: Doc,
  o: { pct: number; goalPct: number; goalLabel: string; met: boolean; formatPct: (v: number) => string },
): void {
  const x0 = left(doc);
  const width = contentWidth(doc);
  const y = doc.y + 12;
  const height = 14;
  doc.rect(x0, y, width, height).fill(THEME.soft);
  doc
    .rect(x0, y, (Math.min(100, Math.max(0, o.pct)) / 100) * width, height)
    .fill(o.met ? THEME.recovery : THEME.warning);
  const gx = x0 + (Math.min(100, Math.max(0, o.goalPct)) / 100) * width;
  doc
    .moveTo(gx, y - 4)
    .lineTo(gx, y + height + 4)
    .lineWidth(1.5)
    .strokeColor(THEME.ink)
    .stroke();
  const labelWidth = 120;
  const lx = Math.min(Math.max(gx - labelWidth / 2, x0), x0 + width - labelWidth);
  write(doc, o.goalLabel, lx, y - 13, { size: 7.5, bold: true, width: labelWidth, align: 'center' });
  const scale = [
    { x: x0, align: 'left' },
    { x: x0 + width / 2 - 20, align: 'center' },
    { x: x0 + width - 40, align: 'right' },
  ] as const;
  scale.forEach(({ x, align }, i) =>
    write(doc, o.formatPct(i * 50), x, y + height + 5, { size: 7, color: THEME.muted, width: 40, align }),
  );
  doc.y = y + height + 18;
}
