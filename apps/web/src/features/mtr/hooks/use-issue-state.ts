import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mtr } from '@ecopeso/shared/mtr';
import { useToast } from '@/components/ui/toast';
import { useReconcileMtr, useReissueMtr } from '../api/mtr-api';
import { errorText } from '../lib/error-text';

/**
 * An issue in doubt: looked up again by itself every few seconds while the answer is only lost (a look-up never
 * sends anything), looked up on demand, and — on a person's decision, asked first — issued again.
 */
export function useIssueState(clientId: string, m: Mtr) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const reconcile = useReconcileMtr(clientId);
  const reissue = useReissueMtr(clientId);
  const [confirming, setConfirming] = useState(false);
  const phase = m.issue?.phase;
  const checkedAt = m.issue?.check?.at ?? null;
  // A boolean, not `m.actions`: the MTR is fetched again every 2 s while issuing, and a new array each time would
  // restart the timer before it ever fires.
  const canReconcile = m.actions.includes('reconcile');
  const { mutate } = reconcile;
  useEffect(() => {
    if (phase !== 'uncertain' || !canReconcile) return;
    const timer = setTimeout(() => mutate(m.id), 4_000);
    return () => clearTimeout(timer);
  }, [phase, checkedAt, m.id, canReconcile, mutate]);

  const fail = (err: unknown) => toast.show('error', errorText(t, err));
  return {
    checkAgain: () => reconcile.mutate(m.id, { onError: fail }),
    checking: reconcile.isPending,
    reissueDialog: {
      open: confirming,
      busy: reissue.isPending,
      ask: () => setConfirming(true),
      keep: () => setConfirming(false),
      confirm: () =>
        reissue.mutate(
          { id: m.id, version: m.version },
          {
            onSuccess: (after) => {
              setConfirming(false);
              if (after.number) toast.show('success', t('collection.issued', { number: after.number }));
            },
            onError: fail,
          },
        ),
    },
  };
}
