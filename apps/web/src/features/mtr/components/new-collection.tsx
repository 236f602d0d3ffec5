import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Mtr } from '@ecopeso/shared/mtr';
import { formatDateTime } from '@ecopeso/shared/dates';
import { formatKg } from '@ecopeso/shared/figures';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useContractLabel } from '../hooks/use-contract-label';
import { useNewCollection } from '../hooks/use-new-collection';
import { errorText } from '../lib/error-text';
import { DraftButtons } from './draft-buttons';
import { DraftItems, ShipmentFields } from './draft-fields';

/**
 * "Nova coleta" for a contract: the kilos weighed since its last MTR by IBAMA code, editable (the truck's scale
 * may differ), with shipment date, driver, plate and notes; saved as a draft, then issued.
 */
export function NewCollection({
  clientId,
  contract,
  onDone,
}: {
  clientId: string;
  contract: Contract;
  onDone(mtr: Mtr | null): void;
}) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const contractLabel = useContractLabel();
  const form = useNewCollection(clientId, contract, onDone);
  const { proposal } = form;
  const titleId = useId();

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
      className="space-y-3 rounded-xl border border-sky-200 bg-sky-50/40 p-3"
      aria-labelledby={titleId}
      noValidate
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('collection.title', { contract: contractLabel(contract) })}
      </h3>
      {form.farDialog}
      {proposal.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : proposal.isError ? (
        <Alert>{errorText(t, proposal.error)}</Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {proposal.data.weighedFrom
              ? t('collection.since', {
                  from: formatDateTime(proposal.data.weighedFrom, lang),
                  total: formatKg(proposal.data.totalKg, lang),
                })
              : t('collection.sinceStart', { total: formatKg(proposal.data.totalKg, lang) })}
          </p>
          {form.items.length === 0 ? (
            <p className="text-slate-700">{t('collection.nothing')}</p>
          ) : (
            <DraftItems items={form.items} onChange={form.setItems} />
          )}
          {proposal.data.unmapped.length > 0 && <p className="text-sm text-amber-900">{t('collection.unmapped')}</p>}
          <ShipmentFields value={form.shipment} onChange={form.setShipment} />
          {form.error && <Alert>{form.error}</Alert>}
          <DraftButtons busy={form.busy || !form.items.length} issuing={form.issuing} onIssue={() => void form.issue()}>
            <Button variant="ghost" onClick={() => onDone(null)} disabled={form.busy}>
              {t('collection.close')}
            </Button>
          </DraftButtons>
        </>
      )}
    </form>
  );
}
