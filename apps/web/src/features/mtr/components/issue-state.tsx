import { useTranslation } from 'react-i18next';
import type { Mtr } from '@ecopeso/shared/mtr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useIssueState } from '../hooks/use-issue-state';
import { issueEvidence } from '../lib/issue-evidence';

/**
 * Where an issue stands while the MTR is `issuing`: being confirmed (the page asks the system again by itself
 * while the answer is only lost), or the evidence of a reconciliation that could not decide and the question put
 * to the person: look again, or issue again (the server audits that choice).
 */
export function IssueState({ clientId, mtr: m }: { clientId: string; mtr: Mtr }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const state = useIssueState(clientId, m);
  if (!m.issue) return null;
  const { phase, check } = m.issue;
  const evidence = issueEvidence(t, m, lang);
  const dialog = state.reissueDialog;
  return (
    <div role="status" className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      {phase === 'undecided' ? (
        <>
          <p className="font-semibold">
            {check?.candidates.length
              ? t('issueState.ambiguous', { numbers: check.candidates.join(', ') })
              : evidence.cannotAsk
                ? t('issueState.unknownThere', { system: evidence.system })
                : t('issueState.noneFound', { system: evidence.system })}
          </p>
          <p className="text-sm">{evidence.text}</p>
          <p className="text-sm">{t('issueState.question')}</p>
        </>
      ) : (
        <>
          <p className="font-semibold" data-testid="mtr-being-confirmed">
            {t('issueState.beingConfirmed')}
          </p>
          <p className="text-sm">{phase === 'sending' ? t('issueState.sending') : t('issueState.uncertain')}</p>
          {check && <p className="text-sm">{evidence.text}</p>}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {m.actions.includes('reconcile') && (
          <Button size="sm" onClick={state.checkAgain} disabled={state.checking} aria-busy={state.checking}>
            {state.checking ? t('issueState.checking') : t('issueState.checkAgain')}
          </Button>
        )}
        {m.actions.includes('reissue') && (
          <Button size="sm" variant="danger" onClick={dialog.ask}>
            {t('issueState.reissue')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={dialog.open}
        theme="warning"
        title={t('issueState.reissueTitle')}
        message={
          <div className="space-y-2">
            <p>{evidence.text}</p>
            <p>{t('issueState.reissueMessage')}</p>
          </div>
        }
        confirmText={t('issueState.reissueConfirm')}
        cancelText={t('issueState.reissueKeep')}
        busy={dialog.busy}
        onCancel={dialog.keep}
        onConfirm={dialog.confirm}
      />
    </div>
  );
}
