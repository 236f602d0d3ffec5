import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@ecopeso/shared/contracts';
import {
  MTR_CANCEL_JUSTIFICATION_MIN,
  mtrDraftInputSchema,
  type Mtr,
  type MtrProposal,
  type MtrSettings,
} from '@ecopeso/shared/mtr';
import type { SubType } from '@ecopeso/shared/waste';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DownloadButton } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download-file';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import {
  MTR_PATHS,
  useCancelMtr,
  useContracts,
  useCreateDraft,
  useExchanges,
  useIssueMtr,
  useMtr,
  useMtrs,
  useProposal,
  useRefreshMtr,
  useSimulateReceiver,
  useUpdateDraft,
} from '../api/mtr-api';
import { errorText, ExchangeItem, formatDate, formatDateTime, formatKg, Section, StatusBadge } from './mtr-common';

const todayIso = () => new Date().toLocaleDateString('en-CA');

function useContractLabel() {
  const words = useWords();
  return (c: { wasteType: Contract['wasteType']; subType: string | null; receiver: { name: string } }) =>
    `${c.subType ? `${words.wasteType(c.wasteType)} · ${words.subType(c.subType as SubType)}` : words.wasteType(c.wasteType)} — ${c.receiver.name}`;
}

interface ItemDraft {
  ibamaCode: string;
  ibamaDescription: string | null;
  weighedKg: number;
  quantity: string;
}

/**
 * "Nova coleta" for a contract: the kilos weighed since its last MTR by IBAMA code, editable (the truck's scale
 * may differ), with shipment date, driver, plate and notes; saved as a draft, then issued.
 */
