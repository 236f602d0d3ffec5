import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useClients } from '@/lib/clients-api';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { ClientSelect } from '@/components/client-select';
import { MultiSelect } from '@/components/ui/multi-select';
import { LicenceBanner } from '@/components/licence-banner';
import { useClientsDashboard, useDashboard } from '../api/get-dashboard';
import { useDashboardEvents } from '../hooks/use-dashboard-events';
import { useDashboardView } from '../hooks/use-dashboard-view';
import { clientsParam, filterQuery } from '../lib/filter-url';
import { ActivityForm } from './activity-form';
import { ClientTable } from './client-table';
import { ExportCsv } from './export-csv';
import { AreaChart } from './area-chart';
import { DestinationChart } from './destination-chart';
import { DiversionChart } from './diversion-chart';
import { FilterBar } from './filter-bar';
import { MonthlyChart } from './monthly-chart';
import { PerGuestSection } from './per-guest';
import { ReductionGoalForm } from './reduction-goal';
import { BenchmarksCard } from './benchmarks';
import { SdgCard, SdgTargetForm } from './sdg-tracking';
import { ReportSubscriptions } from './report-subscriptions';
import { Overview } from './overview';
import { ReportButtons } from './report-buttons';
import { TopLossesCard } from './top-losses';
import { TypeChart } from './type-chart';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The analysis dashboard (spec §2, /app/dashboard, master and gerente): client, filters kept in the URL, summary
 * cards, CO2e, and the generation, composition, diversion and destination charts, refreshed live by the client's
 * event stream. Loaded (with Recharts) only on this route.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { lang } = useLanguage();
  useDocumentTitle(`${t('title')} | Ecopeso`);
  const selectId = useId();
  const clients = useClients();
  const list = clients.data ?? [];
  const { selection, clientId, client, today, filter, setFilter, select, selectClient } = useDashboardView(
    clients.data,
  );
  const query = filter ? filterQuery(filter) : null;
  const several = selection && selection.kind !== 'one' ? clientsParam(selection) : null;
  const single = useDashboard(clientId, query ? query.toString() : null);
  const summed = useClientsDashboard(several, query ? query.toString() : null);
  const dashboard = several ? summed : single;
  useDashboardEvents(clientId);
  const multiSelectId = '__several';
  const allId = '__all';
  const selectValue =
    selection === null
      ? null
      : selection.kind === 'all'
        ? allId
        : selection.kind === 'several'
          ? multiSelectId
          : selection.clientId;
  const onSelect = (value: string) => {
    if (value === allId) select({ kind: 'all' });
    else if (value === multiSelectId) select({ kind: 'several', clientIds: [clientId ?? list[0]!.id] });
    else selectClient(value);
  };

  let body: ReactNode = null;
  if (clients.isPending)
    body = (
      <Notice className="text-lg" role="status">
        {t('app:clients.loading')}
      </Notice>
    );
  else if (clients.isError)
    body = (
      <RetryNotice className="text-lg" message={t('app:clients.loadError')} onRetry={() => void clients.refetch()} />
    );
  else if (list.length === 0) body = <Notice className="text-lg">{t('empty.noClients')}</Notice>;
  else if (!selection) body = <Notice className="text-lg">{t('empty.selectClient')}</Notice>;
  else if (client.isError)
    body = (
      <RetryNotice className="text-lg" message={t('app:clients.configError')} onRetry={() => void client.refetch()} />
    );
  else if (!client.data || !filter || !today)
    body = (
      <Notice className="text-lg" role="status">
        {t('loading')}
      </Notice>
    );

  let content: ReactNode = null;
  if (!body && client.data && filter && today) {
    let data: ReactNode;
    if (dashboard.isError)
      data = <RetryNotice className="text-lg" message={t('loadError')} onRetry={() => void dashboard.refetch()} />;
    else if (!dashboard.data)
      data = (
        <Notice className="text-lg" role="status">
          {t('loading')}
        </Notice>
      );
    else if (dashboard.data.summary.records === 0)
      data = (
        <Notice className="text-lg">
          <p className="font-semibold text-slate-900">{t('empty.noData')}</p>
          <p className="mt-1 text-base">{t('empty.noDataHint')}</p>
        </Notice>
      );
    else
      data = (
        <>
          <Section title={t('sections.overview')}>
            <Overview
              dashboard={dashboard.data}
              showCompostable={!several && client.data.wasteTypes.includes('compostavel')}
              lang={lang}
            />
          </Section>
          {several && (
            <Section title={t('clients.caption')}>
              <ClientTable rows={dashboard.data.clients} filter={filter} lang={lang} />
            </Section>
          )}
          {several && query && (
            <Section title={t('sections.benchmarks')}>
              <BenchmarksCard clients={several} query={query.toString()} lang={lang} />
            </Section>
          )}
          <Section title={t('perGuest.title')}>
            <PerGuestSection perGuest={dashboard.data.perGuest} goal={dashboard.data.reductionGoal} lang={lang} />
          </Section>
          <Section title={t('sections.sdg')}>
            <SdgCard sdg={dashboard.data.sdg} several={several !== null} lang={lang} />
          </Section>
          <Section title={t('sections.topLosses')}>
            <TopLossesCard topLosses={dashboard.data.topLosses} lang={lang} />
          </Section>
          <Section title={t('sections.monthly')}>
            <MonthlyChart monthly={dashboard.data.monthly} lang={lang} />
          </Section>
          <Section title={t('sections.composition')}>
            <div className="grid gap-4 xl:grid-cols-2">
              <TypeChart byType={dashboard.data.byType} lang={lang} />
              <AreaChart byArea={dashboard.data.byArea} lang={lang} />
            </div>
          </Section>
          <Section title={t('sections.destination')}>
            <div className="grid gap-4 xl:grid-cols-2">
              <DiversionChart dashboard={dashboard.data} lang={lang} />
              <DestinationChart destinations={dashboard.data.destinations} lang={lang} />
            </div>
          </Section>
        </>
      );
    content = (
      <>
        <FilterBar filter={filter} today={today} areas={client.data.areas} lang={lang} onChange={setFilter} />
        <div aria-busy={dashboard.isFetching} className="relative">
          <p role="status" className="absolute -top-5 right-0 text-sm text-slate-600">
            {dashboard.isFetching && !dashboard.isPending ? t('updating') : ''}
          </p>
          <div className="space-y-6">{data}</div>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-5 pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="w-full text-xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        {list.length > 0 && (
          <ClientSelect
            id={selectId}
            // The hotel's name stays readable: at least 20 rem beside the report buttons (which wrap under it
            // when the row is short, as on a portrait tablet), never below a phone's width.
            className="w-full max-w-md min-w-0 sm:w-auto sm:min-w-80 sm:flex-1"
            selectClassName="font-medium"
            clients={list}
            value={selectValue}
            onSelect={onSelect}
          >
            {list.length > 1 && (
              <>
                <option value={allId}>{t('client.all')}</option>
                <option value={multiSelectId}>{t('client.several')}</option>
              </>
            )}
          </ClientSelect>
        )}
        {clientId && query && <ReportButtons clientId={clientId} query={query} lang={lang} />}
        {(clientId ?? several) && query && <ExportCsv clients={(clientId ?? several)!} query={query} lang={lang} />}
        {selection?.kind === 'several' && (
          <MultiSelect
            className="w-full"
            size="sm"
            label={t('client.chosen')}
            options={list.map((c) => ({ id: c.id, label: c.name }))}
            value={selection.clientIds}
            onChange={(ids) => {
              if (ids.length) select({ kind: 'several', clientIds: ids });
            }}
          />
        )}
        {selection?.kind === 'all' && (
          <p className="w-full text-sm text-slate-700">{t('client.summed', { n: list.length })}</p>
        )}
        {clientId && <LicenceBanner clientId={clientId} />}
      </div>
      {body ?? content}
      {!body && clientId && today && (
        <section aria-label={t('sections.activity')} className="space-y-3">
          <h2 className="text-xl font-bold text-slate-900">{t('sections.activity')}</h2>
          <ActivityForm clientId={clientId} today={today} lang={lang} />
        </section>
      )}
      {!body && clientId && today && (
        <section aria-label={t('sections.goal')} className="space-y-3">
          <h2 className="text-xl font-bold text-slate-900">{t('sections.goal')}</h2>
          <ReductionGoalForm clientId={clientId} thisYear={today.year} lang={lang} />
        </section>
      )}
      {!body && (clientId ?? several) && today && (
        <section aria-label={t('sections.sdgTarget')} className="space-y-3">
          <h2 className="text-xl font-bold text-slate-900">{t('sections.sdgTarget')}</h2>
          <SdgTargetForm clientId={clientId} clients={several} thisYear={today.year} lang={lang} />
        </section>
      )}
      {list.length > 0 && (
        <section aria-label={t('sections.subscriptions')} className="space-y-3">
          <h2 className="text-xl font-bold text-slate-900">{t('sections.subscriptions')}</h2>
          <ReportSubscriptions clients={list} lang={lang} />
        </section>
      )}
    </div>
  );
}
