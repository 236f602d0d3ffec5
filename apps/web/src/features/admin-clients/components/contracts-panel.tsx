import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientAdmin } from '@ecopeso/shared/admin-clients';
import { contractInputSchema, type Contract } from '@ecopeso/shared/contracts';
import { DESTINATIONS, SUBTYPES_BY_TYPE, WASTE_TYPES, type Destination, type SubType } from '@ecopeso/shared/waste';
import { formatDay } from '@ecopeso/shared/dates';
import { formatBrl } from '@ecopeso/shared/figures';
import { AuditHistory } from '@/components/audit-history';
import { Button } from '@/components/ui/button';
import { namedOptions, selectOptions } from '@/components/ui/field';
import {
  Form,
  FormActions,
  FormDatePicker,
  FormNumberField,
  FormSelect,
  FormTextField,
  useZodForm,
} from '@/components/ui/form';
import { useWords } from '@/lib/use-words';
import { useContracts } from '@/lib/contracts-api';
import { useProviders, useSaveContract } from '../api/admin-clients';
import { useSave } from '../lib/use-save';
import { LicenceBadge } from '@/components/licence-banner';
import { useLanguage } from '@/lib/language';
import { GlossaryLink } from '@/components/glossary-link';
import { Alert } from '@/components/ui/alert';

const isSubType = (v: string): v is SubType =>
  (SUBTYPES_BY_TYPE.reciclavel as readonly string[]).includes(v) ||
  (SUBTYPES_BY_TYPE.organico as readonly string[]).includes(v);

/** A client's contracts: each with its providers' licence status, and the form that adds or edits one. */
export function ContractsPanel({ client }: { client: ClientAdmin }) {
  const { lang } = useLanguage();
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  const contracts = useContracts(client.id);
  const [editing, setEditing] = useState<Contract | 'new' | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('contracts.title')}</h2>
        {editing === null && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('contracts.new')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <ContractForm
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          clientId={client.id}
          contract={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {contracts.isError && <Alert>{t('errors.load')}</Alert>}
      {contracts.data && contracts.data.length === 0 && <p className="text-slate-700">{t('contracts.empty')}</p>}
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t('contracts.title')}>
        {contracts.data?.map((c) => (
          <li key={c.id} className="space-y-1 rounded-xl border border-slate-300 p-4">
            <p className="font-semibold">
              {words.wasteType(c.wasteType)}
              {c.subType && isSubType(c.subType) ? ` / ${words.subType(c.subType)}` : ''} →{' '}
              {words.destination(c.destination)}
            </p>
            <p>{t('contracts.providers', { carrier: c.carrier.name, receiver: c.receiver.name })}</p>
            <p>
              {c.validTo
                ? t('contracts.period', { from: formatDay(c.validFrom, lang), to: formatDay(c.validTo, lang) })
                : t('contracts.openPeriod', { from: formatDay(c.validFrom, lang) })}
            </p>
            {c.pricePerKg !== null && <p>{t('contracts.price', { price: formatBrl(c.pricePerKg, lang, 4) })}</p>}
            {c.notes && <p className="text-slate-700">{c.notes}</p>}
            <p>
              {t('contracts.licences')} <LicenceBadge status={c.licenceStatus} />
            </p>
            <div className="flex gap-2 pt-1">
              <Button
                size="sm"
                onClick={() => setEditing(c)}
                aria-label={t('contracts.editOne', {
                  type: words.wasteType(c.wasteType),
                  from: formatDay(c.validFrom, lang),
                })}
              >
                {t('actions.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setHistory(history === c.id ? null : c.id)}
                aria-expanded={history === c.id}
              >
                {t('tabs.history')}
              </Button>
            </div>
            {history === c.id && <AuditHistory entity="contract" id={c.id} headingLevel={3} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContractForm({ clientId, contract, onDone }: { clientId: string; contract: Contract | null; onDone(): void }) {
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  const save = useSaveContract();
  const { error, save: send } = useSave(onDone);
  const carriers = useProviders('carrier', { status: 'active', pageSize: 100 });
  const receivers = useProviders('receiver', { status: 'active', pageSize: 100 });
  const form = useZodForm(contractInputSchema, {
    defaultValues: contract
      ? {
          carrierId: contract.carrier.id,
          receiverId: contract.receiver.id,
          wasteType: contract.wasteType,
          subType: contract.subType,
          destination: contract.destination,
          validFrom: contract.validFrom,
          validTo: contract.validTo,
          pricePerKg: contract.pricePerKg,
          notes: contract.notes,
        }
      : {
          carrierId: '',
          receiverId: '',
          wasteType: 'organico',
          subType: null,
          destination: 'composting',
          validFrom: '',
          validTo: null,
          pricePerKg: null,
          notes: '',
        },
  });
  const wasteType = useWatch({ control: form.control, name: 'wasteType' });
  const receiverId = useWatch({ control: form.control, name: 'receiverId' });
  const receiver = receivers.data?.items.find((r) => r.id === receiverId);
  const destinations: readonly Destination[] = receiver ? receiver.destinations : DESTINATIONS;
  const subs: readonly SubType[] =
    wasteType === 'reciclavel' || wasteType === 'organico' ? SUBTYPES_BY_TYPE[wasteType] : [];
  return (
    <Form
      form={form}
      className="space-y-4 rounded-xl border border-slate-300 p-4"
      aria-labelledby="contract-form-title"
      onSubmit={(values) =>
        send(
          () =>
            save.mutateAsync({
              clientId,
              contractId: contract?.id ?? null,
              version: contract?.version ?? 1,
              input: values,
            }),
          t('toast.contractSaved'),
        )
      }
    >
      <h3 id="contract-form-title" className="text-lg font-semibold">
        {contract ? t('contracts.editTitle') : t('contracts.new')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          name="carrierId"
          label={t('contracts.carrier')}
          required
          emptyOption={t('contracts.choose')}
          options={namedOptions(carriers.data?.items)}
        />
        <FormSelect
          name="receiverId"
          label={t('contracts.receiver')}
          required
          emptyOption={t('contracts.choose')}
          options={namedOptions(receivers.data?.items)}
        />
        <FormSelect
          name="wasteType"
          label={t('contracts.wasteType')}
          required
          onChangeCapture={() => form.setValue('subType', null)}
          options={selectOptions(WASTE_TYPES, words.wasteType)}
        />
        {/* '' stands for "every sub-type" (null in the contract). */}
        <FormSelect
          name="subType"
          emptyAs="null"
          label={t('contracts.subType')}
          emptyOption={t('contracts.anySubType')}
          disabled={!subs.length}
          options={selectOptions(subs, words.subType)}
        />
        <FormSelect
          name="destination"
          label={t('contracts.destination')}
          required
          description={
            <>
              {receiver && <span className="block">{t('contracts.destinationHint')}</span>}
              <GlossaryLink term="hierarquia-residuos">{t('contracts.destinationsExplained')}</GlossaryLink>
            </>
          }
          options={selectOptions(destinations, words.destination)}
        />
        <FormNumberField
          name="pricePerKg"
          label={t('contracts.pricePerKg')}
          description={t('contracts.priceHint')}
          formatOptions={{ style: 'currency', currency: 'BRL', maximumFractionDigits: 4 }}
        />
        <FormDatePicker name="validFrom" label={t('contracts.validFrom')} required />
        <FormDatePicker name="validTo" label={t('contracts.validTo')} description={t('contracts.validToHint')} />
      </div>
      <FormTextField name="notes" label={t('contracts.notes')} autoComplete="off" />
      <FormActions error={error} onCancel={onDone} busy={save.isPending} />
    </Form>
  );
}
