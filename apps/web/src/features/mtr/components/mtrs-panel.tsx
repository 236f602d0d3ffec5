import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Contract } from '@ecopeso/shared/contracts';
import {
  MTR_CANCEL_JUSTIFICATION_MIN,
  mtrDraftInputSchema,
  mtrDraftUpdateSchema,
  type Mtr,
  type MtrAction,
} from '@ecopeso/shared/mtr';
import { type MtrSettings } from '@ecopeso/shared/mtr-settings';
import { MTR_FAMILY } from '@ecopeso/shared/mtr-systems';
import type { SubType } from '@ecopeso/shared/waste';
import { dayInZone, DEFAULT_TIMEZONE, formatDateTime, formatDay } from '@ecopeso/shared/dates';
import { formatEnteredKg, formatKg } from '@ecopeso/shared/figures';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DownloadButton } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import {
  MTR_PATHS,
  useCancelMtr,
  useContracts,
  useCreateDraft,
  useDiscardMtr,
  useExchanges,
  useIssueMtr,
  useMtr,
  useMtrs,
  useProposal,
  useReconcileMtr,
  useRefreshMtr,
  useReissueMtr,
  useSimulateReceiver,
  useUpdateDraft,
} from '../api/mtr-api';
import { errorText, ExchangeItem, Section, StatusBadge } from './mtr-common';
import {
  DraftItems,
  invalidDraftText,
  itemDrafts,
  itemInputs,
  shipmentOf,
  ShipmentFields,
  type ItemDraft,
  type ShipmentDraft,
} from './draft-fields';
import { QuantitiesSent, useFarQuantityCheck } from './quantity-check';
import { Alert } from '@/components/ui/alert';
import { TextAreaField } from '@/components/ui/field';

/** Today in Brasília: the day the server's contracts in force and the MTR systems count by. */
const todayIso = () => dayInZone(DEFAULT_TIMEZONE);

function useContractLabel() {
  const words = useWords();
  return (c: { wasteType: Contract['wasteType']; subType: string | null; receiver: { name: string } }) =>
    `${c.subType ? `${words.wasteType(c.wasteType)} · ${words.subType(c.subType as SubType)}` : words.wasteType(c.wasteType)} — ${c.receiver.name}`;
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
  const [shipment, setShipment] = useState<ShipmentDraft>(() => ({
    shipmentDate: todayIso(),
    driverName: '',
    vehiclePlate: '',
    notes: '',
  }));
  const [draft, setDraft] = useState<Mtr | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const farCheck = useFarQuantityCheck(lang);

  // The proposal's quantities until the first edit; then the edited list.
  const shown: ItemDraft[] = items ?? itemDrafts(proposal.data?.items ?? [], lang);

  const busy = create.isPending || update.isPending || issue.isPending;

  /** Saves the form as a draft (creating it the first time), and answers the draft as it now stands. */
  const saveDraft = async (): Promise<Mtr | null> => {
    setError(null);
    if (!proposal.data) return null;
    const parsed = mtrDraftInputSchema.safeParse({
      contractId: contract.id,
      ...shipment,
      items: itemInputs(shown, lang),
      weighedFrom: proposal.data.weighedFrom,
      weighedUntil: proposal.data.weighedUntil,
    });
    if (!parsed.success) {
      setError(invalidDraftText(t, parsed.error));
      return null;
    }
    if (!(await farCheck.ask(parsed.data.items))) return null;
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
    if (!shipment.driverName.trim() || !shipment.vehiclePlate.trim()) return setError(t('collection.driverNeeded'));
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
      {farCheck.dialog}
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
            <DraftItems items={shown} onChange={setItems} />
          )}
          {proposal.data.unmapped.length > 0 && <p className="text-sm text-amber-900">{t('collection.unmapped')}</p>}
          <ShipmentFields value={shipment} onChange={setShipment} />
          {error && <Alert>{error}</Alert>}
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

/**
 * A draft's fields, edited in its detail: shipment date, driver, plate, notes and each item's quantity (and count);
 * saved from the version read, and issued from here.
 */
