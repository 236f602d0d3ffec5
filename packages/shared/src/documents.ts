import { z } from 'zod';
import { PERIOD_ORDER_MESSAGE, periodInOrder } from './dates.ts';
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

/**
 * True when the bytes start like a PDF: a first, cheap check (the browser's before it sends, the server's before
 * it reads further). It proves little — `%PDF-` followed by HTML starts the same — so the server also reads the
 * file's structure before it keeps it.
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (bytes[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}

/** The name a document gets when nothing readable is left of the one it came with. */
export const DEFAULT_DOCUMENT_FILE_NAME = 'documento.pdf';
/** At most this many characters (code points) in a document's file name, `.pdf` included. */
export const MAX_DOCUMENT_FILE_NAME = 200;

/**
 * What a file name never keeps: control characters (C0, DEL, C1); format characters, among them every
 * bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the zero-width ones (U+200B–U+200D,
 * U+2060, U+FEFF), the soft hyphen and the tag characters; lone surrogate halves; private-use and unassigned code
 * points.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;
/** Tabs and line breaks are spaces (before the control characters go): 'a\tb' → 'a b'. */
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]/g;
/** Any run of spaces (no-break ones included) is one plain space. */
const SPACES = /[\s\p{Z}]+/gu;
/** Path separators and a drive's colon become a dash: 'MTR 12/2026' → 'MTR 12-2026'. */
const SEPARATORS = /[/\\:|]+/g;
/** Quotes and what no file system takes are dropped: they could close a header's quoted name or a path. */
const DROPPED = /["'`<>?*]+/g;
/** A final extension: a dot and one to five letters or digits, at least one a letter ('.html', '.exe', '.7z'). */
const EXTENSION = /\.(?=[a-z0-9]{0,4}[a-z])[a-z0-9]{1,5}$/i;
const EDGES = /^[\s.-]+|[\s.]+$/g;

/**
 * The one rule for an uploaded document's file name, applied where it is stored, listed, downloaded and zipped,
 * so what reaches a browser or a disk is always a readable name ending in `.pdf`:
 * - control, bidirectional and other invisible characters are removed (an override cannot make 'fdp.exe' read
 *   'exe.pdf'), and so are quotes (a name cannot close the `filename="…"` of a header);
 * - path separators become dashes, runs of spaces one space, and spaces, dots and dashes are trimmed from the
 *   ends (no hidden '.name', no 'name.' Windows drops the dot of);
 * - a final extension other than `.pdf` is **replaced** by `.pdf` ('evil.html' → 'evil.pdf') rather than kept
 *   before it ('evil.html.pdf'): the content is a PDF, and a double extension is the classic disguise — Windows
 *   hides the last one, so 'evil.html.pdf' would show as 'evil.html'. A suffix of digits only is no extension
 *   ('CDF 15.03.2026' → 'CDF 15.03.2026.pdf'); the case of `.PDF` is lowered;
 * - accents and other readable characters stay, up to {@link MAX_DOCUMENT_FILE_NAME} characters; nothing left
 *   gives {@link DEFAULT_DOCUMENT_FILE_NAME}.
 */
export function safeDocumentFileName(name: string): string {
  const cleaned = String(name)
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(SEPARATORS, '-')
    .replace(DROPPED, '')
    .replace(SPACES, ' ')
    .replace(/^ +|[ .]+$/g, '');
  const stem = Array.from(cleaned.replace(EXTENSION, '').replace(EDGES, ''))
    .slice(0, MAX_DOCUMENT_FILE_NAME - '.pdf'.length)
    .join('')
    .replace(EDGES, '');
  return stem ? `${stem}.pdf` : DEFAULT_DOCUMENT_FILE_NAME;
}

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.');

/** `?from=2026-01&to=2026-03`: both months included. */
export const documentsQuerySchema = z
  .object({ from: yearMonth, to: yearMonth })
  .refine(periodInOrder, { message: PERIOD_ORDER_MESSAGE, path: ['to'] });
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const documentsZipQuerySchema = z
  .object({ from: yearMonth, to: yearMonth, lang: z.enum(LANGUAGES).default('pt') })
  .refine(periodInOrder, { message: PERIOD_ORDER_MESSAGE, path: ['to'] });

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
  /** Where to download it (same origin), null when there is no file (a licence). An MTR issued through Ecopeso: our copy. */
  href: z.string().nullable(),
  /** An MTR issued through Ecopeso: the state system's own PDF, kept beside our copy (null until fetched). */
  systemHref: z.string().nullable().optional(),
  /** An uploaded file's name and size. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type ClientDocument = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/**
 * An uploaded MTR or CDF cannot have been issued after today on its client's clock (`today` from `dayInZone`): a
 * date in the future is a typing slip, and the period filter would hide the document until then.
 */
export function issuedAfterToday(issuedOn: string, today: string): boolean {
  return issuedOn > today;
}

/** The longest number of an uploaded MTR or CDF. */
export const UPLOAD_NUMBER_MAX = 60;

/**
 * The upload's details travel in the query; the body is the PDF itself (`content-type: application/pdf`). A
 * missing number or day is said with the web app's ui words (the upload form checks with this schema too).
 */
export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  number: z.string().trim().min(1, 'ui:validation.required').max(UPLOAD_NUMBER_MAX),
  issuedOn: z.iso.date('ui:validation.required'),
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
