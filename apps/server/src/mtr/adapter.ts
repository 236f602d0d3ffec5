import type {
  MtrApiSystem,
  MtrConnectionOutcome,
  MtrEnvironment,
  MtrLookupItem,
  MtrLookupKind,
  MtrOperation,
} from '@ecopeso/shared/mtr';

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
  /** Sends one manifest; our draft id travels as `seuCodigo`, so a second send of it never makes a second MTR. */
  issue(manifest: ManifestToIssue): Promise<IssueResult>;
  /** The MTR sent with this `seuCodigo`, if the system has it (reconciles an issue whose answer was lost). */
  findBySeuCodigo(seuCodigo: string, shipmentDate: string): Promise<{ number: string } | null>;
  status(number: string): Promise<ManifestStatus>;
  cancel(number: string, justification: string): Promise<void>;
  downloadMtrPdf(number: string): Promise<Buffer>;
  downloadCdfPdf(cdfNumber: string): Promise<Buffer>;
}

export type MtrCredentials =
  { kind: 'integration-token'; integrationToken: string } | { kind: 'cpf-password'; cpf: string; password: string };

/** Where and as whom an adapter talks. */
export interface MtrConnection {
  system: MtrApiSystem;
  environment: MtrEnvironment;
  /** Up to and including `/apiws/rest`, no trailing slash. */
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
  quantity: number;
  unitCode: string;
  treatmentCode: string;
  classCode: string;
  physicalStateCode: string;
  packagingCode: string;
}

export interface ManifestToIssue {
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

export type IssueResult = { ok: true; number: string } | { ok: false; message: string };

export type ManifestSituation = 'issued' | 'received' | 'cancelled' | 'stored' | 'unknown';

export interface ManifestStatus {
  number: string;
  situation: ManifestSituation;
  /** null while the system says 0 (no CDF yet). */
  cdfNumber: string | null;
  receivedAt: Date | null;
  /** What the receiver declared per IBAMA code, once received. */
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
  constructor(
    kind: MtrFailure,
    message: string,
    httpStatus: number | null = null,
    systemMessage: string | null = null,
  ) {
    super(message);
    this.name = 'MtrSystemError';
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.systemMessage = systemMessage;
  }
}
