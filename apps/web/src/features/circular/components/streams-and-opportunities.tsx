import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircularEconomy } from '@ecopeso/shared/circular';
import type { Language } from '@ecopeso/shared/languages';
import type { SubType, WasteType } from '@ecopeso/shared/waste';
import { diversionPct } from '@ecopeso/shared/diversion';
import { formatKg, formatPct } from '@ecopeso/shared/figures';
import { useWords } from '@/lib/use-words';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5';

function useStreamName() {
  const words = useWords();
  return (s: { wasteType: WasteType; subType: SubType | null }) =>
    s.subType ? `${words.wasteType(s.wasteType)} · ${words.subType(s.subType)}` : words.wasteType(s.wasteType);
}

/** Per stream: what was weighed, what went to recovery, and the CO2e that recovery avoided. */
export function Streams({ data, lang }: { data: CircularEconomy; lang: Language }) {
  const { t } = useTranslation('circular');
  const streamName = useStreamName();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={CARD}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('streams.title')}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <Table>
          <TableHead>
            <TableRow className="border-b border-slate-300">
              <TableHeader className="py-2 pr-3">{t('streams.stream')}</TableHeader>
              <TableHeader className="py-2 pr-3 text-right">{t('streams.total')}</TableHeader>
              <TableHeader className="py-2 pr-3 text-right">{t('streams.recovered')}</TableHeader>
              <TableHeader className="py-2 pr-3 text-right">{t('streams.share')}</TableHeader>
              <TableHeader className="py-2 text-right">{t('streams.co2e')}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.streams.map((s) => (
              <TableRow key={`${s.wasteType}|${s.subType}`} className="border-b border-slate-100">
                <TableHeader scope="row" className="py-1.5 pr-3 font-medium">
                  {streamName(s)}
                </TableHeader>
                <TableCell className="py-1.5 pr-3 text-right tabular-nums">{formatKg(s.kg, lang)}</TableCell>
                <TableCell className="py-1.5 pr-3 text-right tabular-nums">{formatKg(s.recoveredKg, lang)}</TableCell>
                <TableCell className="py-1.5 pr-3 text-right tabular-nums">
                  {formatPct(diversionPct(s.recoveredKg, s.kg) ?? 0, lang)}
                </TableCell>
                <TableCell className="py-1.5 text-right tabular-nums">
                  {s.co2eAvoidedKg === null ? t('streams.noFactor') : formatKg(s.co2eAvoidedKg, lang)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

/** The server's opportunities, largest effect first, and the streams no registered receiver can recover. */
export function Opportunities({ data, lang }: { data: CircularEconomy; lang: Language }) {
  const { t } = useTranslation('circular');
  const words = useWords();
  const streamName = useStreamName();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD} space-y-3`} id="oportunidades">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t('opportunities.title')}
      </h2>
      <p className="text-slate-700">{t('opportunities.intro')}</p>
      {data.opportunities.length === 0 ? (
        <p className="text-slate-700">{t('opportunities.none')}</p>
      ) : (
        <ol className="space-y-3">
          {data.opportunities.map((o) => (
            <li
              key={`${o.wasteType}|${o.subType}|${o.currentDestination}`}
              className="rounded-xl border border-amber-300 bg-amber-50 p-3"
            >
              <p className="font-semibold text-slate-900">
                {t('opportunities.item', {
                  stream: streamName(o),
                  kg: formatKg(o.kg, lang),
                  now: words.destination(o.currentDestination),
                })}
              </p>
              <p className="mt-1 font-semibold text-brand-900">
                {t('opportunities.move', { best: words.destination(o.bestDestination) })}
              </p>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
                <li>
                  {t('opportunities.diversion', {
                    now: formatPct(o.diversionPctNow, lang),
                    after: formatPct(o.diversionPctAfter, lang),
                  })}
                </li>
                <li>
                  {o.co2eAvoidedKg === null
                    ? t('opportunities.noCo2e')
                    : t('opportunities.co2e', { kg: formatKg(o.co2eAvoidedKg, lang) })}
                </li>
                <li>{t(`opportunities.receivers.${o.reach}`, { names: o.receivers.join(', ') })}</li>
              </ul>
            </li>
          ))}
        </ol>
      )}
      {data.withoutAlternative.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('opportunities.without', {
            list: data.withoutAlternative.map((w) => `${streamName(w)} (${formatKg(w.kg, lang)})`).join('; '),
          })}
        </p>
      )}
      {data.withoutContract.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('opportunities.withoutContract', {
            list: data.withoutContract.map((w) => `${streamName(w)} (${formatKg(w.kg, lang)})`).join('; '),
          })}
        </p>
      )}
    </section>
  );
}
