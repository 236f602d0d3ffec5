import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mtr } from '@ecopeso/shared/mtr';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { MTR_PATHS } from '../api/mtr-api';
import { errorText } from '../lib/error-text';

export type MtrPdf = 'mtr' | 'cdf';

/** The PDFs an MTR has to offer: its own once kept or numbered, its CDF's once kept or numbered. */
export function pdfsOf(m: Mtr): MtrPdf[] {
  const pdfs: MtrPdf[] = [];
  if (m.hasPdf || m.number) pdfs.push('mtr');
  if (m.hasCdfPdf || m.cdfNumber) pdfs.push('cdf');
  return pdfs;
}

/**
 * An MTR's and its CDF's PDF, one download at a time: a PDF not kept yet is asked of the system on demand; one it
 * cannot serve is said so in words.
 */
export function useMtrPdf(clientId: string, m: Mtr) {
  const { t } = useTranslation('mtr');
  const toast = useToast();
  const [busy, setBusy] = useState<MtrPdf | null>(null);
  const download = (which: MtrPdf) => {
    setBusy(which);
    const path = which === 'mtr' ? MTR_PATHS.mtrPdf(clientId, m.id) : MTR_PATHS.cdfPdf(clientId, m.id);
    downloadFile(path, 'application/pdf', `${which}-${(which === 'mtr' ? m.number : m.cdfNumber) ?? m.id}.pdf`)
      .catch((err: unknown) =>
        toast.show('error', err instanceof ApiError && err.detail.reason ? errorText(t, err) : t('errors.download')),
      )
      .finally(() => setBusy(null));
  };
  return { busy, download };
}
