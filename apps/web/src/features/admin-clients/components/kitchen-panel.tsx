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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useWords } from '@/lib/use-words';
import { useKitchenChange, useKitchenLists, type KitchenPath } from '../api/kitchen';
import { errorText } from '../lib/error-text';
import { NameForm, NewContainerForm, NewTareForm } from './container-forms';

type Send = (path: string, method: 'POST' | 'PATCH', body: unknown, done: string) => Promise<string | null>;

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
    return lists.isError ? (
      <p role="alert" className="text-red-800">
        {t('errors.load')}
      </p>
    ) : (
      <p>{t('loading')}</p>
    );
  }
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('kitchen.intro')}</p>
      <Settings lists={lists.data} send={send} busy={change.isPending} />
      <Containers containers={lists.data.containers} today={dayInZone(client.timezone)} send={send} />
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

const Th = ({ children }: { children: ReactNode }) => <TableHeader className="px-3 py-2">{children}</TableHeader>;
const Td = ({ children }: { children: ReactNode }) => (
  <TableCell className="border-t border-slate-200 px-3 py-2 align-top">{children}</TableCell>
);

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

type ContainerEdit = { kind: 'new' } | { kind: 'tare' | 'rename' | 'history'; id: string };

function Containers({ containers, today, send }: { containers: Container[]; today: string; send: Send }) {
  const { t } = useTranslation('admin-clients');
  const { lang } = useLanguage();
  const [edit, setEdit] = useState<ContainerEdit | null>(null);
  const close = (error: string | null) => {
    if (!error) setEdit(null);
    return error;
  };
  const kg = (tare: number) => formatEnteredKg(tare, lang);
  return (
    <Section
      id="kitchen-containers"
      title={t('kitchen.containers.title')}
      action={
        <Button variant="primary" onClick={() => setEdit({ kind: 'new' })}>
          {t('kitchen.containers.new')}
        </Button>
      }
    >
      <p className="text-slate-700">{t('kitchen.containers.hint')}</p>
      {edit?.kind === 'new' && (
        <NewContainerForm
          onCancel={() => setEdit(null)}
          onSave={async (body) =>
            close(await send('containers', 'POST', body, t('kitchen.toast.saved', { name: body.name })))
          }
        />
      )}
      {containers.length === 0 ? (
        <p className="text-slate-700">{t('kitchen.containers.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <caption className="sr-only">{t('kitchen.containers.title')}</caption>
            <TableHead>
              <TableRow>
                <Th>{t('kitchen.containers.name')}</Th>
                <Th>{t('kitchen.containers.currentTare')}</Th>
                <Th>{t('columns.status')}</Th>
                <Th>{t('columns.actions')}</Th>
              </TableRow>
            </TableHead>
            <TableBody>
              {containers.map((c) => {
                const tare = tareOn({ containers }, c.id, today);
                const latest = c.tares.at(-1);
                const open = edit && edit.kind !== 'new' && edit.id === c.id ? edit.kind : null;
                return (
                  <TableRow key={c.id}>
                    <Td>
                      <span className="font-medium">{c.name}</span>
                      {open === 'rename' && (
                        <NameForm
                          schema={newFoodItemSchema}
                          title={t('kitchen.renameOne', { name: c.name })}
                          label={t('kitchen.containers.name')}
                          initial={c.name}
                          onCancel={() => setEdit(null)}
                          onSave={async (body) =>
                            close(
                              await send(
                                `containers/${encodeURIComponent(c.id)}`,
                                'PATCH',
                                body,
                                t('kitchen.toast.saved', { name: body.name }),
                              ),
                            )
                          }
                        />
                      )}
                      {open === 'tare' && (
                        <NewTareForm
                          name={c.name}
                          tares={c.tares}
                          today={today}
                          onCancel={() => setEdit(null)}
                          onSave={async (body) =>
                            close(
                              await send(
                                `containers/${encodeURIComponent(c.id)}/tares`,
                                'POST',
                                body,
                                t('kitchen.toast.tare', { name: c.name }),
                              ),
                            )
                          }
                        />
                      )}
                      {open === 'history' && (
                        <ul className="mt-2 space-y-1" aria-label={t('kitchen.containers.historyOf', { name: c.name })}>
                          {c.tares.map((x) => (
                            <li key={x.fromDay}>
                              {t('kitchen.containers.tareFrom', {
                                tare: kg(x.tareKg),
                                day: formatDay(x.fromDay, lang),
                              })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </Td>
                    <Td>
                      <span className="whitespace-nowrap">{tare === null ? '—' : kg(tare)}</span>
                      {latest && latest.fromDay > today && (
                        <span className="block text-slate-700">
                          {t('kitchen.containers.tareFrom', {
                            tare: kg(latest.tareKg),
                            day: formatDay(latest.fromDay, lang),
                          })}
                        </span>
                      )}
                    </Td>
                    <Td>
                      <Status active={c.active} />
                    </Td>
                    <Td>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          aria-label={t('kitchen.containers.newTareOf', { name: c.name })}
                          onClick={() => setEdit({ kind: 'tare', id: c.id })}
                        >
                          {t('kitchen.containers.newTare')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-expanded={open === 'history'}
                          aria-label={t('kitchen.containers.historyOf', { name: c.name })}
                          onClick={() => setEdit(open === 'history' ? null : { kind: 'history', id: c.id })}
                        >
                          {t('kitchen.containers.history')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('kitchen.renameOne', { name: c.name })}
                          onClick={() => setEdit({ kind: 'rename', id: c.id })}
                        >
                          {t('kitchen.rename')}
                        </Button>
                        <ActiveToggle path="containers" entry={c} label={c.name} send={send} />
                      </div>
                    </Td>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </Section>
  );
}

/** The stages' reasons in the reader's words with their stage; the client's own by the name they gave. */
function LossReasons({ reasons, send }: { reasons: LossReason[]; send: Send }) {
  const { t } = useTranslation('admin-clients');
  const words = useWords();
  const [edit, setEdit] = useState<string | null>(null);
  const close = (error: string | null) => {
    if (!error) setEdit(null);
    return error;
  };
  const label = (r: LossReason) => (r.kind ? words.lossReason(r.kind) : (r.name ?? ''));
  return (
    <Section
      id="kitchen-loss-reasons"
      title={t('kitchen.lossReasons.title')}
      action={
        <Button variant="primary" onClick={() => setEdit('new')}>
          {t('kitchen.lossReasons.new')}
        </Button>
      }
    >
      <p className="text-slate-700">{t('kitchen.lossReasons.hint')}</p>
      {edit === 'new' && (
        <NameForm
          schema={newLossReasonSchema}
          title={t('kitchen.lossReasons.new')}
          label={t('kitchen.lossReasons.name')}
          onCancel={() => setEdit(null)}
          onSave={async (body) =>
            close(await send('loss-reasons', 'POST', body, t('kitchen.toast.saved', { name: body.name })))
          }
        />
      )}
      <div className="overflow-x-auto">
        <Table>
          <caption className="sr-only">{t('kitchen.lossReasons.title')}</caption>
          <TableHead>
            <TableRow>
              <Th>{t('kitchen.lossReasons.name')}</Th>
              <Th>{t('kitchen.lossReasons.stage')}</Th>
              <Th>{t('columns.status')}</Th>
              <Th>{t('columns.actions')}</Th>
            </TableRow>
          </TableHead>
          <TableBody>
            {reasons.map((r) => (
              <TableRow key={r.id}>
                <Td>
                  <span className="font-medium">{label(r)}</span>
                  {edit === r.id && (
                    <NameForm
                      schema={newLossReasonSchema}
                      title={t('kitchen.renameOne', { name: label(r) })}
                      label={t('kitchen.lossReasons.name')}
                      initial={r.name ?? ''}
                      onCancel={() => setEdit(null)}
                      onSave={async (body) =>
                        close(
                          await send(
                            `loss-reasons/${encodeURIComponent(r.id)}`,
                            'PATCH',
                            body,
                            t('kitchen.toast.saved', { name: body.name }),
                          ),
                        )
                      }
                    />
                  )}
                </Td>
                <Td>
                  {r.kind ? (
                    <Badge tone="info">{words.lossStage(LOSS_REASON_STAGE[r.kind])}</Badge>
                  ) : (
                    t('kitchen.lossReasons.own')
                  )}
                </Td>
                <Td>
                  <Status active={r.active} />
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-2">
                    {/* A stage's reason keeps its name, in every reader's words: it is only deactivated. */}
                    {!r.kind && (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('kitchen.renameOne', { name: label(r) })}
                        onClick={() => setEdit(r.id)}
                      >
                        {t('kitchen.rename')}
                      </Button>
                    )}
                    <ActiveToggle path="loss-reasons" entry={r} label={label(r)} send={send} />
                  </div>
                </Td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Section>
  );
}

/** The food items, most used first, searched by name. */
function FoodItems({ items, send }: { items: FoodItem[]; send: Send }) {
  const { t } = useTranslation('admin-clients');
  const { lang } = useLanguage();
  const [edit, setEdit] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const close = (error: string | null) => {
    if (!error) setEdit(null);
    return error;
  };
  const shown = foodItemsByUse(items, lang).filter((f) => matchesSearch(f.name, q));
  return (
    <Section
      id="kitchen-food-items"
      title={t('kitchen.foodItems.title')}
      action={
        <Button variant="primary" onClick={() => setEdit('new')}>
          {t('kitchen.foodItems.new')}
        </Button>
      }
    >
      <p className="text-slate-700">{t('kitchen.foodItems.hint')}</p>
      {edit === 'new' && (
        <NameForm
          schema={newFoodItemSchema}
          title={t('kitchen.foodItems.new')}
          label={t('kitchen.foodItems.name')}
          onCancel={() => setEdit(null)}
          onSave={async (body) =>
            close(await send('food-items', 'POST', body, t('kitchen.toast.saved', { name: body.name })))
          }
        />
      )}
      {items.length > 0 && (
        <div role="search" className="max-w-md">
          <TextField
            label={t('kitchen.foodItems.search')}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-slate-700">
          {items.length === 0 ? t('kitchen.foodItems.empty') : t('kitchen.foodItems.none')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <caption className="sr-only">{t('kitchen.foodItems.title')}</caption>
            <TableHead>
              <TableRow>
                <Th>{t('kitchen.foodItems.name')}</Th>
                <Th>{t('kitchen.foodItems.uses')}</Th>
                <Th>{t('columns.status')}</Th>
                <Th>{t('columns.actions')}</Th>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((f) => (
                <TableRow key={f.id}>
                  <Td>
                    <span className="font-medium">{f.name}</span>
                    {edit === f.id && (
                      <NameForm
                        schema={newFoodItemSchema}
                        title={t('kitchen.renameOne', { name: f.name })}
                        label={t('kitchen.foodItems.name')}
                        initial={f.name}
                        onCancel={() => setEdit(null)}
                        onSave={async (body) =>
                          close(
                            await send(
                              `food-items/${encodeURIComponent(f.id)}`,
                              'PATCH',
                              body,
                              t('kitchen.toast.saved', { name: body.name }),
                            ),
                          )
                        }
                      />
                    )}
                  </Td>
                  <Td>{formatNumber(f.uses, lang, 0)}</Td>
                  <Td>
                    <Status active={f.active} />
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('kitchen.renameOne', { name: f.name })}
                        onClick={() => setEdit(f.id)}
                      >
                        {t('kitchen.rename')}
                      </Button>
                      <ActiveToggle path="food-items" entry={f} label={f.name} send={send} />
                    </div>
                  </Td>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Section>
  );
}
