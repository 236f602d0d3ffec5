import { useState, type ReactNode } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditPageSchema, type AuditEntity, type AuditEvent } from '@ecopeso/shared/audit';
import { formatDateTime, formatDay } from '@ecopeso/shared/dates';
import { languageOf } from '@ecopeso/shared/languages';
import { formatEnteredKg } from '@ecopeso/shared/figures';
import { apiFetch } from '@/lib/api-client';
import { Pager, pageCount } from './ui/pager';
import { Alert } from './ui/alert';

const PAGE_SIZE = 10;

export interface AuditHistoryProps {
  entity: AuditEntity;
  id: string;
  /** Heading level of the panel's title, so it fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Shows a stored value in words (client ids as names…); undefined falls back to the default rendering. */
  formatValue?(field: string, value: unknown): string | undefined;
}

/**
 * The "Histórico" of one user, client, provider or contract: who did what and when, newest first, with each
 * changed field as before → after, in the reader's language. Reused by every admin page.
 */
export function AuditHistory({ entity, id, headingLevel = 2, formatValue }: AuditHistoryProps) {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['audit', entity, id, page],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/v1/audit?entity=${encodeURIComponent(entity)}&id=${encodeURIComponent(id)}&page=${page}&pageSize=${PAGE_SIZE}`,
        auditPageSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const Heading = `h${headingLevel}` as const;
  const data = query.data;
  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;

  return (
    <section aria-labelledby={`history-${id}`} className="space-y-3">
      <Heading id={`history-${id}`} className="text-lg font-semibold text-slate-900">
        {t('title')}
      </Heading>
      {query.isPending ? (
        <p role="status" className="text-slate-700">
          {t('loading')}
        </p>
      ) : query.isError ? (
        <Alert>{t('error')}</Alert>
      ) : data && data.items.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ol className="space-y-3" aria-busy={query.isFetching || undefined}>
          {data?.items.map((event) => (
            <AuditEventItem key={event.id} event={event} formatValue={formatValue} />
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

/** 'cdfIssuedAt' → 'Cdf issued at': the last resort for a name with no words yet (locales.test.ts catches those). */
const humanise = (key: string) => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The words of the audit trail in the reader's language: what an event is about, what was done, each field's name.
 * Never a translation key on screen: a name with no words yet shows humanised.
 */
export function useAuditWords() {
  const { t } = useTranslation('audit');
  const label = (group: 'entities' | 'actions' | 'fields', key: string) =>
    t(`${group}.${key}`, { defaultValue: humanise(key) });
  return {
    entity: (entity: string) => label('entities', entity),
    action: (action: string) => label('actions', action),
    field: (field: string) => label('fields', field),
  };
}

/** The reader's date format and each changed field of an event as label, before and after, in their language. */
function useAuditFormat(formatValue: AuditHistoryProps['formatValue']) {
  const { t, i18n } = useTranslation('audit');
  const labels = useAuditWords();
  const lang = languageOf(i18n.language);
  const moment = (iso: string) => formatDateTime(iso, lang);
  const day = (iso: string) => formatDay(iso, lang);
  const word = (group: string, value: string) => t(`vocabulary:${group}.${value}`, { defaultValue: value });
  /** One element of a list field (types, areas, licences…) in words. */
  const item = (field: string, value: Record<string, unknown>): string => {
    if (field === 'types') {
      const subTypes = Array.isArray(value.subTypes) ? value.subTypes.map((s) => word('subTypes', String(s))) : [];
      const head = `${word('wasteTypes', String(value.type))} (${t('values.upTo', { kg: formatEnteredKg(Number(value.limitKg), lang) })})`;
      return subTypes.length ? `${head}: ${subTypes.join(', ')}` : head;
    }
    if (field === 'areas')
      return value.active === false ? `${String(value.name)} (${t('values.inactive')})` : String(value.name);
    if (field === 'licences') {
      const expiry = typeof value.expiresOn === 'string' ? t('values.expires', { date: day(value.expiresOn) }) : '';
      return [value.number, value.agency, expiry].filter(Boolean).join(' · ');
    }
    if (field === 'items' && typeof value.ibamaCode === 'string') {
      // An MTR's waste line: IBAMA code and description, declared quantity.
      const waste = [value.ibamaCode, value.ibamaDescription].filter(Boolean).join(' — ');
      return `${waste} · ${labels.field('quantityKg')}: ${String(value.quantityKg)}`;
    }
    if (field === 'rows' && typeof value.wasteType === 'string') {
      // A line of the MTR waste mapping: our type (and sub-type) → the IBAMA code it is declared under.
      const ours = [word('wasteTypes', value.wasteType), value.subType ? word('subTypes', String(value.subType)) : '']
        .filter(Boolean)
        .join(' / ');
      return `${ours} → ${[value.ibamaCode, value.ibamaDescription].filter(Boolean).join(' — ') || '—'}`;
    }
    if ('name' in value) return String(value.name);
    return Object.entries(value)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .map(([k, v]) => `${labels.field(k)}: ${show(k, v)}`)
      .join(', ');
  };
  const show = (field: string, value: unknown): string => {
    const custom = formatValue?.(field, value);
    if (custom !== undefined) return custom;
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (Array.isArray(value)) return value.length ? value.map((v) => show(field, v)).join('; ') : '—';
    if (typeof value === 'object') return item(field, value as Record<string, unknown>) || '—';
    if (typeof value === 'string') {
      if (field === 'role') return word('roles', value);
      if (field === 'status') return word('mtrStatuses', value);
      if (field === 'wasteType') return word('wasteTypes', value);
      if (field === 'subType') return word('subTypes', value);
      if (field === 'destination' || field === 'destinations') return word('destinations', value);
      if (field === 'kind') return t(`values.providerKinds.${value}`, { defaultValue: value });
      if (field === 'category') return t(`admin-clients:categories.${value}`, { defaultValue: value });
      if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return moment(value);
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value);
    }
    return String(value);
  };
  const changes = (event: AuditEvent) => {
    const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
    return keys.map((key) => ({
      key,
      label: labels.field(key),
      before: event.before && key in event.before ? show(key, event.before[key]) : null,
      after: event.after && key in event.after ? show(key, event.after[key]) : null,
    }));
  };
  return { moment, changes };
}

/**
 * One audit event as the history shows it: when, who, what was done, and each changed field as before → after.
 * `context` adds a line under the action (the audit log names the entity and client there).
 */
export function AuditEventItem({
  event,
  formatValue,
  context,
}: {
  event: AuditEvent;
  formatValue?: AuditHistoryProps['formatValue'];
  context?: ReactNode;
}) {
  const { t } = useTranslation('audit');
  const labels = useAuditWords();
  const { moment, changes } = useAuditFormat(formatValue);
  const changed = changes(event);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-sm text-slate-700">
        <time dateTime={event.at}>{moment(event.at)}</time>
        {' · '}
        {event.actor.name ?? t('system')}
        {event.actor.email ? ` (${event.actor.email})` : ''}
      </p>
      <p className="font-semibold text-slate-900">{labels.action(event.action)}</p>
      {context}
      {changed.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {changed.map((c) => (
            <div key={c.key} className="contents">
              <dt className="text-slate-700">{c.label}</dt>
              <dd className="text-slate-900">
                {c.before !== null && c.after !== null
                  ? t('change', { before: c.before, after: c.after })
                  : (c.after ?? c.before)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
