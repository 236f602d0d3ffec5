import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { useUrlTab } from '@/components/ui/use-url-tab';
import { ToastProvider } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClientState, useMtrSettings } from '../api/mtr-api';
import { MappingPanel } from './mapping-panel';
import { errorText } from '../lib/error-text';
import { ClientPage } from './mtr-common';
import { MtrsPanel } from './mtrs-panel';
import { DmrPanel, WeighedVsDeclaredPanel } from './reports-panels';
import { LookupsPanel } from './lookups-panel';
import { SettingsPanel } from './settings-panel';
import { useSelectedClient } from '@/lib/use-selected-client';
import { RetryNotice } from '@/components/ui/notice';

/** /app/admin/gestao-mtr (master). */
export function GestaoMtrPage() {
  return (
    <ToastProvider>
      <GestaoMtrScreen />
    </ToastProvider>
  );
}

function GestaoMtrScreen() {
  const { t } = useTranslation('mtr');
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const selected = useSelectedClient();
  const { clientId } = selected;
  const [tab, selectTab] = useUrlTab('admin/gestao-mtr');
  const settings = useMtrSettings(clientId);
  const state = useClientState(clientId);

  /** The chosen client's MTR settings, then its tabs. */
  const clientBody = (clientId: string): ReactNode => {
    if (settings.isError)
      return <RetryNotice message={errorText(t, settings.error)} onRetry={() => void settings.refetch()} />;
    if (!settings.data) return <p role="status">{t('loading')}</p>;
    const s = settings.data;
    return (
      <>
        <p className="text-sm text-slate-700" aria-live="polite">
          {s.configured
            ? t('summary', {
                system: t(`systems.${s.system ?? 'SINIR'}`),
                environment: t(`environments.${s.environment ?? 'simulator'}`),
                unit: s.generatorUnitCode ?? '',
              })
            : t('contracts.notConfigured')}
        </p>
        <Tabs
          label={t('tabs.label')}
          selected={tab}
          onSelect={selectTab}
          tabs={[
            {
              id: 'coletas',
              label: t('tabs.collections'),
              content: (
                <div className="space-y-4 pt-4">
                  <MtrsPanel key={clientId} clientId={clientId} settings={s} />
                </div>
              ),
            },
            {
              id: 'configuracao',
              label: t('tabs.settings'),
              content: (
                <div className="space-y-4 pt-4">
                  <SettingsPanel key={`${clientId}:${s.version}`} clientId={clientId} settings={s} />
                  {s.configured && <LookupsPanel clientId={clientId} />}
                </div>
              ),
            },
            {
              id: 'mapeamento',
              label: t('tabs.mapping'),
              content: (
                <div className="pt-4">
                  <MappingPanel key={clientId} clientId={clientId} />
                </div>
              ),
            },
            {
              id: 'pesado-declarado',
              label: t('tabs.weighedDeclared'),
              content: (
                <div className="pt-4">
                  <WeighedVsDeclaredPanel clientId={clientId} />
                </div>
              ),
            },
            {
              id: 'dmr',
              label: t('tabs.dmr'),
              content: (
                <div className="pt-4">
                  <DmrPanel
                    key={`${clientId}:${state.data?.state ?? ''}`}
                    clientId={clientId}
                    state={state.data?.state ?? null}
                  />
                </div>
              ),
            },
          ]}
        />
      </>
    );
  };

  return (
    <ClientPage title={t('title')} description={t('intro')} selected={selected}>
      {clientBody}
    </ClientPage>
  );
}