function NewCollection({
  clientId,
  contract,
  onDone,
}: {
  clientId: string;
  contract: Contract;
  onDone(mtr: Mtr | null): void;
}) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const contractLabel = useContractLabel();
  const proposal = useProposal(clientId, contract.id);
  const create = useCreateDraft(clientId);
  const update = useUpdateDraft(clientId);
  const issue = useIssueMtr(clientId);
  const [items, setItems] = useState<ItemDraft[] | null>(null);
  const [shipmentDate, setShipmentDate] = useState(todayIso);
  const [driverName, setDriverName] = useState('');
  const [vehiclePlate, setVehiclePlate] = useState('');
  const [notes, setNotes] = useState('');
  const [draft, setDraft] = useState<Mtr | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  // The proposal's quantities until the first edit; then the edited list.
  const shown: ItemDraft[] =
    items ??
    (proposal.data?.items ?? []).map((i) => ({
      ibamaCode: i.ibamaCode,
      ibamaDescription: i.ibamaDescription,
      weighedKg: i.weighedKg,
      quantity: String(i.quantityKg),
    }));

  const busy = create.isPending || update.isPending || issue.isPending;

  const parse = (p: MtrProposal) => {
    const quantities = shown.map((i) => Number(i.quantity.replace(',', '.')));
    return mtrDraftInputSchema.safeParse({
      contractId: contract.id,
      shipmentDate,
      driverName,
      vehiclePlate,
      notes,
      items: shown.map((i, n) => ({
        ibamaCode: i.ibamaCode,
        quantityKg: quantities[n],
        weighedKg: i.weighedKg,
      })),
      weighedFrom: p.weighedFrom,
      weighedUntil: p.weighedUntil,
    });
  };

  /** Saves the form as a draft (creating it the first time), and answers the draft as it now stands. */
  const saveDraft = async (): Promise<Mtr | null> => {
    setError(null);
    if (!proposal.data) return null;
    const parsed = parse(proposal.data);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      setError(
        [...fields].map((f) => t(`collection.invalid.${f}`, { defaultValue: t('collection.invalid.other') })).join(' '),
      );
      return null;
    }
    try {
      const { contractId: _contractId, ...fields } = parsed.data;
      const saved = draft
        ? await update.mutateAsync({ id: draft.id, input: { ...fields, version: draft.version } })
        : await create.mutateAsync(parsed.data);
      setDraft(saved);
      return saved;
    } catch (err) {
      setError(errorText(t, err));
      return null;
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (await saveDraft()) toast.show('success', t('collection.draftSaved'));
  };

  const onIssue = async () => {
    if (!driverName.trim() || !vehiclePlate.trim()) return setError(t('collection.driverNeeded'));
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const issued = await issue.mutateAsync({ id: saved.id });
      toast.show(
        'success',
        issued.number ? t('collection.issued', { number: issued.number }) : t('collection.issuePending'),
      );
      onDone(issued);
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <form
      onSubmit={(e) => void onSave(e)}
      className="space-y-3 rounded-xl border border-sky-200 bg-sky-50/40 p-3"
      aria-labelledby={titleId}
      noValidate
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('collection.title', { contract: contractLabel(contract) })}
      </h3>
      {proposal.isPending ? (
        <p role="status">{t('collection.loading')}</p>
      ) : proposal.isError ? (
        <p role="alert" className="text-red-800">
          {errorText(t, proposal.error)}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {proposal.data.weighedFrom
              ? t('collection.since', {
                  from: formatDateTime(proposal.data.weighedFrom, lang),
                  total: formatKg(proposal.data.totalKg, lang),
                })
              : t('collection.sinceStart', { total: formatKg(proposal.data.totalKg, lang) })}
          </p>
          {shown.length === 0 ? (
            <p className="text-slate-700">{t('collection.nothing')}</p>
          ) : (
            <ResponsiveList
              caption={t('collection.items')}
              rows={shown}
              rowKey={(i) => i.ibamaCode}
              columns={[
                {
                  label: t('collection.ibama'),
                  cell: (i) => (
                    <span>
                      <span className="font-mono">{i.ibamaCode}</span>
                      {i.ibamaDescription && <span className="block text-xs text-slate-600">{i.ibamaDescription}</span>}
                    </span>
                  ),
                },
                { label: t('collection.weighed'), cell: (i) => formatKg(i.weighedKg, lang), align: 'right' },
                {
                  label: t('collection.quantity'),
                  cell: (i) => (
                    <TextField
                      label={t('collection.quantityOf', { code: i.ibamaCode })}
                      size="sm"
                      className="[&>label]:sr-only"
                      inputClassName="w-28 text-right"
                      inputMode="decimal"
                      value={i.quantity}
                      onChange={(e) =>
                        setItems(
                          shown.map((x) => (x.ibamaCode === i.ibamaCode ? { ...x, quantity: e.target.value } : x)),
                        )
                      }
                    />
                  ),
                },
              ]}
            />
          )}
          {proposal.data.unmapped.length > 0 && <p className="text-sm text-amber-900">{t('collection.unmapped')}</p>}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <TextField
              label={t('collection.shipmentDate')}
              size="sm"
              type="date"
              required
              value={shipmentDate}
              onChange={(e) => setShipmentDate(e.target.value)}
            />
            <TextField
              label={t('collection.driver')}
              size="sm"
              value={driverName}
              onChange={(e) => setDriverName(e.target.value)}
            />
            <TextField
              label={t('collection.plate')}
              description={t('collection.plateHelp')}
              size="sm"
              value={vehiclePlate}
              onChange={(e) => setVehiclePlate(e.target.value)}
            />
            <TextField
              label={t('collection.notes')}
              size="sm"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !shown.length}>
              {t('collection.saveDraft')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void onIssue()}
              disabled={busy || !shown.length}
              aria-busy={issue.isPending}
            >
              {issue.isPending ? t('collection.issuing') : t('collection.issue')}
            </Button>
            <Button variant="ghost" onClick={() => onDone(null)} disabled={busy}>
              {t('collection.close')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

/** One MTR: its status, CDF, PDFs, refresh, cancel with a justification, and every exchange with the system. */
export function MtrDetail({
  clientId,
  mtrId,
  simulator,
  onClose,
}: {
  clientId: string;
  mtrId: string;
  simulator: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const mtr = useMtr(clientId, mtrId);
  const exchanges = useExchanges(clientId, mtrId);
  const refresh = useRefreshMtr(clientId);
  const cancel = useCancelMtr(clientId);
  const simulate = useSimulateReceiver(clientId);
  const [cancelling, setCancelling] = useState(false);
  const [justification, setJustification] = useState('');
  const [busyPdf, setBusyPdf] = useState<'mtr' | 'cdf' | null>(null);
  const justificationId = useId();
  const titleId = useId();
  if (!mtr.data) return <p role="status">{t('loading')}</p>;
  const m = mtr.data;
  const pdf = (which: 'mtr' | 'cdf') => {
    setBusyPdf(which);
    const path = which === 'mtr' ? MTR_PATHS.mtrPdf(clientId, m.id) : MTR_PATHS.cdfPdf(clientId, m.id);
    downloadFile(path, 'application/pdf', `${which}-${(which === 'mtr' ? m.number : m.cdfNumber) ?? m.id}.pdf`)
      .catch(() => toast.show('error', t('errors.download')))
      .finally(() => setBusyPdf(null));
  };
  const fail = (err: unknown) => toast.show('error', errorText(t, err));

  return (
    <article className="space-y-3 rounded-xl border border-slate-300 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {m.number ? t('detail.title', { number: m.number }) : t('detail.draftTitle')}
        </h3>
        <StatusBadge status={m.status} />
        <Button size="sm" variant="ghost" onClick={onClose} className="ml-auto">
          {t('detail.close')}
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.number')}</dt>
          <dd data-testid="mtr-number">{m.number ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.cdf')}</dt>
          <dd data-testid="cdf-number">{m.cdfNumber ?? t('detail.noCdf')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.shipment')}</dt>
          <dd>{formatDate(m.shipmentDate, lang)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.driver')}</dt>
          <dd>
            {m.driverName || '—'} · {m.vehiclePlate || '—'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.declared')}</dt>
          <dd>
            {formatKg(m.declaredKg, lang)} ({t('detail.weighed', { kg: formatKg(m.weighedKg, lang) })})
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.checked')}</dt>
          <dd>{m.statusCheckedAt ? formatDateTime(m.statusCheckedAt, lang) : '—'}</dd>
        </div>
      </dl>
      {m.issuePending && <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{t('detail.issuePending')}</p>}
      {m.lastError && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {t('detail.lastError', { message: m.lastError.message })}
        </p>
      )}
      {m.cancelJustification && <p className="text-sm">{t('detail.cancelled', { why: m.cancelJustification })}</p>}
      <div className="flex flex-wrap gap-2">
        {m.hasPdf && (
          <DownloadButton
            label={t('detail.mtrPdf')}
            busy={busyPdf === 'mtr'}
            disabled={busyPdf !== null}
            onClick={() => pdf('mtr')}
          />
        )}
        {m.hasCdfPdf && (
          <DownloadButton
            label={t('detail.cdfPdf')}
            busy={busyPdf === 'cdf'}
            disabled={busyPdf !== null}
            onClick={() => pdf('cdf')}
          />
        )}
        {m.status !== 'draft' && m.status !== 'cancelled' && (
          <Button
            size="sm"
            onClick={() => refresh.mutate(m.id, { onError: fail })}
            disabled={refresh.isPending}
            aria-busy={refresh.isPending}
          >
            {refresh.isPending ? t('detail.refreshing') : t('detail.refresh')}
          </Button>
        )}
        {simulator && m.status === 'issued' && (
          <Button
            size="sm"
            onClick={() => simulate.mutate({ id: m.id, step: 'receive' }, { onError: fail })}
            disabled={simulate.isPending}
          >
            {t('detail.simulateReceive')}
          </Button>
        )}
        {simulator && m.status === 'received' && (
          <Button
            size="sm"
            onClick={() => simulate.mutate({ id: m.id, step: 'cdf' }, { onError: fail })}
            disabled={simulate.isPending}
          >
            {t('detail.simulateCdf')}
          </Button>
        )}
        {m.status === 'issued' && (
          <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
            {t('detail.cancel')}
          </Button>
        )}
      </div>
      <details className="rounded-lg border border-slate-200 p-2">
        <summary className="cursor-pointer font-medium">
          {t('detail.exchanges', { count: exchanges.data?.items.length ?? 0 })}
        </summary>
        <ol className="mt-2 space-y-2">
          {(exchanges.data?.items ?? []).map((x) => (
            <li key={x.id} className="rounded-lg border border-slate-100 p-2 text-sm">
              <ExchangeItem exchange={x} />
            </li>
          ))}
        </ol>
      </details>
      <ConfirmDialog
        open={cancelling}
        theme="danger"
        title={t('cancel.title', { number: m.number ?? '' })}
        message={
          <div className="space-y-2">
            <p>{t('cancel.message')}</p>
            <label htmlFor={justificationId} className="block text-sm font-semibold">
              {t('cancel.justification', { min: MTR_CANCEL_JUSTIFICATION_MIN })}
            </label>
            <textarea
              id={justificationId}
              className="w-full rounded-lg border border-slate-300 p-2"
              rows={3}
              value={justification}
              onChange={(e) => setJustification(e.target.value)}
            />
          </div>
        }
        confirmText={t('cancel.confirm')}
        cancelText={t('cancel.keep')}
        busy={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          if (justification.trim().length < MTR_CANCEL_JUSTIFICATION_MIN) {
            toast.show('error', t('cancel.tooShort', { min: MTR_CANCEL_JUSTIFICATION_MIN }));
            return;
          }
          cancel.mutate(
            { id: m.id, input: { version: m.version, justification: justification.trim() } },
            {
              onSuccess: () => {
                setCancelling(false);
                setJustification('');
                toast.show('success', t('cancel.done'));
              },
              onError: fail,
            },
          );
        }}
      />
    </article>
  );
}

/** Per contract "Nova coleta", and the client's MTRs with their status, CDF and history. */
export function MtrsPanel({ clientId, settings }: { clientId: string; settings: MtrSettings }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const contractLabel = useContractLabel();
  const contracts = useContracts(clientId);
  const mtrs = useMtrs(clientId);
  const [collecting, setCollecting] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const active = (contracts.data ?? []).filter((c) => !c.validTo || c.validTo >= todayIso());
  const contractOf = (id: string) => (contracts.data ?? []).find((c) => c.id === id);

  return (
    <>
      <Section id="mtr-contracts" title={t('contracts.title')}>
        {!settings.configured && <p className="text-amber-900">{t('contracts.notConfigured')}</p>}
        {contracts.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : active.length === 0 ? (
          <p className="text-slate-700">{t('contracts.none')}</p>
        ) : (
          <ul className="space-y-2">
            {active.map((c) => (
              <li key={c.id} className="space-y-2">
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
                  <span>
                    <span className="font-medium">{contractLabel(c)}</span>
                    <span className="block text-sm text-slate-600">
                      {t('contracts.carrier', { name: c.carrier.name })}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={!settings.configured}
                    aria-label={t('contracts.newFor', { contract: contractLabel(c) })}
                    onClick={() => setCollecting(c.id)}
                  >
                    {t('contracts.new')}
                  </Button>
                </div>
                {collecting === c.id && (
                  <NewCollection
                    clientId={clientId}
                    contract={c}
                    onDone={(mtr) => {
                      setCollecting(null);
                      if (mtr) setOpen(mtr.id);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="mtr-list" title={t('list.title')}>
        {open && (
          <MtrDetail
            clientId={clientId}
            mtrId={open}
            simulator={settings.environment === 'simulator'}
            onClose={() => setOpen(null)}
          />
        )}
        {mtrs.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : (mtrs.data?.items ?? []).length === 0 ? (
          <p className="text-slate-700">{t('list.empty')}</p>
        ) : (
          <ResponsiveList
            caption={t('list.title')}
            rows={mtrs.data?.items ?? []}
            rowKey={(m) => m.id}
            columns={[
              {
                label: t('list.number'),
                cell: (m) => <span className="font-medium">{m.number ?? t('list.draft')}</span>,
              },
              {
                label: t('list.contract'),
                cell: (m) => {
                  const c = contractOf(m.contractId);
                  return c ? contractLabel(c) : m.receiver.name;
                },
              },
              { label: t('list.shipment'), cell: (m) => formatDate(m.shipmentDate, lang) },
              { label: t('list.declared'), cell: (m) => formatKg(m.declaredKg, lang), align: 'right' },
              { label: t('list.status'), cell: (m) => <StatusBadge status={m.status} /> },
              { label: t('list.cdf'), cell: (m) => m.cdfNumber ?? '—' },
              {
                label: t('list.actions'),
                cell: (m) => (
                  <Button
                    size="sm"
                    onClick={() => setOpen(m.id)}
                    aria-label={t('list.openOf', { number: m.number ?? t('list.draft') })}
                  >
                    {t('list.open')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}
