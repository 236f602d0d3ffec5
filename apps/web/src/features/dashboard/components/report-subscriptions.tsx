import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ecopeso/shared/languages';
import { formatDateTime, formatMonthYear } from '@ecopeso/shared/dates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MultiSelect } from '@/components/ui/multi-select';
import { useReportDeliveries, useReportSubscriptions, useSaveReportSubscriptions } from '../api/report-subscriptions';

/**
 * The monthly management report by e-mail: which of the user's clients, and the reports sent so far. Sent on the
 * first working day of each month when the server has SMTP.
 */
export function ReportSubscriptions({ clients, lang }: { clients: { id: string; name: string }[]; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const subscriptions = useReportSubscriptions();
  const deliveries = useReportDeliveries();
  const save = useSaveReportSubscriptions();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [status, setStatus] = useState('');
  const value = chosen ?? subscriptions.data?.clientIds ?? [];

  return (
    <Card className="space-y-4">
      <p className="text-sm text-slate-700">{t('subscriptions.explain')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <MultiSelect
          className="w-full max-w-xl"
          size="sm"
          label={t('subscriptions.clients')}
          options={clients.map((c) => ({ id: c.id, label: c.name }))}
          value={value}
          onChange={(ids) => setChosen([...ids])}
          isDisabled={subscriptions.isPending}
        />
        <Button
          size="sm"
          disabled={save.isPending || subscriptions.isPending}
          onClick={() => {
            setStatus('');
            save.mutate(value, {
              onSuccess: (data) => {
                setChosen(null);
                setStatus(t(data.clientIds.length ? 'subscriptions.saved' : 'subscriptions.none'));
              },
              onError: () => setStatus(t('subscriptions.saveError')),
            });
          }}
        >
          {t('subscriptions.save')}
        </Button>
      </div>
      <p role="status" className="text-sm font-semibold text-slate-800 empty:hidden" data-testid="subscriptions-status">
        {status}
      </p>
      <div>
        <h3 className="text-base font-bold text-slate-900">{t('subscriptions.sent')}</h3>
        {deliveries.data?.length ? (
          <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="report-deliveries">
            {deliveries.data.map((d) => (
              <li key={d.month}>
                <span className="font-semibold">
                  {formatMonthYear(Number(d.month.slice(0, 4)), Number(d.month.slice(5, 7)) - 1, lang)}
                </span>
                {': '}
                {d.clients.map((c) => c.name).join(', ')}
                {' · '}
                {d.sentAt
                  ? t('subscriptions.sentAt', { at: formatDateTime(d.sentAt, lang) })
                  : t('subscriptions.sending')}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('subscriptions.noneSent')}</p>
        )}
      </div>
    </Card>
  );
}
