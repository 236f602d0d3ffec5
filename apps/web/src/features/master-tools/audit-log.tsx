import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES } from '@ecopeso/shared/audit';
import { AUDIT_ACTOR_MAX, auditLogFilterSchema } from '@ecopeso/shared/master-tools';
import { DESTINATIONS, WASTE_TYPES, type Destination, type SubType, type WasteType } from '@ecopeso/shared/waste';
import { AuditEventItem, useAuditWords } from '@/components/audit-history';
import { Button } from '@/components/ui/button';
import { namedOptions, selectOptions } from '@/components/ui/field';
import { Form, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import { useClients } from '@/lib/clients-api';
import { useWords } from '@/lib/use-words';
import { useAuditLog, type AuditLogFilter } from './api/admin-tools';
import { QueryState, ToolSection } from './tool-parts';
import { Pager, pageCount } from '@/components/ui/pager';

const isWasteType = (v: unknown): v is WasteType => (WASTE_TYPES as readonly unknown[]).includes(v);
const isDestination = (v: unknown): v is Destination => (DESTINATIONS as readonly unknown[]).includes(v);

/**
 * Tool 5: every audit event, tenant and global, newest first, filtered by actor, entity, client and days; each
 * shows what changed as the other histories do (components/audit-history.tsx), in the reader's language.
 */
export function AuditLogTool() {
  const { t } = useTranslation('admin-tools');
  const words = useWords();
  const auditWords = useAuditWords();
  const clients = useClients();
  // The form holds what is being chosen; the list shows what was last applied, from its first page.
  const form = useZodForm(auditLogFilterSchema, { defaultValues: {} });
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const [page, setPage] = useState(1);
  const query = useAuditLog(filter, page);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const apply = (values: AuditLogFilter) => {
    setFilter(values);
    setPage(1);
  };
  // Stored codes in words: waste types, sub-types, destinations.
  const formatValue = (field: string, value: unknown): string | undefined => {
    if (field === 'wasteType' && isWasteType(value)) return words.wasteType(value);
    if (field === 'destination' && isDestination(value)) return words.destination(value);
    if (field === 'subType' && typeof value === 'string') return words.subType(value as SubType);
    if (field === 'subType' && value === null) return words.noSubType;
    return undefined;
  };

  return (
    <ToolSection id="tool-audit" title={t('audit.title')} intro={t('audit.intro')}>
      <Form
        form={form}
        onSubmit={apply}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <FormTextField
          name="actor"
          emptyAs="undefined"
          label={t('audit.actor')}
          description={t('audit.actorHint')}
          maxLength={AUDIT_ACTOR_MAX}
          className="lg:col-span-2"
        />
        <FormSelect
          name="entity"
          emptyAs="undefined"
          label={t('audit.entity')}
          emptyOption={t('audit.any')}
          options={selectOptions(AUDIT_ENTITIES, auditWords.entity)}
        />
        <FormSelect
          name="clientId"
          emptyAs="undefined"
          label={t('audit.client')}
          emptyOption={t('audit.any')}
          options={namedOptions(clients.data)}
        />
        <FormTextField name="from" emptyAs="undefined" label={t('audit.from')} type="date" />
        <FormTextField name="to" emptyAs="undefined" label={t('audit.to')} type="date" />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit" variant="primary">
            {t('audit.apply')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              form.reset({});
              apply({});
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </Form>
      <QueryState pending={query.isPending} error={query.error} />
      {data && (
        <>
          <p role="status" className="text-sm text-slate-700">
            {t('audit.count', { count: data.total })}
          </p>
          {data.items.length > 0 && (
            <ol className="space-y-3" aria-busy={query.isFetching || undefined}>
              {data.items.map((event) => (
                <AuditEventItem
                  key={event.id}
                  event={event}
                  formatValue={formatValue}
                  context={
                    <p className="text-sm text-slate-700">
                      {auditWords.entity(event.entity)}
                      {event.clientName ? ` · ${event.clientName}` : ''}
                    </p>
                  }
                />
              ))}
            </ol>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </ToolSection>
  );
}
