import { useTranslation } from 'react-i18next';
import { useExchanges } from '../api/mtr-api';
import { ExchangeItem } from './mtr-common';

/** Every exchange with the state system about one MTR, behind a click. */
export function MtrExchanges({ clientId, mtrId }: { clientId: string; mtrId: string }) {
  const { t } = useTranslation('mtr');
  const exchanges = useExchanges(clientId, mtrId);
  const items = exchanges.data?.items ?? [];
  return (
    <details className="rounded-lg border border-slate-200 p-2">
      <summary className="cursor-pointer font-medium">{t('detail.exchanges', { count: items.length })}</summary>
      <ol className="mt-2 space-y-2">
        {items.map((x) => (
          <li key={x.id} className="rounded-lg border border-slate-100 p-2 text-sm">
            <ExchangeItem exchange={x} />
          </li>
        ))}
      </ol>
    </details>
  );
}
