import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { ToastProvider, useToast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExchanges, useMtrSettings, useTestMtr } from '../api/mtr-api';
import { useContractLabel } from '../hooks/use-contract-label';
import { useContractsInForce } from '../hooks/use-contracts-in-force';
import { errorText } from '../lib/error-text';
import { todayInBrasilia } from '../lib/today';
import { ConnectionTest } from './connection-test';
import { LookupsPanel } from './lookups-panel';
import { ClientPage, ExchangeItem, Section } from './mtr-common';
import { MtrDetail } from './mtr-detail';
import { useSelectedClient } from '@/lib/use-selected-client';
import { Notice } from '@/components/ui/notice';

/** /app/painelsigor (master, Portuguese tree only): the state system's panel for a client. */
export function PainelSigorPage() {
  return (
    <ToastProvider>
      <PainelSigorScreen />
    </ToastProvider>
  );
}

function PainelSigorScreen() {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const contractLabel = useContractLabel();
  useDocumentTitle(`${t('panel.title')} | Ecopeso`);
  const selected = useSelectedClient();
  const { clientId } = selected;
  const settings = useMtrSettings(clientId);
  const exchanges = useExchanges(clientId, null);
  const testMtr = useTestMtr(clientId ?? '');
  const [opened, setOpened] = useState<string | null>(null);
  const today = todayInBrasilia();
  const { inForce: active } = useContractsInForce(clientId);
  const [contractId, setContractId] = useState<string>('');
  const chosen = active.some((c) => c.id === contractId) ? contractId : (active[0]?.id ?? '');

  /** The chosen client's connection, lookups, test MTR and exchanges, once its MTR system is set. */
  const clientBody = (clientId: string): ReactNode => {
    if (!settings.data) return <p role="status">{t('loading')}</p>;
    if (!settings.data.configured) return <Notice>{t('contracts.notConfigured')}</Notice>;
    const s = settings.data;
    const canTest = s.environment !== 'production';
    return (
      <>
        <Section id="panel-token" title={t('panel.token')}>
          <p className="text-sm text-slate-700">
            {t('summary', {
              system: t(`systems.${s.system ?? 'SIGOR'}`),
              environment: t(`environments.${s.environment ?? 'simulator'}`),
              unit: s.generatorUnitCode ?? '',
            })}
          </p>
          <ConnectionTest clientId={clientId} last={s.lastTest} />
        </Section>
        <LookupsPanel clientId={clientId} />
        <Section id="panel-test-mtr" title={t('panel.testMtr')}>
          <p className="text-sm text-slate-700">{canTest ? t('panel.testMtrHelp') : t('panel.testMtrProduction')}</p>
          {active.length > 0 && (
            <Select
              label={t('panel.contract')}
              size="sm"
              className="max-w-md"
              value={chosen}
              onChange={(e) => setContractId(e.target.value)}
            >
              {active.map((c) => (
                <option key={c.id} value={c.id}>
                  {contractLabel(c)}
                </option>
              ))}
            </Select>
          )}
          <Button
            onClick={() =>
              testMtr.mutate(
                { contractId: chosen, today },
                {
                  onSuccess: (m) => {
                    setOpened(m.id);
                    toast.show(
                      'success',
                      m.number ? t('panel.testMtrDone', { number: m.number }) : t('collection.issuePending'),
                    );
                  },
                  onError: (err) => toast.show('error', errorText(t, err)),
                },
              )
            }
            disabled={!canTest || !chosen || testMtr.isPending}
            aria-busy={testMtr.isPending}
          >
            {testMtr.isPending ? t('collection.issuing') : t('panel.testMtrButton')}
          </Button>
          {opened && <MtrDetail clientId={clientId} mtrId={opened} onClose={() => setOpened(null)} />}
        </Section>
        <Section id="panel-exchanges" title={t('panel.exchanges')}>
          <p className="text-sm text-slate-700">{t('panel.exchangesHelp')}</p>
          {(exchanges.data?.items ?? []).length === 0 ? (
            <p className="text-slate-700">{t('panel.noExchanges')}</p>
          ) : (
            <ol className="space-y-2">
              {(exchanges.data?.items ?? []).slice(0, 20).map((x) => (
                <li key={x.id} className="rounded-lg border border-slate-200 p-2 text-sm">
                  <ExchangeItem exchange={x} collapsed />
                </li>
              ))}
            </ol>
          )}
        </Section>
      </>
    );
  };

  return (
    <ClientPage title={t('panel.title')} description={t('panel.intro')} selected={selected}>
      {clientBody}
    </ClientPage>
  );
}
