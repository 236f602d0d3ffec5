import type { TopLoss } from '@ecopeso/shared/dashboard';
import { addDays } from '@ecopeso/shared/dates';
import type { ManagementContext } from './management-summary.ts';
import { paragraph, sectionHeading } from './pdf-document.ts';
import { drawTable } from './pdf-table.ts';

/**
 * What the chef reads (issue 26 item 6), as the dashboard's card: the period's food waste by food item and by loss
 * reason, each with its weight, its cost at the client's price per kg of food, its share of the food waste and its
 * change against the previous period of as many days.
 */
export function topLossesSection({ doc, l, fmt, current }: ManagementContext): void {
  const top = current.topLosses;
  sectionHeading(doc, l.topLossesTitle, 110);
  if (!top.byItem.length && !top.byReason.length) return paragraph(doc, l.noTopLosses, { gap: 10 });
  paragraph(
    doc,
    l.topLossesNote({
      kg: fmt.kgUnit(top.organicKg),
      from: fmt.date(top.previousWindow.from),
      to: fmt.date(addDays(top.previousWindow.until, -1)),
    }),
  );
  paragraph(doc, top.costBrl === null ? l.topLossesNoPrice : l.topLossesCost(fmt.brl(top.costBrl)), { gap: 6 });
  const table = (header: string, losses: TopLoss[], name: (loss: TopLoss) => string) => {
    if (!losses.length) return;
    drawTable(
      doc,
      [
        { header, weight: 4 },
        { header: l.weightKg, weight: 2, align: 'right' },
        { header: l.lossCost, weight: 2, align: 'right' },
        { header: l.share, weight: 1.5, align: 'right' },
        { header: l.lossChange, weight: 1.5, align: 'right' },
      ],
      losses.map((loss) => ({
        cells: [
          name(loss),
          fmt.kgUnit(loss.kg),
          loss.costBrl === null ? l.noPrice : fmt.brl(loss.costBrl),
          fmt.pct(loss.pct),
          fmt.change(loss.kg, loss.previousKg) ?? '—',
        ],
      })),
    );
  };
  table(l.foodItem, top.byItem, (loss) => loss.name ?? '—');
  table(l.lossReason, top.byReason, (loss) => l.words.lossReasonName(loss.kind, loss.name) ?? '—');
}
