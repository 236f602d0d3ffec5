import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAdmin } from '@ecopeso/shared/admin-clients';
import { dayInZone, formatDay } from '@ecopeso/shared/dates';
import { formatEnteredKg, formatNumber } from '@ecopeso/shared/figures';
import {
  foodItemsByUse,
  LOSS_REASON_STAGE,
  newFoodItemSchema,
  newLossReasonSchema,
  type Container,
  type FoodItem,
  type KitchenLists,
  type LossReason,
} from '@ecopeso/shared/kitchen-lists';
import { tareOn } from '@ecopeso/shared/weighing-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { matchesSearch } from '@/components/ui/search-text';
import { ColumnTable } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useKitchenChange, useKitchenLists, type KitchenMethod, type KitchenPath } from '../api/kitchen';
import { errorText } from '../lib/error-text';
import { FoodCostForm, NameForm, NewContainerForm, NewTareForm } from './container-forms';
import { ContainerPhotoActions, ContainerPhotoThumbnail } from './container-photo';
import { Alert } from '@/components/ui/alert';

type Send = (path: string, method: KitchenMethod, body: unknown, done: string) => Promise<string | null>;

/**
 * A client's kitchen (issue 26 items 2 and 3, decision 035): the containers waste is weighed in with their tares, the
 * loss reasons and food items an organic weighing may name, and whether it must. Shown to who holds `kitchen:manage`.
 */
export function KitchenPanel({ client }: { client: ClientAdmin }) {
  const { t } = useTranslation('admin-clients');
  const toast = useToast();
  const lists = useKitchenLists(client.id);
  const change = useKitchenChange(client.id);
  const send: Send = async (path, method, body, done) => {
    try {
      await change.mutateAsync({ path, method, body });
      toast.show('success', done);
      return null;
    } catch (err) {
      return errorText(t, err);
    }
  };
  if (!lists.data) {
    return lists.isError ? <Alert>{t('errors.load')}</Alert> : <p>{t('loading')}</p>;
  }
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('kitchen.intro')}</p>
      <Settings lists={lists.data} send={send} busy={change.isPending} />
      <Section id="kitchen-food-cost" title={t('kitchen.foodCostTitle')}>
        <FoodCostForm
          current={lists.data.foodCostPerKg}
          onSave={(body) => send('kitchen-settings', 'PATCH', body, t('kitchen.toast.foodCost'))}
        />
      </Section>
      <Containers
        clientId={client.id}
        containers={lists.data.containers}
        today={dayInZone(client.timezone)}
        send={send}
      />
      <LossReasons reasons={lists.data.lossReasons} send={send} />
      <FoodItems items={lists.data.foodItems} send={send} />
    </div>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass({ className: 'space-y-4' })}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Status({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-clients');
  return <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'status.active' : 'status.inactive')}</Badge>;
}

/** Deactivate or reactivate an entry (entries are never deleted: records keep what they name). */
function ActiveToggle({
  path,
  entry,
  label,
  send,
}: {
  path: KitchenPath;
  entry: { id: string; active: boolean };
  label: string;
  send: Send;
}) {
  const { t } = useTranslation('admin-clients');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const next = !entry.active;
  return (
    <Button
      size="sm"
      variant={next ? 'secondary' : 'ghost'}
      loading={busy}
      aria-label={t(next ? 'kitchen.reactivateOne' : 'kitchen.deactivateOne', { name: label })}
      onClick={async () => {
        setBusy(true);
        const error = await send(
          `${path}/${encodeURIComponent(entry.id)}`,
          'PATCH',
          { active: next },
          t(next ? 'kitchen.toast.reactivated' : 'kitchen.toast.deactivated', { name: label }),
        );
        setBusy(false);
        if (error) toast.show('error', error);
      }}
    >
      {t(next ? 'kitchen.reactivate' : 'actions.deactivate')}
    </Button>
  );
}

/** The two switches: every organic weighing names a loss reason, a food item. */
function Settings({ lists, send, busy }: { lists: KitchenLists; send: Send; busy: boolean }) {
  const { t } = useTranslation('admin-clients');
  const toast = useToast();
  const switches = [
    ['requireLossReason', lists.requireLossReason],
    ['requireFoodItem', lists.requireFoodItem],
  ] as const;
  return (
    <Section id="kitchen-settings" title={t('kitchen.settings.title')}>
      <p className="text-slate-700">{t('kitchen.settings.hint')}</p>
      <div className="space-y-3">
        {switches.map(([key, on]) => (
          <label key={key} className="flex min-h-11 items-center gap-3 font-medium">
            <input
              type="checkbox"
              role="switch"
              className="h-6 w-6 accent-brand-700"
              checked={on}
              disabled={busy}
              onChange={async (e) => {
                const error = await send(
                  'kitchen-settings',
                  'PATCH',
                  { [key]: e.target.checked },
                  t('kitchen.toast.settings'),
                );
                if (error) toast.show('error', error);
              }}
            />
            {t(`kitchen.settings.${key}`)}
          </label>
        ))}
      </div>
    </Section>
  );
}

