import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_TIMEOUT_MS } from '@ecopeso/shared/errors';
import { Button } from '@/components/ui/button';
import { namedOptions, Select } from '@/components/ui/field';
import { useClients } from '@/lib/clients-api';
import { downloadFile } from '@/lib/download-file';
import { clientExportUrl, fullExportUrl } from './api/admin-tools';
import { ToolSection, useFormats } from './tool-parts';
import { Alert } from '@/components/ui/alert';

/** Tool 3: a client's records of all time as CSV, and everything (no secrets) as a ZIP of one CSV per table. */
export function ExportTool() {
  const { t } = useTranslation('admin-tools');
  const { lang } = useFormats();
  const clients = useClients();
  const [clientId, setClientId] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const chosen = clientId || clients.data?.[0]?.id || '';

  const [everything, setEverything] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The ZIP is written to disk by the browser as it streams (a link), but only once a HEAD request says it would be
  // given: a refusal (session ended, rate limit) then shows here instead of being saved as the file.
  const downloadEverything = async () => {
    setEverything('busy');
    try {
      const head = await fetch(fullExportUrl, {
        method: 'HEAD',
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!head.ok || !(head.headers.get('content-type') ?? '').includes('application/zip'))
        throw new Error(`HTTP ${head.status}`);
      const link = document.createElement('a');
      link.href = fullExportUrl;
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      setEverything('idle');
    } catch {
      setEverything('failed');
    }
  };

  const download = async () => {
    setState('busy');
    try {
      await downloadFile(clientExportUrl(chosen, lang), 'text/csv', 'ecopeso-records.csv');
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <ToolSection id="tool-export" title={t('export.title')} intro={t('export.intro')}>
      <div className="grid gap-6 md:grid-cols-2">
        <ExportCard title={t('export.clientTitle')} failed={state === 'failed'}>
          <Select
            label={t('export.client')}
            value={chosen}
            onChange={(e) => setClientId(e.target.value)}
            options={namedOptions(clients.data)}
          />
          <Button
            variant="primary"
            onClick={() => void download()}
            disabled={!chosen || state === 'busy'}
            aria-busy={state === 'busy'}
          >
            {t('export.clientButton')}
          </Button>
        </ExportCard>
        <ExportCard title={t('export.allTitle')} failed={everything === 'failed'}>
          <p className="text-sm text-slate-700">{t('export.allExplain')}</p>
          <Button
            variant="outline"
            onClick={() => void downloadEverything()}
            disabled={everything === 'busy'}
            aria-busy={everything === 'busy'}
          >
            {t('export.allButton')}
          </Button>
        </ExportCard>
      </div>
    </ToolSection>
  );
}

/** One export: its title, what starts it, and the failure in words once a download failed. */
function ExportCard({ title, failed, children }: { title: string; failed: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin-tools');
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
      {failed && <Alert>{t('export.failed')}</Alert>}
    </div>
  );
}
