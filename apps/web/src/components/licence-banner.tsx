import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertsSchema, type LicenceStatus } from '@ecopeso/shared/providers';
import { apiFetch } from '@/lib/api-client';
import { languageOf } from '@ecopeso/shared/languages';
import { formatDay } from '@ecopeso/shared/dates';
import { Badge, type BadgeTone } from './ui/badge';

/** Licences expired or expiring within 60 days: every one for a master, those of their clients' contracts for a gerente. */
export function useLicenceAlerts(enabled = true) {
  return useQuery({
    queryKey: ['alerts'],
    queryFn: ({ signal }) => apiFetch('/api/v1/alerts', alertsSchema, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

const TONE: Record<LicenceStatus, BadgeTone> = { valid: 'success', expiring: 'warning', expired: 'danger' };

/**
 * A licence status as a coloured badge with its word (colour is never the only cue): a provider's licences as a
 * whole by default, or the caller's word for one licence (`label`).
 */
export function LicenceBadge({ status, label }: { status: LicenceStatus; label?: string }) {
  const { t } = useTranslation('admin-clients');
  return <Badge tone={TONE[status]}>{label ?? t(`licence.${status}`)}</Badge>;
}

/**
 * Licences expired (red) or expiring within 60 days (amber): on the master's admin pages every one; on a
 * dashboard (`clientId`) those of the providers that client's contracts use.
 */
export function LicenceBanner({ clientId }: { clientId?: string | null }) {
  const { t, i18n } = useTranslation('admin-clients');
  const alerts = useLicenceAlerts();
  const items = (alerts.data?.licences ?? []).filter((a) => !clientId || a.clientIds.includes(clientId));
  if (!items.length) return null;
  const expired = items.some((a) => a.status === 'expired');
  return (
    <section
      aria-label={t('alerts.title')}
      className={`rounded-xl border p-4 ${expired ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      <h2 className="font-semibold">{t('alerts.title')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.slice(0, 8).map((a) => (
          <li key={a.licenceId}>
            {a.status === 'expired'
              ? t('alerts.expired', {
                  provider: a.provider.name,
                  number: a.number,
                  date: formatDay(a.expiresOn, languageOf(i18n.language)),
                })
              : t(a.daysLeft === 0 ? 'alerts.expiringToday' : 'alerts.expiring', {
                  provider: a.provider.name,
                  number: a.number,
                  count: a.daysLeft,
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}
