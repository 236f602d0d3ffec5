import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ecopeso/shared/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useToast } from '@/components/ui/toast';
import { useLanguage } from '@/lib/language';
import { useLookups, useSyncLookups } from '../api/mtr-api';
import { errorText } from '../lib/error-text';
import { Section } from './mtr-common';

/** The system's lookup lists with their counts and sync times, and the button that syncs them again. */
export function LookupsPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation('mtr');
  const { lang } = useLanguage();
  const toast = useToast();
  const lookups = useLookups(clientId);
  const sync = useSyncLookups(clientId);
  const lists = lookups.data?.lists ?? [];
  return (
    <Section
      id="mtr-lookups"
      title={t('lookups.title')}
      actions={
        <Button
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (r) =>
                toast.show('success', t('lookups.synced', { count: r.lists.reduce((sum, l) => sum + l.count, 0) })),
            })
          }
          disabled={sync.isPending}
          aria-busy={sync.isPending}
        >
          {sync.isPending ? t('lookups.syncing') : t('lookups.sync')}
        </Button>
      }
    >
      {sync.isError && <Alert>{errorText(t, sync.error)}</Alert>}
      {lookups.data?.system && (
        <p className="text-sm text-slate-700">
          {t('lookups.of', {
            system: t(`systems.${lookups.data.system}`),
            environment: t(`environments.${lookups.data.environment ?? 'simulator'}`),
          })}
        </p>
      )}
      {lookups.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ResponsiveList
          caption={t('lookups.title')}
          rows={lists}
          rowKey={(l) => l.kind}
          columns={[
            { label: t('lookups.list'), cell: (l) => t(`lookups.kinds.${l.kind}`) },
            { label: t('lookups.count'), cell: (l) => l.count, align: 'right' },
            {
              label: t('lookups.syncedAt'),
              cell: (l) => (l.syncedAt ? formatDateTime(l.syncedAt, lang) : t('lookups.never')),
            },
          ]}
        />
      )}
    </Section>
  );
}
