import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/**
 * The documents of a client (Documentação): MTRs and CDFs (issued through Ecopeso or uploaded), the licences of
 * the providers in its contracts, and the management and technical reports of past months.
 */
export const DOCUMENT_KINDS = ['mtr', 'cdf', 'licence', 'management-report', 'technical-report'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a person may upload: the PDF of an MTR or a CDF made outside Ecopeso. */
export const UPLOAD_KINDS = ['mtr', 'cdf'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** At most 10 MB per uploaded PDF. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Every PDF starts with these bytes; the extension alone proves nothing. */
export const PDF_MAGIC = '%PDF-';

/** True when the bytes start like a PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (bytes[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.');

/** `?from=2026-01&to=2026-03`: both months included. */
export const documentsQuerySchema = z
  .object({ from: yearMonth, to: yearMonth })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to.', path: ['to'] });
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentsZipQuerySchema = z
  .object({ from: yearMonth, to: yearMonth, lang: z.enum(LANGUAGES).default('pt') })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to.', path: ['to'] });

/** Where a document came from. */
export const DOCUMENT_SOURCES = ['ecopeso', 'upload', 'provider'] as const;

export const documentSchema = z.object({
  /** Unique within the list: `upload:<id>`, `mtr:<id>`, `licence:<id>`, `management-report:2026-03`. */
  key: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  source: z.enum(DOCUMENT_SOURCES),
  /** MTR or CDF number, licence number; null for a report. */
  number: z.string().nullable(),
  /** The day it is filed under (issue day, or a report's month's first day); a licence: its expiry. */
  date: z.iso.date(),
  /** The month a report covers (YYYY-MM). */
  month: z.string().nullable(),
  /** Carrier or receiver name for a licence; the MTR's status for an MTR issued through Ecopeso. */
  detail: z.string().nullable(),
  /** A licence's agency and expiry. */
  agency: z.string().nullable(),
  expiresOn: z.iso.date().nullable(),
  /** Where to download it (same origin), null when there is no file (a licence). */
  href: z.string().nullable(),
  /** An uploaded file's name and size. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type ClientDocument = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/** The upload's details travel in the query; the body is the PDF itself (`content-type: application/pdf`). */
export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  number: z.string().trim().min(1).max(60),
  issuedOn: z.iso.date(),
  fileName: z.string().trim().min(1).max(200),
  lang: z.enum(LANGUAGES).default('pt'),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const uploadedDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  number: z.string(),
  issuedOn: z.iso.date(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