interface Entry {
  id: string;
  active: boolean;
}

/** Each list's route under the client, the id of its section, and the key of its words under `kitchen.`. */
const LISTS = {
  containers: { path: 'containers', id: 'kitchen-containers' },
  lossReasons: { path: 'loss-reasons', id: 'kitchen-loss-reasons' },
  foodItems: { path: 'food-items', id: 'kitchen-food-items' },
} as const satisfies Record<string, { path: KitchenPath; id: string }>;

/**
 * One of the kitchen's lists: its entries with a column of their own, their status and actions; "new" opens the
 * list's form, "rename" a name form under the entry; `below` shows what else an entry has open (a container's tare).
 * Its title, hint, "new" and name words are the list's own (`kitchen.<list>.title`, `.hint`, `.new`, `.name`).
 */
function EntryList<T extends Entry>({
  list,
  schema,
  newForm,
  column,
  entries,
  label,
  renameable,
  cell,
  actions,
  picture,
  below,
  search,
  empty,
  send,
}: {
  list: keyof typeof LISTS;
  schema: typeof newFoodItemSchema | typeof newLossReasonSchema;
  /** A list's own form for a new entry (a container's takes a tare); a name form otherwise. */
  newForm?: (close: (error: string | null) => string | null, cancel: () => void) => ReactNode;
  column: string;
  entries: readonly T[];
  label(entry: T): string;
  renameable(entry: T): boolean;
  cell(entry: T): ReactNode;
  actions?(entry: T): ReactNode;
  /** What shows above an entry's name (a container's photo). */
  picture?(entry: T): ReactNode;
  below?(entry: T): ReactNode;
  search?: ReactNode;
  empty: string;
  send: Send;
}) {
  const { t } = useTranslation('admin-clients');
  const { path, id } = LISTS[list];
  const title = t(`kitchen.${list}.title`);
  const newLabel = t(`kitchen.${list}.new`);
  const nameLabel = t(`kitchen.${list}.name`);
  const [edit, setEdit] = useState<string | null>(null);
  const close = (error: string | null) => {
    if (!error) setEdit(null);
    return error;
  };
  const cancel = () => setEdit(null);
  return (
    <Section
      id={id}
      title={title}
      action={
        <Button variant="primary" onClick={() => setEdit('new')}>
          {newLabel}
        </Button>
      }
    >
      <p className="text-slate-700">{t(`kitchen.${list}.hint`)}</p>
      {edit === 'new' &&
        (newForm?.(close, cancel) ?? (
          <NameForm
            schema={schema}
            title={newLabel}
            label={nameLabel}
            onCancel={cancel}
            onSave={async (body) =>
              close(await send(path, 'POST', body, t('kitchen.toast.saved', { name: body.name })))
            }
          />
        ))}
      {search}
      {entries.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ColumnTable
          caption={title}
          framed={false}
          alignTop
          rows={entries}
          rowKey={(e) => e.id}
          columns={[
            {
              header: nameLabel,
              cell: (e) => (
                <>
                  {picture?.(e)}
                  <span className="font-medium">{label(e)}</span>
                  {edit === e.id && (
                    <NameForm
                      schema={schema}
                      title={t('kitchen.renameOne', { name: label(e) })}
                      label={nameLabel}
                      initial={label(e)}
                      onCancel={cancel}
                      onSave={async (body) =>
                        close(
                          await send(
                            `${path}/${encodeURIComponent(e.id)}`,
                            'PATCH',
                            body,
                            t('kitchen.toast.saved', { name: body.name }),
                          ),
                        )
                      }
                    />
                  )}
                  {below?.(e)}
                </>
              ),
            },
            { header: column, cell },
            { header: t('columns.status'), cell: (e) => <Status active={e.active} /> },
            {
              header: t('columns.actions'),
              cell: (e) => (
                <div className="flex flex-wrap gap-2">
                  {actions?.(e)}
                  {renameable(e) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('kitchen.renameOne', { name: label(e) })}
                      onClick={() => setEdit(e.id)}
                    >
                      {t('kitchen.rename')}
                    </Button>
                  )}
                  <ActiveToggle path={path} entry={e} label={label(e)} send={send} />
                </div>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}

/**
 * The containers: each with its photo, its tare today (and the next one, once set), its history, and a new tare from
 * a day.
 */
function Containers({
  clientId,
  containers,
  today,
  send,
}: {
  clientId: string;
  containers: Container[];
  today: string;
  send: Send;
}) {
  const { t } = useTranslation('admin-clients');
  const { lang } = useLanguage();
  const [open, setOpen] = useState<{ kind: 'tare' | 'history'; id: string } | null>(null);
  const kg = (tare: number) => formatEnteredKg(tare, lang);
  const isOpen = (kind: 'tare' | 'history', c: Container) => open?.kind === kind && open.id === c.id;
  return (
    <EntryList
      list="containers"
      schema={newFoodItemSchema}
      newForm={(close, cancel) => (
        <NewContainerForm
          onCancel={cancel}
          onSave={async (body) =>
            close(await send('containers', 'POST', body, t('kitchen.toast.saved', { name: body.name })))
          }
        />
      )}
      column={t('kitchen.containers.currentTare')}
      entries={containers}
      label={(c) => c.name}
      renameable={() => true}
      empty={t('kitchen.containers.empty')}
      send={send}
      cell={(c) => {
        const tare = tareOn({ containers }, c.id, today);
        const latest = c.tares.at(-1);
        return (
          <>
            <span className="whitespace-nowrap">{tare === null ? '—' : kg(tare)}</span>
            {latest && latest.fromDay > today && (
              <span className="block text-slate-700">
                {t('kitchen.containers.tareFrom', { tare: kg(latest.tareKg), day: formatDay(latest.fromDay, lang) })}
              </span>
            )}
          </>
        );
      }}
      picture={(c) => <ContainerPhotoThumbnail clientId={clientId} container={c} />}
      actions={(c) => (
        <>
          <ContainerPhotoActions
            container={c}
            onSend={(photo) =>
              send(
                `containers/${encodeURIComponent(c.id)}/photo`,
                photo ? 'PUT' : 'DELETE',
                photo ?? undefined,
                t(photo ? 'kitchen.toast.photo' : 'kitchen.toast.photoRemoved', { name: c.name }),
              )
            }
          />
          <Button
            size="sm"
            aria-label={t('kitchen.containers.newTareOf', { name: c.name })}
            onClick={() => setOpen({ kind: 'tare', id: c.id })}
          >
            {t('kitchen.containers.newTare')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={isOpen('history', c)}
            aria-label={t('kitchen.containers.historyOf', { name: c.name })}
            onClick={() => setOpen(isOpen('history', c) ? null : { kind: 'history', id: c.id })}
          >
            {t('kitchen.containers.history')}
          </Button>
        </>
      )}
      below={(c) =>
        isOpen('tare', c) ? (
          <NewTareForm
            name={c.name}
            tares={c.tares}
            today={today}
            onCancel={() => setOpen(null)}
            onSave={async (body) => {
              const error = await send(
                `containers/${encodeURIComponent(c.id)}/tares`,
                'POST',
                body,
                t('kitchen.toast.tare', { name: c.name }),
              );
              if (!error) setOpen(null);
              return error;
            }}
          />
        ) : isOpen('history', c) ? (
          <ul className="mt-2 space-y-1" aria-label={t('kitchen.containers.historyOf', { name: c.name })}>
            {c.tares.map((x) => (
              <li key={x.fromDay}>
                {t('kitchen.containers.tareFrom', { tare: kg(x.tareKg), day: formatDay(x.fromDay, lang) })}
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}

/** The stages' reasons in the reader's words with their stage; the client's own by the name they gave. */
function LossReasons({ reasons, send }: { reasons: LossReason[]; send: Send }) {
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  return (
    <EntryList
      list="lossReasons"
      schema={newLossReasonSchema}
      column={t('kitchen.lossReasons.stage')}
      entries={reasons}
      label={(r) => words.lossReasonName(r.kind, r.name) ?? ''}
      // A stage's reason keeps its name, in every reader's words: it is only deactivated (as the server rules).
      renameable={(r) => r.kind === null}
      cell={(r) =>
        r.kind ? <Badge tone="info">{words.lossStage(LOSS_REASON_STAGE[r.kind])}</Badge> : t('kitchen.lossReasons.own')
      }
      empty=""
      send={send}
    />
  );
}

/** The food items, most used first, searched by name. */
function FoodItems({ items, send }: { items: FoodItem[]; send: Send }) {
  const { t } = useTranslation('admin-clients');
  const { lang } = useLanguage();
  const [q, setQ] = useState('');
  const shown = foodItemsByUse(items, lang).filter((f) => matchesSearch(f.name, q));
  return (
    <EntryList
      list="foodItems"
      schema={newFoodItemSchema}
      column={t('kitchen.foodItems.uses')}
      entries={shown}
      label={(f) => f.name}
      renameable={() => true}
      cell={(f) => formatNumber(f.uses, lang, 0)}
      search={
        items.length > 0 && (
          <div role="search" className="max-w-md">
            <TextField
              label={t('kitchen.foodItems.search')}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
        )
      }
      empty={items.length === 0 ? t('kitchen.foodItems.empty') : t('kitchen.foodItems.none')}
      send={send}
    />
  );
}
