import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Mtr, MtrProposal } from '@ecopeso/shared/mtr';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatKg } from '@ecopeso/shared/figures';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useProposal } from '../api/mtr-api';
import { useContractLabel } from '../hooks/use-contract-label';
import { useNewCollection } from '../hooks/use-new-collection';
import { errorText } from '../lib/error-text';
import { DraftItems, ShipmentFields } from './draft-fields';
import { DraftForm } from './draft-form';

const FRAME = 'space-y-3 rounded-xl border border-sky-200 bg-sky-50/40 p-3';

interface NewCollectionProps {
  clientId: string;
  contract: Contract;
  onDone(mtr: Mtr | null): void;
}

/**
 * "Nova coleta" for a contract: the kilos weighed since its last MTR by IBAMA code, editable (the truck's scale
 * may differ), with shipment date, driver, plate and notes; saved as a draft, then issued.
 */
export function NewCollection(props: NewCollectionProps) {
  const { t } = useTranslation('mtr');
  const contractLabel = useContractLabel();
  const proposal = useProposal(props.clientId, props.contract.id);
  const titleId = useId();
  const title = (
    <h3 id={titleId} className="font-semibold text-slate-900">
      {t('collection.title', { contract: contractLabel(props.contract) })}
    </h3>
  );
  // Opened on the proposal as it stands now, never on one kept from before (an MTR issued since changes it).
  if (proposal.isSuccess && proposal.isFetchedAfterMount)
    return <CollectionForm {...props} proposal={proposal.data} title={title} titleId={titleId} />;
  return (
    <section className={FRAME} aria-labelledby={titleId}>
      {title}
      {proposal.isError ? <Alert>{errorText(t, proposal.error)}</Alert> : <p role="status">{t('loading')}</p>}
    </section>
  );
}

/** The form, on the proposal as it was when the form opened. */
function CollectionForm({
  clientId,
  contract,
  onDone,
  proposal,
  title,
  titleId,
}: NewCollectionProps & { proposal: MtrProposal; title: ReactNode; titleId: string }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const [opened] = useState(proposal);
  const draft = useNewCollection(clientId, contract, opened, onDone);
  return (
    <DraftForm
      draft={draft}
      canSave={opened.items.length > 0}
      className={FRAME}
      labelledBy={titleId}
      actions={
        <Button variant="ghost" onClick={() => onDone(null)} disabled={draft.busy}>
          {t('collection.close')}
        </Button>
      }
    >
      {title}
      <p className="text-sm text-slate-700">
        {opened.weighedFrom
          ? t('collection.since', {
              from: formatDateTime(opened.weighedFrom, lang),
              total: formatKg(opened.totalKg, lang),
            })
          : t('collection.sinceStart', { total: formatKg(opened.totalKg, lang) })}
      </p>
      {opened.items.length === 0 ? <p className="text-slate-700">{t('collection.nothing')}</p> : <DraftItems />}
      {opened.unmapped.length > 0 && <p className="text-sm text-amber-900">{t('collection.unmapped')}</p>}
      <ShipmentFields />
    </DraftForm>
  );
}
