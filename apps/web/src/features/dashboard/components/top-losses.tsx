import { useTranslation } from 'react-i18next';
import type { TopLoss, TopLosses } from '@ecopeso/shared/dashboard';
import { addDays, formatDay } from '@ecopeso/shared/dates';
import { formatBrl, formatKg, formatPct } from '@ecopeso/shared/figures';
import type { Language } from '@ecopeso/shared/languages';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useWords } from '@/lib/use-words';

const NONE = '—';

/** A loss's change against the previous period, signed; "new" where the previous period had none of it. */
function trend(loss: TopLoss, lang: Language, isNew: string): string {
  if (loss.changePct === null) return isNew;
  return `${loss.changePct > 0 ? '+' : ''}${formatPct(loss.changePct, lang)}`;
}

function LossTable({
  caption,
  header,
  losses,
  name,
  lang,
  testId,
}: {
  caption: string;
  header: string;
  losses: TopLoss[];
  name: (loss: TopLoss) => string;
  lang: Language;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Table data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <TableHead>
        <TableRow>
          <TableHeader>{header}</TableHeader>
          <TableHeader className="text-right">{t('topLosses.kg')}</TableHeader>
          <TableHeader className="text-right">{t('topLosses.cost')}</TableHeader>
          <TableHeader className="text-right">{t('topLosses.share')}</TableHeader>
          <TableHeader className="text-right">{t('topLosses.trend')}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {losses.map((loss) => (
          <TableRow key={loss.kind ?? `name:${loss.name}`}>
            <TableHeader scope="row">{name(loss)}</TableHeader>
            <TableCell className="text-right tabular-nums">{formatKg(loss.kg, lang)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {loss.costBrl === null ? NONE : formatBrl(loss.costBrl, lang)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatPct(loss.pct, lang)}</TableCell>
            <TableCell className="text-right tabular-nums">{trend(loss, lang, t('topLosses.new'))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What the chef reads (issue 26 item 6): the period's food waste by food item and by loss reason — kilos, cost at the
 * client's price per kg of food, share of the food waste and change against the previous period of as many days —
 * for the dashboard's areas and period.
 */
export function TopLossesCard({ topLosses, lang }: { topLosses: TopLosses; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const words = useWords();
  const { byItem, byReason, previousWindow } = topLosses;
  if (!byItem.length && !byReason.length)
    return (
      <Card className="text-slate-700" data-testid="top-losses">
        {t('topLosses.none')}
      </Card>
    );
  return (
    <Card className="space-y-3" data-testid="top-losses">
      <p className="text-sm text-slate-700">
        {t('topLosses.intro', {
          kg: formatKg(topLosses.organicKg, lang),
          from: formatDay(previousWindow.from, lang),
          to: formatDay(addDays(previousWindow.until, -1), lang),
        })}
      </p>
      <p className="text-sm text-slate-700">
        {topLosses.costBrl === null
          ? t('topLosses.noPrice')
          : t('topLosses.costOf', { cost: formatBrl(topLosses.costBrl, lang) })}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {byItem.length > 0 && (
          <LossTable
            caption={t('topLosses.byItem')}
            header={words.field('foodItem')}
            losses={byItem}
            name={(loss) => loss.name ?? NONE}
            lang={lang}
            testId="top-losses-items"
          />
        )}
        {byReason.length > 0 && (
          <LossTable
            caption={t('topLosses.byReason')}
            header={words.field('lossReason')}
            losses={byReason}
            name={(loss) => words.lossReasonName(loss.kind, loss.name) ?? NONE}
            lang={lang}
            testId="top-losses-reasons"
          />
        )}
      </div>
      {(topLosses.withoutItemKg > 0 || topLosses.withoutReasonKg > 0) && (
        <p className="text-xs text-slate-600">
          {t('topLosses.unnamed', {
            item: formatKg(topLosses.withoutItemKg, lang),
            reason: formatKg(topLosses.withoutReasonKg, lang),
          })}
        </p>
      )}
    </Card>
  );
}