function DraftEditor({ clientId, mtr: m }: { clientId: string; mtr: Mtr }) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const update = useUpdateDraft(clientId);
  const issue = useIssueMtr(clientId);
  const { lang } = useLanguage();
  const [shipment, setShipment] = useState(() => shipmentOf(m));
  const [items, setItems] = useState(() => itemDrafts(m.items, lang));
  const farCheck = useFarQuantityCheck(lang);
  const [error, setError] = useState<string | null>(null);
  const busy = update.isPending || issue.isPending;

  const save = async (): Promise<Mtr | null> => {
    setError(null);
    const parsed = mtrDraftUpdateSchema.safeParse({
      version: m.version,
      ...shipment,
      items: itemInputs(items, lang),
      weighedFrom: m.weighedFrom,
      weighedUntil: m.weighedUntil,
    });
    if (!parsed.success) {
      setError(invalidDraftText(t, parsed.error));
      return null;
    }
    // Asked only for quantities changed here (the rest were kept, or asked, before).
    const changed = parsed.data.items.filter((i, n) => i.quantityKg !== m.items[n]!.quantityKg);
    if (!(await farCheck.ask(changed))) return null;
    try {
      return await update.mutateAsync({ id: m.id, input: parsed.data });
    } catch (err) {
      setError(errorText(t, err));
      return null;
    }
  };

  const onIssue = async () => {
    if (!shipment.driverName.trim() || !shipment.vehiclePlate.trim()) return setError(t('collection.driverNeeded'));
    const saved = await save();
    if (!saved) return;
    try {
      const issued = await issue.mutateAsync({ id: saved.id });
      toast.show(
        'success',
        issued.number ? t('collection.issued', { number: issued.number }) : t('collection.issuePending'),
      );
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-sky-200 bg-sky-50/40 p-3">
      {farCheck.dialog}
      <ShipmentFields value={shipment} onChange={setShipment} />
      <DraftItems items={items} onChange={setItems} />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => void save().then((ok) => ok && toast.show('success', t('collection.draftSaved')))}
          disabled={busy}
        >
          {t('collection.saveDraft')}
        </Button>
        {m.actions.includes('issue') && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => void onIssue()}
            disabled={busy}
            aria-busy={issue.isPending}
          >
            {issue.isPending ? t('collection.issuing') : t('collection.issue')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * Where an issue stands while the MTR is `issuing`: being confirmed (the page asks the system again by itself
 * while the answer is only lost), or the evidence of a reconciliation that could not decide and the question put
 * to the person: look again, or issue again (the server audits that choice).
 */
function IssueState({ clientId, mtr: m }: { clientId: string; mtr: Mtr }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const reconcile = useReconcileMtr(clientId);
  const reissue = useReissueMtr(clientId);
  const [confirming, setConfirming] = useState(false);
  const phase = m.issue?.phase;
  const check = m.issue?.check ?? null;
  const { mutate } = reconcile;
  // While the answer is only lost, the system is asked again every few seconds: it never sends anything.
  const checkedAt = check?.at ?? null;
  // A boolean, not `m.actions`: the MTR is fetched again every 2 s while issuing, and a new array each time would
  // restart the timer before it ever fires.
  const canReconcile = m.actions.includes('reconcile');
  useEffect(() => {
    if (phase !== 'uncertain' || !canReconcile) return;
    const timer = setTimeout(() => mutate(m.id), 4_000);
    return () => clearTimeout(timer);
  }, [phase, checkedAt, m.id, canReconcile, mutate]);
  if (!m.issue) return null;
  const fail = (err: unknown) => toast.show('error', errorText(t, err));
  const system = t(`systems.${m.system}`);
  // The second family's systems cannot be asked for an MTR by our reference or by period: the person looks.
  const cannotAsk = MTR_FAMILY[m.system] === 'B';
  const evidence = cannotAsk
    ? t('issueState.cannotAsk', { system, reference: m.issue.reference, date: formatDay(m.shipmentDate, lang) })
    : check && check.from && check.to
      ? t('issueState.listed', {
          system,
          from: formatDay(check.from, lang),
          to: formatDay(check.to, lang),
          count: check.listed,
        })
      : t('issueState.lookedUp', { system, reference: m.issue.reference });
  return (
    <div role="status" className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      {phase === 'undecided' ? (
        <>
          <p className="font-semibold">
            {check?.candidates.length
              ? t('issueState.ambiguous', { numbers: check.candidates.join(', ') })
              : cannotAsk
                ? t('issueState.unknownThere', { system })
                : t('issueState.noneFound', { system })}
          </p>
          <p className="text-sm">{evidence}</p>
          <p className="text-sm">{t('issueState.question')}</p>
        </>
      ) : (
        <>
          <p className="font-semibold" data-testid="mtr-being-confirmed">
            {t('issueState.beingConfirmed')}
          </p>
          <p className="text-sm">{phase === 'sending' ? t('issueState.sending') : t('issueState.uncertain')}</p>
          {check && <p className="text-sm">{evidence}</p>}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {m.actions.includes('reconcile') && (
          <Button
            size="sm"
            onClick={() => reconcile.mutate(m.id, { onError: fail })}
            disabled={reconcile.isPending}
            aria-busy={reconcile.isPending}
          >
            {reconcile.isPending ? t('issueState.checking') : t('issueState.checkAgain')}
          </Button>
        )}
        {m.actions.includes('reissue') && (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('issueState.reissue')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        theme="warning"
        title={t('issueState.reissueTitle')}
        message={
          <div className="space-y-2">
            <p>{evidence}</p>
            <p>{t('issueState.reissueMessage')}</p>
          </div>
        }
        confirmText={t('issueState.reissueConfirm')}
        cancelText={t('issueState.reissueKeep')}
        busy={reissue.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reissue.mutate(
            { id: m.id, version: m.version },
            {
              onSuccess: (after) => {
                setConfirming(false);
                if (after.number) toast.show('success', t('collection.issued', { number: after.number }));
              },
              onError: fail,
            },
          )
        }
      />
    </div>
  );
}

/**
 * One MTR: its status, where its issue stands, its CDF and PDFs, and — as the API lists them — what may be done
 * now: a draft edited, issued or discarded; an issue in doubt looked up or, on a person's decision, sent again;
 * an issued MTR refreshed or cancelled with a justification. Every exchange with the system below.
 */
export function MtrDetail({ clientId, mtrId, onClose }: { clientId: string; mtrId: string; onClose(): void }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const mtr = useMtr(clientId, mtrId);
  const exchanges = useExchanges(clientId, mtrId);
  const refresh = useRefreshMtr(clientId);
  const cancel = useCancelMtr(clientId);
  const discard = useDiscardMtr(clientId);
  const simulate = useSimulateReceiver(clientId);
  const [cancelling, setCancelling] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [justification, setJustification] = useState('');
  const [busyPdf, setBusyPdf] = useState<'mtr' | 'cdf' | null>(null);
  const justificationId = useId();
  const titleId = useId();
  if (!mtr.data) return <p role="status">{t('loading')}</p>;
  const m = mtr.data;
  const can = (action: MtrAction) => m.actions.includes(action);
  const pdf = (which: 'mtr' | 'cdf') => {
    setBusyPdf(which);
    const path = which === 'mtr' ? MTR_PATHS.mtrPdf(clientId, m.id) : MTR_PATHS.cdfPdf(clientId, m.id);
    downloadFile(path, 'application/pdf', `${which}-${(which === 'mtr' ? m.number : m.cdfNumber) ?? m.id}.pdf`)
      .catch((err: unknown) =>
        toast.show('error', err instanceof ApiError && err.detail.reason ? errorText(t, err) : t('errors.download')),
      )
      .finally(() => setBusyPdf(null));
  };
  const fail = (err: unknown) => toast.show('error', errorText(t, err));

  return (
    <article className="space-y-3 rounded-xl border border-slate-300 p-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {m.number ? t('detail.title', { number: m.number }) : t('detail.draftTitle')}
        </h3>
        <StatusBadge status={m.status} test={m.test} />
        <Button size="sm" variant="ghost" onClick={onClose} className="ml-auto">
          {t('detail.close')}
        </Button>
      </div>
      {m.test && <p className="text-sm text-fuchsia-900">{t('detail.test')}</p>}
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
          <dd>{formatDay(m.shipmentDate, lang)}</dd>
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
            {formatEnteredKg(m.declaredKg, lang)} ({t('detail.weighed', { kg: formatKg(m.weighedKg, lang) })})
            <QuantitiesSent items={m.items} lang={lang} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('detail.checked')}</dt>
          <dd>{m.statusCheckedAt ? formatDateTime(m.statusCheckedAt, lang) : '—'}</dd>
        </div>
        {m.systemSituation && (
          <div>
            <dt className="font-semibold text-slate-600">{t('detail.systemSituation', { system: m.system })}</dt>
            <dd data-testid="mtr-system-situation">{m.systemSituation}</dd>
          </div>
        )}
        {m.reference && (
          <div>
            <dt className="font-semibold text-slate-600">{t('detail.reference')}</dt>
            <dd className="font-mono">{m.reference}</dd>
          </div>
        )}
      </dl>
      <IssueState clientId={clientId} mtr={m} />
      {m.lastError && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {t('detail.lastError', { message: m.lastError.message })}
        </p>
      )}
      {m.cancelJustification && <p className="text-sm">{t('detail.cancelled', { why: m.cancelJustification })}</p>}
      {can('edit') && <DraftEditor key={m.version} clientId={clientId} mtr={m} />}
      <div className="flex flex-wrap gap-2">
        {/* A PDF not kept yet is asked of the system on demand; one it cannot serve is said so in words. */}
        {(m.hasPdf || m.number) && (
          <DownloadButton
            label={t('detail.mtrPdf')}
            busy={busyPdf === 'mtr'}
            disabled={busyPdf !== null}
            onClick={() => pdf('mtr')}
          />
        )}
        {(m.hasCdfPdf || m.cdfNumber) && (
          <DownloadButton
            label={t('detail.cdfPdf')}
            busy={busyPdf === 'cdf'}
            disabled={busyPdf !== null}
            onClick={() => pdf('cdf')}
          />
        )}
        {can('refresh') && (
          <Button
            size="sm"
            onClick={() => refresh.mutate(m.id, { onError: fail })}
            disabled={refresh.isPending}
            aria-busy={refresh.isPending}
          >
            {refresh.isPending ? t('detail.refreshing') : t('detail.refresh')}
          </Button>
        )}
        {can('simulate-receive') && (
          <Button
            size="sm"
            onClick={() => simulate.mutate({ id: m.id, step: 'receive' }, { onError: fail })}
            disabled={simulate.isPending}
          >
            {t('detail.simulateReceive')}
          </Button>
        )}
        {can('simulate-cdf') && (
          <Button
            size="sm"
            onClick={() => simulate.mutate({ id: m.id, step: 'cdf' }, { onError: fail })}
            disabled={simulate.isPending}
          >
            {t('detail.simulateCdf')}
          </Button>
        )}
        {can('discard') && (
          <Button size="sm" variant="danger" onClick={() => setDiscarding(true)}>
            {t('detail.discard')}
          </Button>
        )}
        {can('cancel') && (
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
        open={discarding}
        theme="danger"
        title={t('discard.title')}
        message={t('discard.message')}
        confirmText={t('discard.confirm')}
        cancelText={t('discard.keep')}
        busy={discard.isPending}
        onCancel={() => setDiscarding(false)}
        onConfirm={() =>
          discard.mutate(
            { id: m.id, version: m.version },
            {
              onSuccess: () => {
                setDiscarding(false);
                toast.show('success', t('discard.done'));
              },
              onError: fail,
            },
          )
        }
      />
      <ConfirmDialog
        open={cancelling}
        theme="danger"
        title={t('cancel.title', { number: m.number ?? '' })}
        message={
          <div className="space-y-2">
            <p>{t('cancel.message')}</p>
            <TextAreaField
              id={justificationId}
              size="sm"
              label={t('cancel.justification', { min: MTR_CANCEL_JUSTIFICATION_MIN })}
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
  const words = useWords();
  const { lang } = useLanguage();
  const contractLabel = useContractLabel();
  const contracts = useContracts(clientId);
  const mtrs = useMtrs(clientId);
  const [collecting, setCollecting] = useState<string | null>(null);
  // `?mtr=` opens one MTR's detail (a link to it, or a page reloaded while it was open).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<string | null>(() => params.get('mtr'));
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
        {open && <MtrDetail clientId={clientId} mtrId={open} onClose={() => setOpen(null)} />}
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
                cell: (m) => <span className="font-medium">{m.number ?? words.mtrStatus('draft')}</span>,
              },
              {
                label: t('list.contract'),
                cell: (m) => {
                  const c = contractOf(m.contractId);
                  return c ? contractLabel(c) : m.receiver.name;
                },
              },
              { label: t('list.shipment'), cell: (m) => formatDay(m.shipmentDate, lang) },
              { label: t('list.declared'), cell: (m) => formatEnteredKg(m.declaredKg, lang), align: 'right' },
              { label: t('list.status'), cell: (m) => <StatusBadge status={m.status} test={m.test} /> },
              { label: t('list.cdf'), cell: (m) => m.cdfNumber ?? '—' },
              {
                label: t('list.actions'),
                cell: (m) => (
                  <Button
                    size="sm"
                    onClick={() => setOpen(m.id)}
                    aria-label={t('list.openOf', { number: m.number ?? words.mtrStatus('draft') })}
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
