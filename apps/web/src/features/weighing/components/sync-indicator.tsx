import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online';
import { usePendingCounts } from '../hooks/use-pending';
import { useSync } from '../hooks/use-sync';
import { ClockIcon } from './clock-icon';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/icon';

/**
 * The header's sync indicator, for every role (PRODUCT.md §4): online or offline, records waiting on this device,
 * records the server refused (to fix), and "sync now". Mounting it runs automatic sync for the signed-in app.
 */
export function SyncIndicator() {
  const { t } = useTranslation('weighing');
  const online = useOnline();
  const { pending, rejected } = usePendingCounts();
  const { running, lastOutcome, syncNow } = useSync();
  const failing = lastOutcome === 'failed' && pending > 0;
  const syncLabel = running ? t('sync.syncing') : t('sync.now');

  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <p
        role="status"
        className="inline-flex shrink-0 items-center gap-1.5 font-medium whitespace-nowrap text-slate-700"
      >
        <span
          aria-hidden="true"
          className={`h-2.5 w-2.5 rounded-full ${online ? 'bg-brand-600' : 'bg-slate-400 ring-2 ring-slate-300'}`}
        />
        {online ? t('sync.online') : t('sync.offline')}
      </p>
      {pending > 0 && (
        <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 font-semibold text-amber-900">
          <ClockIcon />
          <span className="sr-only sm:not-sr-only">{t('sync.pendingLabel')}</span>
          <span className="sr-only">:</span> {pending}
        </p>
      )}
      {rejected > 0 && (
        <p className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-1 font-semibold text-red-800">
          <Icon
            d="M12 8v5m0 3.5v.5M10.3 4.2L2.8 17.5A2 2 0 004.5 20.5h15a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z"
            className="h-4 w-4"
            strokeWidth={2}
          />
          <span className="sr-only sm:not-sr-only">{t('sync.rejectedLabel')}</span>
          <span className="sr-only">:</span> {rejected}
        </p>
      )}
      <Button
        variant="bare"
        type="button"
        onClick={() => void syncNow()}
        aria-busy={running}
        title={failing ? `${syncLabel} (${t('sync.retrying')})` : syncLabel}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:px-3 ${
          failing ? 'border-amber-400 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-800'
        } hover:bg-slate-100`}
      >
        <Icon
          d="M20 12a8 8 0 01-14.3 4.9M4 12a8 8 0 0114.3-4.9M18.5 3v4h-4M5.5 21v-4h4"
          className={`h-5 w-5 ${running ? 'animate-spin motion-reduce:animate-none' : ''}`}
          strokeWidth={2}
        />
        <span className="sr-only md:not-sr-only">{syncLabel}</span>
        {failing && <span className="sr-only">({t('sync.retrying')})</span>}
      </Button>
    </div>
  );
}
