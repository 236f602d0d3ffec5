import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@ecopeso/shared/contracts';
import type { Mtr } from '@ecopeso/shared/mtr';
import { Button } from '@/components/ui/button';
import { useContractLabel } from '../hooks/use-contract-label';
import { Section } from './mtr-common';
import { NewCollection } from './new-collection';

/** The contracts in force, each with its "Nova coleta" (once the client's MTR system is set). */
export function ContractsSection({
  clientId,
  configured,
  loading,
  contracts,
  onCollected,
}: {
  clientId: string;
  configured: boolean;
  loading: boolean;
  contracts: readonly Contract[];
  onCollected(mtr: Mtr): void;
}) {
  const { t } = useTranslation('mtr');
  const contractLabel = useContractLabel();
  const [collecting, setCollecting] = useState<string | null>(null);
  return (
    <Section id="mtr-contracts" title={t('contracts.title')}>
      {!configured && <p className="text-amber-900">{t('contracts.notConfigured')}</p>}
      {loading ? (
        <p role="status">{t('loading')}</p>
      ) : contracts.length === 0 ? (
        <p className="text-slate-700">{t('contracts.none')}</p>
      ) : (
        <ul className="space-y-2">
          {contracts.map((c) => (
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
                  disabled={!configured}
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
                    if (mtr) onCollected(mtr);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
