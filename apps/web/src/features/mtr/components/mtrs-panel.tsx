import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MtrSettings } from '@ecopeso/shared/mtr-settings';
import { useMtrs } from '../api/mtr-api';
import { useContractsInForce } from '../hooks/use-contracts-in-force';
import { ContractsSection } from './contracts-section';
import { Section } from './mtr-common';
import { MtrDetail } from './mtr-detail';
import { MtrList } from './mtr-list';

/** Per contract "Nova coleta", and the client's MTRs with their status, CDF and history. */
export function MtrsPanel({ clientId, settings }: { clientId: string; settings: MtrSettings }) {
  const { t } = useTranslation('mtr');
  const { contracts, inForce, contractOf } = useContractsInForce(clientId);
  const mtrs = useMtrs(clientId);
  // `?mtr=` opens one MTR's detail (a link to it, or a page reloaded while it was open).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(() => params.get('mtr'));
  const list = mtrs.data?.items ?? [];

  return (
    <>
      <ContractsSection
        clientId={clientId}
        configured={settings.configured}
        loading={contracts.isPending}
        contracts={inForce}
        onCollected={(mtr) => setOpen(mtr.id)}
      />
      <Section id="mtr-list" title={t('list.title')}>
        {open && <MtrDetail clientId={clientId} mtrId={open} onClose={() => setOpen(null)} />}
        {mtrs.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : list.length === 0 ? (
          <p className="text-slate-700">{t('list.empty')}</p>
        ) : (
          <MtrList mtrs={list} contractOf={contractOf} onOpen={setOpen} />
        )}
      </Section>
    </>
  );
}
