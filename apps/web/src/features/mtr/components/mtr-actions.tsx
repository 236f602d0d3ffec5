import { useTranslation } from 'react-i18next';
import type { Mtr } from '@ecopeso/shared/mtr';
import { DownloadButtons } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useRefreshMtr, useSimulateReceiver } from '../api/mtr-api';
import { pdfsOf, useMtrPdf } from '../hooks/use-mtr-pdf';
import { errorText } from '../lib/error-text';

const SIMULATED_STEPS = [
  ['receive', 'simulate-receive', 'detail.simulateReceive'],
  ['cdf', 'simulate-cdf', 'detail.simulateCdf'],
] as const;

/**
 * What may be done with an MTR now, as the API lists it in `actions`: its PDFs, refresh its status, the simulated
 * receiver's steps, and the openers of the discard and cancel dialogs.
 */
export function MtrActions({
  clientId,
  mtr: m,
  onDiscard,
  onCancel,
}: {
  clientId: string;
  mtr: Mtr;
  onDiscard(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const refresh = useRefreshMtr(clientId);
  const simulate = useSimulateReceiver(clientId);
  const pdf = useMtrPdf(clientId, m);
  const can = (action: Mtr['actions'][number]) => m.actions.includes(action);
  const fail = (err: unknown) => toast.show('error', errorText(t, err));
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadButtons
        kinds={pdfsOf(m)}
        busy={pdf.busy}
        label={(which) => t(which === 'mtr' ? 'detail.mtrPdf' : 'detail.cdfPdf')}
        onDownload={pdf.download}
      />
      {can('refresh') && (
        <Button
          size="sm"
          onClick={() => refresh.mutate(m.id, { onError: fail })}
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
        >
          {refresh.isPending ? t('detail.refreshing') : t('detail.refresh')}
        </Button>
      )}
      {/* The simulated receiver's steps (simulator only): receive the load, then issue the CDF. */}
      {SIMULATED_STEPS.filter(([, action]) => can(action)).map(([step, , label]) => (
        <Button
          key={step}
          size="sm"
          onClick={() => simulate.mutate({ id: m.id, step }, { onError: fail })}
          disabled={simulate.isPending}
        >
          {t(label)}
        </Button>
      ))}
      {can('discard') && (
        <Button size="sm" variant="danger" onClick={onDiscard}>
          {t('detail.discard')}
        </Button>
      )}
      {can('cancel') && (
        <Button size="sm" variant="danger" onClick={onCancel}>
          {t('detail.cancel')}
        </Button>
      )}
    </div>
  );
}
