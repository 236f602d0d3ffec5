import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenClientBody } from '@/components/client-body';
import { ClientSelect } from '@/components/client-select';
import type { MtrExchange, MtrStatus } from '@ecopeso/shared/mtr';
import { formatDateTime } from '@ecopeso/shared/dates';
import { useLanguage } from '@/lib/language';
import type { useSelectedClient } from '@/lib/use-selected-client';
import { useWords } from '@/lib/use-words';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cardClass } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/**
 * The frame of an MTR page for one client (master): its header, the choice of client when there are several, then
 * the body for the chosen client.
 */
export function ClientPage({
  title,
  description,
  selected,
  children,
}: {
  title: string;
  description: string;
  selected: ReturnType<typeof useSelectedClient>;
  children(clientId: string): ReactNode;
}) {
  const { t } = useTranslation('mtr');
  const { list, clientId, select } = selected;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 pb-16 sm:p-6">
      <PageHeader title={title} description={description} />
      {list.length > 1 && <ClientSelect clients={list} value={clientId} onSelect={select} />}
      <ChosenClientBody selected={selected} loading={t('loading')} none="noneActive" choose={t('client.select')}>
        {children}
      </ChosenClientBody>
    </div>
  );
}

const STATUS_TONE: Record<MtrStatus, BadgeTone> = {
  draft: 'neutral',
  issuing: 'warning',
  issued: 'info',
  received: 'accent',
  cdf_issued: 'success',
  cancelled: 'danger',
};

/** An MTR's status as a badge with its word; a test MTR says so beside it, wherever it is shown. */
export function StatusBadge({ status, test = false }: { status: MtrStatus; test?: boolean }) {
  const { t } = useTranslation('mtr');
  const words = useWords();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={STATUS_TONE[status]}>{words.mtrStatus(status)}</Badge>
      {test && <Badge tone="special">{t('testBadge')}</Badge>}
    </span>
  );
}

export function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={cardClass()} aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/**
 * One exchange with the state system: outcome, operation, when, the call and its answer, then the request and
 * response as kept. `collapsed` puts all but the first line behind a click (the panel's long list).
 */
export function ExchangeItem({ exchange: x, collapsed = false }: { exchange: MtrExchange; collapsed?: boolean }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const line = (
    <>
      <span className={x.ok ? 'text-green-800' : 'text-red-800'}>{x.ok ? t('exchange.ok') : t('exchange.failed')}</span>{' '}
      · {t(`exchange.operations.${x.operation}`)} · {formatDateTime(x.at, lang)} · {x.method} {x.path} ·{' '}
      {x.httpStatus ?? '—'} · {x.durationMs} ms
    </>
  );
  const body = (
    <>
      {x.error && <p className="text-red-800">{x.error}</p>}
      {/* min-w-0: a long JSON scrolls inside its block instead of widening the page on a phone. */}
      <div className="mt-1 grid gap-2 md:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-600">{t('exchange.request')}</p>
          <JsonBlock value={x.request} />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-600">{t('exchange.response')}</p>
          <JsonBlock value={x.response} />
        </div>
      </div>
    </>
  );
  return collapsed ? (
    <details className="min-w-0">
      <summary className="cursor-pointer [overflow-wrap:anywhere]">{line}</summary>
      {body}
    </details>
  ) : (
    <div className="min-w-0">
      <p className="[overflow-wrap:anywhere]">{line}</p>
      {body}
    </div>
  );
}

/** A JSON value of an exchange, shown as it was kept (secrets already removed by the server). */
function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 text-xs text-slate-800" tabIndex={0}>
      {value === undefined || value === null ? '—' : JSON.stringify(value, null, 2)}
    </pre>
  );
}
