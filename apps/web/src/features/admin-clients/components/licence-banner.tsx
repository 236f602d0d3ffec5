import { useTranslation } from 'react-i18next';
import type { LicenceStatus } from '@ecopeso/shared/providers';
import { useLicenceAlerts } from '../api/admin-clients';

const BADGE: Record<LicenceStatus, string> = {
  valid: 'bg-green-100 text-green-900',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
};

/** A licence status as a coloured badge with its word (colour is never the only cue). */
export function LicenceBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('admin-clients');
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${BADGE[status]}`}>{t(`licence.${status}`)}</span>
  );
}

/** The master's banner on admin pages: licences expired (red) or expiring within 60 days (amber). */
export function LicenceBanner() {
  const { t } = useTranslation('admin-clients');
  const alerts = useLicenceAlerts();
  const items = alerts.data?.licences ?? [];
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
              ? t('alerts.expired', { provider: a.provider.name, number: a.number, date: a.expiresOn })
              : t('alerts.expiring', { provider: a.provider.name, number: a.number, days: a.daysLeft })}
          </li>
        ))}
      </ul>
    </section>
  );
}
