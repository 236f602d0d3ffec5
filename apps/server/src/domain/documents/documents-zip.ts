import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import { safeDocumentFileName } from '@ecopeso/shared/documents';
import type { Language } from '@ecopeso/shared/languages';
import { neutralise } from '../csv-cell.ts';
import { slugify } from '../file-name.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { buildManagementReport } from '../reports/build-management-report.ts';
import { buildTechnicalReport } from '../reports/build-technical-report.ts';
import {
  listContractLicences,
  listReportMonths,
  listUploads,
  loadUpload,
  type PeriodDocuments,
} from './client-documents.ts';

/** Extra documents another module adds to the ZIP (the MTRs issued through Ecopeso and their CDFs). */
export type ZipSource = (
  input: PeriodDocuments,
) => Promise<{ name: string; content: () => Promise<Buffer | Readable> }[]>;

/**
 * Everything of a client's period as one ZIP for an auditor, streamed: the uploaded MTR and CDF PDFs, each
 * past month's management and technical report, and a CSV of the licences of the contracts' providers. Entries
 * are added one after another while the archive already flows to the browser; nothing is held in memory whole
 * but one uploaded PDF at a time.
 */
export function buildDocumentsZip({
  db,
  clientId,
  query,
  lang,
  extra = [],
  onError,
}: PeriodDocuments & {
  lang: Language;
  extra?: ZipSource[];
  onError: (err: unknown) => void;
}): Readable {
  const t = translatorFor(lang);
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  const used = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = name.replace(/(\.\w+)$/, `-${n}$1`);
    used.add(candidate);
    return candidate;
  };

  void (async () => {
    for (const upload of await listUploads({ db, clientId, query })) {
      const { content } = await loadUpload({ db, clientId, id: upload.id });
      const kind = t(`documents:zip.${upload.kind}`);
      // Named from the day and number (an ASCII slug), never from the name it was sent with, and through the
      // file-name rule all the same: whatever the upload said, its entry is `<kind>/<day>-<number>.pdf`.
      const name = safeDocumentFileName(`${upload.issuedOn}-${slugify(upload.number, 40) || kind}`);
      zip.addBuffer(content, unique(`${kind}/${name}`));
    }
    for (const source of extra) {
      for (const entry of await source({ db, clientId, query })) {
        const content = await entry.content();
        if (Buffer.isBuffer(content)) zip.addBuffer(content, unique(entry.name));
        else zip.addReadStream(content, unique(entry.name));
      }
    }
    for (const month of await listReportMonths({ db, clientId, query })) {
      const [year, m] = month.split('-').map(Number) as [number, number];
      const reportQuery = { years: [year], months: [m - 1], areas: [], lang };
      for (const [folder, build] of [
        ['managementReport', buildManagementReport],
        ['technicalReport', buildTechnicalReport],
      ] as const) {
        const { stream } = await build({ db, clientId, query: reportQuery });
        const name = t(`documents:zip.${folder}`);
        zip.addReadStream(stream, unique(`${name}/${name}-${month}.pdf`));
      }
    }
    const licences = await listContractLicences({ db, clientId, query });
    const columns = t('documents:zip.licenceColumns', { returnObjects: true }) as Record<string, string>;
    const csv = stringify(
      licences.map((l) => [
        neutralise(l.provider),
        t(`documents:zip.${l.role}`),
        neutralise(l.number),
        neutralise(l.agency),
        l.expiresOn,
      ]),
      {
        bom: true,
        header: true,
        delimiter: lang === 'en' ? ',' : ';',
        columns: [columns.provider!, columns.role!, columns.number!, columns.agency!, columns.expiresOn!],
      },
    );
    zip.addBuffer(Buffer.from(csv, 'utf8'), unique(`${t('documents:zip.licences')}.csv`));
    zip.end();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
