import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type ContactMessage } from '@ecopeso/shared/master-tools';
import { Button } from '@/components/ui/button';
import { Select, selectOptions } from '@/components/ui/field';
import { useContactInbox, useMarkHandled } from './api/admin-tools';
import { ErrorText, QueryState, ToolSection, useFormats } from './tool-parts';
import { Pager, pageCount } from '@/components/ui/pager';

type Status = (typeof CONTACT_STATUSES)[number];

/**
 * Tool 6: the public contact form's messages, newest first; mark one handled or open again. Everything a visitor
 * typed is shown as text (React escapes it; no HTML is ever set), so markup in a message never runs.
 */
export function ContactInboxTool() {
  const { t } = useTranslation('admin-tools');
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const query = useContactInbox(status, page);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <ToolSection id="tool-inbox" title={t('inbox.title')} intro={t('inbox.intro')}>
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label={t('inbox.show')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
          className="w-56"
          options={selectOptions(CONTACT_STATUSES, (s) => t(`inbox.statuses.${s}`))}
        />
        {data && (
          <p role="status" className="pb-2 text-slate-700">
            {t('inbox.openCount', { count: data.open })}
          </p>
        )}
      </div>
      <QueryState pending={query.isPending} error={query.error} />
      {data && data.items.length === 0 && <p className="text-slate-700">{t('inbox.empty')}</p>}
      {data && data.items.length > 0 && (
        <ol className="space-y-3" aria-label={t('inbox.title')}>
          {data.items.map((m) => (
            <MessageCard key={m.id} message={m} />
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </ToolSection>
  );
}

function MessageCard({ message: m }: { message: ContactMessage }) {
  const { t } = useTranslation('admin-tools');
  const format = useFormats();
  const mark = useMarkHandled();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{m.fullName}</p>
          <p className="text-sm text-slate-700">
            <a className="text-brand-800 underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
            {m.company ? ` · ${m.company}` : ''}
            {' · '}
            <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>
          </p>
        </div>
        <Button
          size="sm"
          variant={m.handledAt ? 'secondary' : 'primary'}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
        >
          {m.handledAt ? t('inbox.reopen') : t('inbox.markHandled')}
        </Button>
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-900" data-testid="contact-message-text">
        {m.message}
      </p>
      {m.handledAt && (
        <p className="mt-2 text-sm text-slate-700">
          {t('inbox.handledBy', { name: m.handledBy ?? '—', at: format.dateTime(m.handledAt) })}
        </p>
      )}
      {mark.isError && <ErrorText error={mark.error} />}
    </li>
  );
}
