import type { MtrSystem, MtrEnvironment, MtrLookupKind, MtrOperation } from '@ecopeso/shared/mtr';
import type { MtrConnectionOutcome, MtrLookupItem } from '@ecopeso/shared/mtr-settings';

/**
 * "A state MTR system", as Ecopeso uses one: a generator signs in, reads lookup lists, issues, finds, follows,
 * cancels and downloads MTRs and reads their CDF. One implementation per family of web services (apiws-adapter.ts
 * for SINIR and SIGOR); the SINFAT family (FEAM, INEA, FEPAM, IMA, CPRH) would be another implementation of this.
 * No method is ever called inside a database transaction: each is a network call with a timeout.
 */
export interface MtrSystemAdapter {
  /** Signs in (or reuses a cached access token); throws MtrSystemError when refused. */
  signIn(): Promise<void>;
  lookupList(kind: MtrLookupKind): Promise<MtrLookupItem[]>;
  /**
   * A dependent list of the system: the class codes it allows for an IBAMA code (`class-by-waste`), or the
   * packaging codes it allows for a physical state's code (`packaging-by-state`).
   */
  dependentList(kind: MtrLookupLinkKind, key: string): Promise<string[]>;
  /**
   * Sends one manifest with our short reference as `seuCodigo` and as each item's internal code. No system is
   * known to refuse a second manifest with the same reference: an answer that was lost must be reconciled
   * (`findBySeuCodigo` on SIGOR, `listManifests` on SINIR) before anything is sent again.
   */
  issue(manifest: ManifestToIssue): Promise<IssueResult>;
  /** SIGOR only (`retornaManifestoSeuCodigo`): the MTR sent with this reference, or null when the system has none. */
  findBySeuCodigo(seuCodigo: string): Promise<{ number: string } | null>;
  /** The generator's MTRs whose dates fall between two days ('YYYY-MM-DD', ≤ 30 days), every page of the listing. */
  listManifests(from: string, to: string): Promise<ListedManifest[]>;
  status(number: string): Promise<ManifestStatus>;
  cancel(number: string, justification: string): Promise<void>;
  downloadMtrPdf(number: string): Promise<Buffer>;
  downloadCdfPdf(cdfNumber: string): Promise<Buffer>;
}

export type MtrCredentials =
  { kind: 'integration-token'; integrationToken: string } | { kind: 'cpf-password'; cpf: string; password: string };

/** Where and as whom an adapter talks. */
export interface MtrConnection {
  system: MtrSystem;
  environment: MtrEnvironment;
  /** Every route is a path under it (`…/api` or `…/apiws/rest`, domain/mtr/runtime.ts), no trailing slash. */
  baseUrl: string;
  generatorUnitCode: string;
  generatorCnpj: string;
  credentials: MtrCredentials;
}

/** A party of the manifest: its CNPJ and its unit code in the system (never the CNPJ in the unit field). */
export interface ManifestParty {
  cnpj: string;
  unitCode: string;
}

export interface ManifestItem {
  ibamaCode: string;
  /** In the MTR's unit (`unitCode`), never kilos unless the unit is KG (domain/mtr/manifest-items.ts converts). */
  quantity: number;
  unitCode: string;
  treatmentCode: string;
  classCode: string;
  physicalStateCode: string;
  packagingCode: string;
  /** Kilos per litre (= t/m³), sent as `marDensidade` with litres or m³. */
  density?: number | null;
  /** For a hazardous "(*)" code: `marNumeroONU`, `marClasseRisco`, `marNomeEmbarque`, `greCodigo`. */
  hazard?: { onuNumber: string; riskClass: string; shippingName: string; greCode: number } | null;
  /** Not sent: how `quantity` came from our kilos (its unit, the kilos one unit stands for), kept on our item. */
  conversion?: { unitKind: string; kilosPerUnit: number; packingGroup: string | null };
}

/** The system's dependent lists (S1, S4): classes per IBAMA code, packaging per physical state. */
export type MtrLookupLinkKind = 'class-by-waste' | 'packaging-by-state';

export interface ManifestToIssue {
  /** Our short reference (≤ 20 characters): `seuCodigo` and each item's `marCodigoInterno`. */
  seuCodigo: string;
  responsibleName: string;
  /** 'YYYY-MM-DD' */
  shipmentDate: string;
  driverName: string;
  vehiclePlate: string;
  notes: string;
  carrier: ManifestParty;
  receiver: ManifestParty;
  items: ManifestItem[];
}

/** One MTR of a listing, as far as the listing carries it (a field it lacks is null or empty). */
export interface ListedManifest {
  number: string;
  /** 'YYYY-MM-DD' in Brasília time, from `manDataExpedicao`. */
  shipmentDate: string | null;
  carrierCnpj: string | null;
  receiverCnpj: string | null;
  situation: ManifestSituation;
  items: { ibamaCode: string; quantity: number | null; internalCode: string | null }[];
}

export type IssueResult =
  | {
      ok: true;
      number: string;
      /** The system's `erroNacional` text, when the MTR was made but its copy to the national system failed. */
      nationalCopyError?: string;
    }
  | { ok: false; message: string };

export type ManifestSituation = 'issued' | 'received' | 'cancelled' | 'stored' | 'unknown';

export interface ManifestStatus {
  number: string;
  /** Our reading of the situation; 'unknown' when neither its code nor its words are known. */
  situation: ManifestSituation;
  /** The situation's code and words as the system gave them, kept whatever our reading (an unknown one included). */
  situationCode: string | null;
  situationText: string | null;
  /** null while the system says 0 (no CDF yet). */
  cdfNumber: string | null;
  receivedAt: Date | null;
  /** What the receiver declared per IBAMA code, once received, in the MTR's unit (never converted here). */
  receivedQuantities: Record<string, number>;
}

/** One exchange, secrets already removed, for the caller to keep (after the call, outside any transaction). */
export interface ExchangeRecord {
  operation: MtrOperation;
  at: Date;
  durationMs: number;
  method: string;
  path: string;
  httpStatus: number | null;
  ok: boolean;
  request: unknown;
  response: unknown;
  error: string | null;
}

export type MtrFailure = Exclude<MtrConnectionOutcome, 'ok' | 'not-configured' | 'no-credentials'> | 'not-pdf';

/** A failure of the system or of the way to it, with what it said (its own words, Portuguese) when it said something. */
export class MtrSystemError extends Error {
  readonly kind: MtrFailure;
  readonly httpStatus: number | null;
  readonly systemMessage: string | null;
  /** The system answered, but not in a shape that could be read: what it did is unknown. */
  readonly unreadable: boolean;
  constructor(
    kind: MtrFailure,
    message: string,
    httpStatus: number | null = null,
    systemMessage: string | null = null,
    unreadable = false,
  ) {
    super(message);
    this.name = 'MtrSystemError';
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.systemMessage = systemMessage;
    this.unreadable = unreadable;
  }
}

/** The system answered a PDF download with something else (an error page, JSON, nothing). */
export const notPdf = (httpStatus: number | null) =>
  new MtrSystemError('not-pdf', 'The system sent something other than a PDF', httpStatus);
