import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@ecopeso/shared/api';
import { can } from '@ecopeso/shared/roles';
import type { PendingRecord } from '@/lib/offline-db';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clientQuery, useClientDetail, useClients } from '@/lib/clients-api';
import { useStatus } from '../hooks/use-status';
import { rememberClient, rememberedClient } from '@/lib/remembered';
import { ExportButtons } from './export-buttons';
import { RecordsPanel } from './records-panel';
import { StatusToast } from './status-toast';
import { WeighingForm } from './weighing-form';
import { StartStationButton, StationBar } from '../station/station-bar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RetryNotice } from '@/components/ui/notice';
import { ClientSelect } from '@/components/client-select';
import { Icon } from '@/components/icon';

/** Client configurations fetched ahead (for offline use) when a user sees at most this many clients. */
const PREFETCH_MAX = 10;

function Notice({
  title,
  children,
  tone = 'neutral',
}: {
  title?: string;
  children: React.ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <Card padding="lg" tone={tone}>
      {title && <h2 className="text-xl font-bold text-red-800">{title}</h2>}
      <div className={`${title ? 'mt-2' : ''} text-lg text-slate-700`}>{children}</div>
    </Card>
  );
}

export interface WeighingPageProps {
  user: Me;
  /** Opens the layout's logout confirmation. */
  onRequestLogout?: () => void;
}

/**
 * The weighing entry page (spec §2, /app and /app/lancamento): client selector, the weighing form, the client's
 * recent records and a logout button. Works offline once visited (PRODUCT.md §4).
 */
export function WeighingPage({ user, onRequestLogout }: WeighingPageProps) {
  const { t } = useTranslation('weighing');
  const { lang } = useLanguage();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const queryClient = useQueryClient();
  const { status, show, clear } = useStatus();
  const selectId = useId();

  const clients = useClients();
  const list = clients.data ?? [];
  const [chosen, setChosen] = useState<string | null>(rememberedClient);
  // The remembered client when still visible; the only one when there is one; otherwise the user picks, so a
  // weighing never lands on a client nobody chose.
  const clientId = list.some((c) => c.id === chosen) ? chosen : list.length === 1 ? list[0]!.id : null;
  const client = useClientDetail(clientId);
  const [fixing, setFixing] = useState<PendingRecord | null>(null);
  const noAccess = !can(user.role, 'clients:all') && user.allowedClientIds.length === 0;

  useEffect(() => {
    if (clients.error) console.error('loading the client list failed', clients.error);
  }, [clients.error]);

  // Each client's configuration is kept for offline use as it is fetched; fetch a few users' clients ahead.
  useEffect(() => {
    if (!clients.data || clients.data.length > PREFETCH_MAX) return;
    for (const c of clients.data) void queryClient.prefetchQuery(clientQuery(c.id));
  }, [clients.data, queryClient]);

  const selectClient = (id: string) => {
    setChosen(id);
    rememberClient(id);
    setFixing(null);
  };

  let body: React.ReactNode;
  let clientLine: React.ReactNode = null;
  if (noAccess) {
    body = (
      <Notice title={t('empty.accessDenied')} tone="danger">
        <p>{t('empty.noClientAccess')}</p>
      </Notice>
    );
  } else if (clients.isPending) {
    body = (
      <p role="status" className="text-lg text-slate-700">
        {t('app:clients.loading')}
      </p>
    );
  } else if (clients.isError) {
    body = (
      <RetryNotice className="text-lg" message={t('app:clients.loadError')} onRetry={() => void clients.refetch()} />
    );
  } else if (list.length === 0) {
    body = (
      <Notice>
        <p>{t('app:clients.noneActive')}</p>
      </Notice>
    );
  } else {
    let form: React.ReactNode;
    if (!clientId) form = <p className="text-lg text-slate-700">{t('client.selectToWeigh')}</p>;
    else if (client.isPending) form = <p role="status">{t('client.loadingConfig')}</p>;
    else if (client.isError)
      form = <RetryNotice inline message={t('app:clients.configError')} onRetry={() => void client.refetch()} />;
    else if (client.data.wasteTypes.length === 0)
      form = <p className="text-lg font-medium text-amber-900">{t('empty.noWasteTypes')}</p>;
    else
      form = (
        <WeighingForm
          key={`${client.data.id}:${fixing?.id ?? 'new'}`}
          client={client.data}
          lang={lang}
          role={user.role}
          fixing={fixing}
          onFixDone={() => setFixing(null)}
          onStatus={show}
        />
      );

    // One client: its name beside the title, no selector taking a line of the screen.
    clientLine =
      list.length === 1 ? (
        <p className="min-w-0 truncate text-sm font-medium text-slate-700 sm:text-base">{list[0]!.name}</p>
      ) : (
        <ClientSelect
          id={selectId}
          size="md"
          className="flex w-full min-w-0 max-w-md items-center gap-2 [&>label]:mb-0 [&>label]:shrink-0"
          selectClassName="min-w-0 flex-1"
          required
          clients={list}
          value={clientId}
          onSelect={selectClient}
        />
      );
    body = (
      <>
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:gap-6">
          <Card padding="sm">{form}</Card>
          <Card padding="md">
            {client.data && clientId ? (
              <RecordsPanel
                key={client.data.id}
                client={client.data}
                lang={lang}
                userName={user.name}
                user={user}
                onStatus={show}
                onFix={setFixing}
              />
            ) : (
              <section aria-labelledby="records-title" className="space-y-3">
                <h2 id="records-title" className="text-xl font-bold text-slate-900">
                  {t('records.heading')}
                </h2>
                <ExportButtons clientId={null} lang={lang} onStatus={show} />
                <p className="text-slate-600">{t('client.selectToSee')}</p>
              </section>
            )}
          </Card>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-3 sm:space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="min-w-0 text-lg font-bold text-slate-900 sm:text-2xl">{t('title')}</h1>
        {clientLine && <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">{clientLine}</div>}
        <span className="ml-auto" />
        {onRequestLogout && (
          <Button onClick={onRequestLogout} className="shrink-0">
            <Icon d="M15 12H4m0 0l4-4m-4 4l4 4M14 4h5v16h-5" className="h-5 w-5" strokeWidth={2} />
            {t('logout')}
          </Button>
        )}
      </div>
      <StationBar user={user} />
      {body}
      <StartStationButton user={user} client={list.find((c) => c.id === clientId) ?? null} />
      <StatusToast status={status} onClose={clear} />
    </div>
  );
}
