import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMtr } from '../api/mtr-api';
import { CancelDialog } from './cancel-dialog';
import { DiscardDialog } from './discard-dialog';
import { DraftEditor } from './draft-editor';
import { IssueState } from './issue-state';
import { MtrActions } from './mtr-actions';
import { StatusBadge } from './mtr-common';
import { MtrExchanges } from './mtr-exchanges';
import { MtrFacts } from './mtr-facts';

/**
 * One MTR: its status, where its issue stands, its CDF and PDFs, and — as the API lists them — what may be done
 * now: a draft edited, issued or discarded; an issue in doubt looked up or, on a person's decision, sent again;
 * an issued MTR refreshed or cancelled with a justification. Every exchange with the system below.
 */
export function MtrDetail({ clientId, mtrId, onClose }: { clientId: string; mtrId: string; onClose(): void }) {
  const { t } = useTranslation('mtr');
  const mtr = useMtr(clientId, mtrId);
  const [dialog, setDialog] = useState<'cancel' | 'discard' | null>(null);
  const titleId = useId();
  if (!mtr.data) return <p role="status">{t('loading')}</p>;
  const m = mtr.data;
  const closeDialog = () => setDialog(null);

  return (
    <article className="space-y-3 rounded-xl border border-slate-300 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {m.number ? t('detail.title', { number: m.number }) : t('detail.draftTitle')}
        </h3>
        <StatusBadge status={m.status} test={m.test} />
        <Button size="sm" variant="ghost" onClick={onClose} className="ml-auto">
          {t('detail.close')}
        </Button>
      </div>
      {m.test && <p className="text-sm text-fuchsia-900">{t('detail.test')}</p>}
      <MtrFacts mtr={m} />
      <IssueState clientId={clientId} mtr={m} />
      {m.lastError && <Alert>{t('detail.lastError', { message: m.lastError.message })}</Alert>}
      {m.cancelJustification && <p className="text-sm">{t('detail.cancelled', { why: m.cancelJustification })}</p>}
      {m.actions.includes('edit') && <DraftEditor key={m.version} clientId={clientId} mtr={m} />}
      <MtrActions
        clientId={clientId}
        mtr={m}
        onDiscard={() => setDialog('discard')}
        onCancel={() => setDialog('cancel')}
      />
      <MtrExchanges clientId={clientId} mtrId={m.id} />
      <DiscardDialog clientId={clientId} mtr={m} open={dialog === 'discard'} onClose={closeDialog} />
      <CancelDialog clientId={clientId} mtr={m} open={dialog === 'cancel'} onClose={closeDialog} />
    </article>
  );
}
