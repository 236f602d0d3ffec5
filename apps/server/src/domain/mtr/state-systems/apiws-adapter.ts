import { createHash } from 'node:crypto';
import type { MtrLookupKind, MtrOperation } from '@ecopeso/shared/mtr';
import type { MtrLookupItem } from '@ecopeso/shared/mtr-settings';
import { looksLikePdf } from '@ecopeso/shared/documents';
import { dayInZone, DEFAULT_TIMEZONE } from '@ecopeso/shared/dates';
import {
  MtrSystemError,
  notPdf,
  type ExchangeRecord,
  type IssueResult,
  type ListedManifest,
  type ManifestItem,
  type ManifestSituation,
  type ManifestStatus,
  type ManifestToIssue,
  type MtrConnection,
  type MtrLookupLinkKind,
  type MtrSystemAdapter,
} from './adapter.ts';
import { redact } from './redact.ts';

/**
 * The SINIR/SIGOR answer envelope, in every shape the public clients meet (reference/mtr-real-systems.md, family A):
 * the legacy and SIGOR `{mensagem, objetoResposta, erro, totalRecords}` (HTTP 200 may still carry `erro: true`),
 * `objeto` in place of `objetoResposta` (S7), and SINIR 2026's issue answer with its results at the top level,
 * `{respostaApiwsManifestoDTO: [...], erroNacional, mensagemErroNacional}` (S7, S10). `payload` is whichever of the
 * three was there; `top` keeps the whole answer for fields read beside it.
 */
interface Envelope {
  mensagem: string | null;
  payload: unknown;
  erro: boolean;
  totalRecords?: number;
  top: Record<string, unknown>;
}

const PAYLOAD_KEYS = ['objetoResposta', 'objeto', 'respostaApiwsManifestoDTO'] as const;

export interface ApiwsOptions {
  /** Per call; the state systems are slow, but a weighing never waits on them. */
  timeoutMs?: number;
  /** Receives every exchange, secrets removed. */
  onExchange?: (exchange: ExchangeRecord) => void;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** An access token without a readable expiry is kept this long (sources disagree: ~1 h or 8 h). */
const FALLBACK_TOKEN_TTL_MS = 30 * 60_000;
/** Renew this long before the expiry the token says. */
const EXPIRY_MARGIN_MS = 60_000;

/** Access tokens by connection (system, base URL, unit, credentials' hash): shared by every adapter of the process. */
const tokenCache = new Map<string, { bearer: string; expiresAt: number }>();

/** Forgets every cached access token (tests; a changed credential gets another key anyway). */
export function clearMtrTokenCache(): void {
  tokenCache.clear();
}

export const LIST_ROUTES: Record<
  MtrLookupKind,
  { path: string; code: string; description: string; abbreviation?: string }
> = {
  classes: { path: 'retornaListaClasse', code: 'claCodigo', description: 'claDescricao' },
  units: { path: 'retornaListaUnidade', code: 'uniCodigo', description: 'uniDescricao', abbreviation: 'uniSigla' },
  treatments: { path: 'retornaListaTratamento', code: 'traCodigo', description: 'traDescricao' },
  physicalStates: { path: 'retornaListaEstadoFisico', code: 'tieCodigo', description: 'tieDescricao' },
  packaging: { path: 'retornaListaAcondicionamento', code: 'tiaCodigo', description: 'tiaDescricao' },
  wastes: { path: 'retornaListaResiduo', code: 'resCodigoIbama', description: 'resDescricao' },
};

/** The dependent lists (S1, S4): `retornaListaClassePorResiduo/{ibama}`, `…AcondicionamentoPorEstadoFisico/{tie}`. */
const DEPENDENT_ROUTES: Record<MtrLookupLinkKind, { path: string; code: string }> = {
  'class-by-waste': { path: 'retornaListaClassePorResiduo', code: 'claCodigo' },
  'packaging-by-state': { path: 'retornaListaAcondicionamentoPorEstadoFisico', code: 'tiaCodigo' },
};

/**
 * What an item carries besides its codes, where it applies (S5): `marDensidade` with litres or m³, and for a
 * hazardous code `marNumeroONU`, `marClasseRisco`, `marNomeEmbarque`, `greCodigo`.
 */
function itemExtras(item: ManifestItem): Record<string, unknown> {
  return {
    ...(item.density ? { marDensidade: item.density } : {}),
    ...(item.hazard
      ? {
          marNumeroONU: item.hazard.onuNumber,
          marClasseRisco: item.hazard.riskClass,
          marNomeEmbarque: item.hazard.shippingName,
          greCodigo: item.hazard.greCode,
        }
      : {}),
  };
}

/** A listing's page size, and at most this many pages (a window of 30 days holds far fewer MTRs of one unit). */
const LIST_PAGE_SIZE = 100;
const LIST_MAX_PAGES = 50;

/** Situation codes the sources show: 1 Salvo, 3 Recebido, 9 Armazenamento temporário (S7); 4 Cancelado (S8, weak). */
const SITUATION_CODES: Record<number, ManifestSituation> = { 1: 'issued', 3: 'received', 4: 'cancelled', 9: 'stored' };
/**
 * A situation by its words, which decide over the code: the portal's list also holds 'Cancelado Automático por
 * prazo' and 'Armaz Temporário - Recebido' (S14), whose codes no source gives. A cancelled MTR must never stay
 * "issued" for want of its code; temporary storage, received there, is not the receiver's receipt.
 */
const SITUATION_WORDS: [RegExp, ManifestSituation][] = [
  [/cancelad/i, 'cancelled'],
  [/armaz/i, 'stored'],
  [/recebid/i, 'received'],
  [/salvo/i, 'issued'],
];

/** What `situacaoManifesto` says: our reading of it, and its code and words as the system gave them. */
export function readSituation(raw: unknown): {
  situation: ManifestSituation;
  code: string | null;
  text: string | null;
} {
  const { simCodigo, simDescricao } = (raw ?? {}) as { simCodigo?: unknown; simDescricao?: unknown };
  const code = typeof simCodigo === 'number' || typeof simCodigo === 'string' ? String(simCodigo) : null;
  const text = typeof simDescricao === 'string' && simDescricao.trim() ? simDescricao.trim() : null;
  const byWords = text ? SITUATION_WORDS.find(([words]) => words.test(text))?.[1] : undefined;
  const byCode = code !== null ? SITUATION_CODES[Number(code)] : undefined;
  return { situation: byWords ?? byCode ?? 'unknown', code, text };
}

/**
 * A date the system sends: epoch milliseconds, 'dd/MM/yyyy' (SINIR's `simDataRecebimento`, S7), with a time after
 * it or not, or an ISO date. A day without a time is that day at noon in Brasília, so it stays that day in any
 * report of the client's zone.
 */
export function readSystemDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return new Date(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (br) {
    const [, dd, mm, yyyy, hh, mi, ss] = br;
    const time = hh ? `${hh}:${mi}:${ss ?? '00'}` : '12:00:00';
    const date = new Date(`${yyyy}-${mm}-${dd}T${time}-03:00`);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** Seconds-since-epoch `exp` of a JWT, if the token is one. */
function jwtExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

const epochOfDate = (isoDate: string) => Date.parse(`${isoDate}T12:00:00-03:00`);
const ddMMyyyy = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
};

/**
 * An MTR's status from a `retornaManifesto` answer, in either family: the situation by its words and code, the CDF
 * number (0 or none: null), the receipt where the real answers carry it — SINIR in `situacaoManifesto.
 * simDataRecebimento` ('dd/MM/yyyy'), SIGOR in `manDataRecebimentoDestinador` (no answer has `manDataRecebimento`)
 * — and what the receiver declared per IBAMA code, in the MTR's unit.
 */
export function manifestStatusOf(m: Record<string, unknown>, number: string): ManifestStatus {
  const { situation, code: situationCode, text: situationText } = readSituation(m.situacaoManifesto);
  const cdf = m.cdfNumero ?? m.cdfCodigo;
  const cdfNumber = cdf === undefined || cdf === null || String(cdf) === '0' || cdf === '' ? null : String(cdf);
  const items = Array.isArray(m.listaManifestoResiduo) ? (m.listaManifestoResiduo as Record<string, unknown>[]) : [];
  const receivedQuantities: Record<string, number> = {};
  for (const item of items) {
    const code = (item.residuo as { resCodigoIbama?: unknown } | undefined)?.resCodigoIbama ?? item.resCodigoIbama;
    if (code !== undefined && typeof item.marQuantidadeRecebida === 'number') {
      receivedQuantities[String(code)] = item.marQuantidadeRecebida;
    }
  }
  const receivedAt =
    readSystemDate((m.situacaoManifesto as { simDataRecebimento?: unknown } | undefined)?.simDataRecebimento) ??
    readSystemDate(m.manDataRecebimentoDestinador);
  return {
    number: String(m.manNumero ?? number),
    situation,
    situationCode,
    situationText,
    cdfNumber,
    receivedAt,
    receivedQuantities,
  };
}

/**
 * One manifest as the family-A services take it (reference/mtr-real-systems.md, 'Issue'); family B descends from
 * the same system and its batches carry the same manifests (family-b.ts says where that is inferred).
 */
export function manifestBody(manifest: ManifestToIssue, generator: { unitCode: string; cnpj: string }) {
  return {
    seuCodigo: manifest.seuCodigo,
    nomeResponsavel: manifest.responsibleName,
    dataExpedicao: epochOfDate(manifest.shipmentDate),
    nomeMotorista: manifest.driverName,
    placaVeiculo: manifest.vehiclePlate,
    observacoes: manifest.notes,
    gerador: { unidade: Number(generator.unitCode), cpfCnpj: generator.cnpj },
    transportador: { unidade: Number(manifest.carrier.unitCode), cpfCnpj: manifest.carrier.cnpj },
    destinador: { unidade: Number(manifest.receiver.unitCode), cpfCnpj: manifest.receiver.cnpj },
    possuiArmazenamentoTemporario: false,
    listaManifestoResiduos: manifest.items.map((item) => ({
      resCodigoIbama: item.ibamaCode,
      marQuantidade: item.quantity,
      uniCodigo: Number(item.unitCode),
      traCodigo: Number(item.treatmentCode),
      tieCodigo: Number(item.physicalStateCode),
      tiaCodigo: Number(item.packagingCode),
      claCodigo: Number(item.classCode),
      marCodigoInterno: manifest.seuCodigo,
      ...itemExtras(item),
    })),
  };
}

/**
 * The result for the one manifest sent, from the results of a batch (the answer does not echo seuCodigo): refused
 * with its words, or made with its number — `erroNacional` is not a refusal but the copy to the national system
 * (S4; read so in SIGOR), kept to be shown beside the number.
 */
export function issueResultOf(
  results: Record<string, unknown>[],
  top: Record<string, unknown>,
  mensagem: string | null,
): IssueResult {
  const mine = results[0];
  if (!mine) throw new MtrSystemError('system-error', 'The answer listed no manifest', 200, mensagem, true);
  const said = (mine.resposta as { mensagem?: unknown } | null | undefined)?.mensagem;
  if (mine.restResponseValido === false) {
    const message = String(mine.restResponseMensagem ?? said ?? mensagem ?? '');
    return { ok: false, message: message || 'The system refused the manifest' };
  }
  const number = mine.manifestoNumeroNacional ?? mine.manifestoNumeroEstadual ?? mine.codigoGerado;
  if (number === undefined || number === null || String(number) === '') {
    throw new MtrSystemError('system-error', 'The answer carried no MTR number', 200, mensagem, true);
  }
  const national = mine.erroNacional === true || top.erroNacional === true;
  const nationalMessage = mine.mensagemErroNacional ?? top.mensagemErroNacional;
  return {
    ok: true,
    number: String(number),
    ...(national ? { nationalCopyError: String(nationalMessage ?? '') || 'erroNacional' } : {}),
  };
}

/**
 * The SINIR/SIGOR web-service family ("apiws"). SINIR signs in with the integration token made in its portal
 * (`POST token`; the password `gettoken` answers 404 since 01/08/2026); SIGOR with CPF, password and unit
 * (`POST gettoken`). The access token is cached until its expiry and renewed once on a 401. Every answer is read
 * as the envelope, an `erro: true` under HTTP 200 is a failure, a batch is read item by item, and a PDF must start
 * with `%PDF-`.
 */
export function createApiwsAdapter(connection: MtrConnection, options: ApiwsOptions = {}): MtrSystemAdapter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const cacheKey = createHash('sha256')
    .update(
      JSON.stringify([connection.system, connection.baseUrl, connection.generatorUnitCode, connection.credentials]),
    )
    .digest('hex');

  interface Raw {
    status: number;
    contentType: string;
    body: Buffer;
  }

  async function send(
    operation: MtrOperation,
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; bearer?: string; secretRequest?: boolean; secretAnswer?: boolean },
  ): Promise<Raw> {
    const started = now();
    const headers: Record<string, string> = { accept: 'application/json, application/pdf' };
    if (init.bearer) headers.authorization = init.bearer;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const record = (partial: Pick<ExchangeRecord, 'httpStatus' | 'ok' | 'response' | 'error'>) =>
      options.onExchange?.({
        operation,
        at: new Date(started),
        durationMs: Math.max(0, Math.round(now() - started)),
        method,
        path,
        request: init.secretRequest ? '[removed]' : init.body === undefined ? null : redact(init.body),
        ...partial,
      });
    let res: Response;
    try {
      res = await fetch(`${connection.baseUrl}/${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      const kind = timedOut ? 'timeout' : 'unreachable';
      const message = timedOut ? `No answer within ${timeoutMs} ms` : `Could not reach the system`;
      record({ httpStatus: null, ok: false, response: null, error: message });
      throw new MtrSystemError(kind, message);
    }
    let body: Buffer;
    try {
      body = Buffer.from(await res.arrayBuffer());
    } catch {
      record({ httpStatus: res.status, ok: false, response: null, error: 'The answer was cut short' });
      throw new MtrSystemError('unreachable', 'The answer was cut short', res.status);
    }
    const contentType = res.headers.get('content-type') ?? '';
    const isPdf = looksLikePdf(body);
    let shown: unknown;
    if (isPdf) shown = `[PDF, ${body.length} bytes]`;
    else {
      try {
        shown = redact(JSON.parse(body.toString('utf8')), { secretAnswer: init.secretAnswer });
      } catch {
        shown = redact(body.toString('utf8'));
      }
    }
    const envelopeError = !isPdf && (shown as { erro?: unknown } | null)?.erro === true;
    record({ httpStatus: res.status, ok: res.ok && !envelopeError, response: shown, error: null });
    return { status: res.status, contentType, body };
  }

  function envelopeOf(raw: Raw): Envelope {
    try {
      const parsed = JSON.parse(raw.body.toString('utf8')) as Record<string, unknown> | null;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const key = PAYLOAD_KEYS.find((k) => k in parsed);
        if ('erro' in parsed || key) {
          return {
            mensagem: typeof parsed.mensagem === 'string' ? parsed.mensagem : null,
            payload: key ? parsed[key] : undefined,
            erro: parsed.erro === true,
            totalRecords: typeof parsed.totalRecords === 'number' ? parsed.totalRecords : undefined,
            top: parsed,
          };
        }
      }
    } catch {
      // not JSON: handled below
    }
    throw new MtrSystemError('system-error', `Unexpected answer (HTTP ${raw.status})`, raw.status, null, true);
  }

  /** Maps an HTTP failure or `erro: true` to an error kind; returns the envelope when all is well. */
  function check(raw: Raw, context: 'sign-in' | 'call'): Envelope {
    let envelope: Envelope | null = null;
    try {
      envelope = envelopeOf(raw);
    } catch (err) {
      if (raw.status < 400) throw err;
    }
    const said = envelope?.mensagem ?? null;
    if (raw.status === 404 && context === 'sign-in') {
      throw new MtrSystemError('endpoint-disabled', 'The sign-in route is switched off', 404, said);
    }
    if (raw.status === 401 || raw.status === 403) {
      throw new MtrSystemError('credentials-refused', `Refused (HTTP ${raw.status})`, raw.status, said);
    }
    if (raw.status === 400 && said && /unidade/i.test(said)) {
      throw new MtrSystemError('unit-refused', 'A unit code was refused', 400, said);
    }
    if (raw.status >= 400) throw new MtrSystemError('system-error', `HTTP ${raw.status}`, raw.status, said);
    if (!envelope) {
      throw new MtrSystemError('system-error', `Unexpected answer (HTTP ${raw.status})`, raw.status, null, true);
    }
    if (envelope.erro) {
      // SIGOR's ERRO 007 is "password or unit code" (S6): saying "wrong password" would send the user to the wrong one.
      const kind =
        context !== 'sign-in'
          ? 'system-error'
          : said && /\bERRO\s*0*7\b/i.test(said)
            ? 'password-or-unit-refused'
            : 'credentials-refused';
      throw new MtrSystemError(kind, 'The system answered with an error', raw.status, said);
    }
    return envelope;
  }

  async function signIn(force = false): Promise<string> {
    const cached = tokenCache.get(cacheKey);
    if (!force && cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return cached.bearer;
    const { credentials } = connection;
    const raw =
      credentials.kind === 'integration-token'
        ? await send('sign-in', 'POST', 'token', {
            bearer: `Bearer ${credentials.integrationToken}`,
            secretAnswer: true,
          })
        : await send('sign-in', 'POST', 'gettoken', {
            body: { cpfCnpj: credentials.cpf, senha: credentials.password, unidade: connection.generatorUnitCode },
            secretAnswer: true,
          });
    const envelope = check(raw, 'sign-in');
    const answer = envelope.payload;
    if (typeof answer !== 'string' || !answer.trim()) {
      throw new MtrSystemError('system-error', 'The sign-in answer carried no token', raw.status, envelope.mensagem);
    }
    const bearer = answer.startsWith('Bearer ') ? answer : `Bearer ${answer}`;
    const expiresAt = jwtExpiry(bearer.slice(7)) ?? now() + FALLBACK_TOKEN_TTL_MS;
    tokenCache.set(cacheKey, { bearer, expiresAt });
    return bearer;
  }

  /** A call with the access token; on 401 the token is renewed once and the call made again. */
  async function call(operation: MtrOperation, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Raw> {
    let bearer = await signIn();
    let raw = await send(operation, method, path, { body, bearer });
    if (raw.status === 401) {
      tokenCache.delete(cacheKey);
      bearer = await signIn(true);
      raw = await send(operation, method, path, { body, bearer });
    }
    return raw;
  }

  async function pdf(operation: MtrOperation, path: string): Promise<Buffer> {
    const raw = await call(operation, 'POST', path);
    if (looksLikePdf(raw.body)) return raw.body;
    check(raw, 'call');
    throw notPdf(raw.status);
  }

  /** One MTR of a listing, read from the fields `retornaManifesto` documents (parceiro*, listaManifestoResiduo). */
  function listed(m: Record<string, unknown>): ListedManifest {
    const cnpj = (p: unknown) => {
      const v = (p as { parCnpj?: unknown } | null | undefined)?.parCnpj;
      return v === undefined || v === null ? null : String(v).replace(/\D/g, '');
    };
    const shipped = m.manDataExpedicao;
    const items = Array.isArray(m.listaManifestoResiduo) ? (m.listaManifestoResiduo as Record<string, unknown>[]) : [];
    return {
      number: String(m.manNumero),
      shipmentDate: typeof shipped === 'number' ? dayInZone(DEFAULT_TIMEZONE, new Date(shipped)) : null,
      carrierCnpj: cnpj(m.parceiroTransportador),
      receiverCnpj: cnpj(m.parceiroDestinador),
      situation: readSituation(m.situacaoManifesto).situation,
      items: items.map((item) => {
        const code = (item.residuo as { resCodigoIbama?: unknown } | undefined)?.resCodigoIbama ?? item.resCodigoIbama;
        return {
          ibamaCode: code === undefined || code === null ? '' : String(code),
          quantity: typeof item.marQuantidade === 'number' ? item.marQuantidade : null,
          internalCode: typeof item.marCodigoInterno === 'string' ? item.marCodigoInterno : null,
        };
      }),
    };
  }

  return {
    async signIn() {
      await signIn(true);
    },

    async lookupList(kind) {
      const route = LIST_ROUTES[kind];
      const envelope = check(await call('lookup', 'GET', route.path), 'call');
      const list = Array.isArray(envelope.payload) ? (envelope.payload as Record<string, unknown>[]) : [];
      return list
        .filter((row) => row && row[route.code] !== undefined && row[route.code] !== null)
        .map((row): MtrLookupItem => ({
          code: String(row[route.code]),
          description: String(row[route.description] ?? ''),
          abbreviation: route.abbreviation && row[route.abbreviation] ? String(row[route.abbreviation]) : null,
        }));
    },

    async dependentList(kind, key) {
      const route = DEPENDENT_ROUTES[kind];
      const envelope = check(await call('lookup', 'GET', `${route.path}/${encodeURIComponent(key)}`), 'call');
      const list = Array.isArray(envelope.payload) ? (envelope.payload as Record<string, unknown>[]) : [];
      return list.filter((row) => row && row[route.code] != null).map((row) => String(row[route.code]));
    },

    async issue(manifest): Promise<IssueResult> {
      const body = [manifestBody(manifest, { unitCode: connection.generatorUnitCode, cnpj: connection.generatorCnpj })];
      const envelope = check(await call('issue', 'POST', 'salvarManifestoLote', body), 'call');
      const results = Array.isArray(envelope.payload) ? (envelope.payload as Record<string, unknown>[]) : [];
      return issueResultOf(results, envelope.top, envelope.mensagem);
    },

    async findBySeuCodigo(seuCodigo) {
      if (connection.system !== 'SIGOR') throw new Error('Only SIGOR finds an MTR by seuCodigo.');
      const raw = await call('find', 'POST', 'retornaManifestoSeuCodigo', {
        suaUnidade: connection.generatorUnitCode,
        seuCodigo,
      });
      if (raw.status >= 500 || raw.status === 401 || raw.status === 403) check(raw, 'call');
      const envelope = envelopeOf(raw);
      if (raw.status === 404 || envelope.erro || !envelope.payload) return null;
      const found = envelope.payload as { manNumero?: unknown };
      return found.manNumero ? { number: String(found.manNumero) } : null;
    },

    async listManifests(from, to) {
      const size = LIST_PAGE_SIZE;
      const all: ListedManifest[] = [];
      for (let page = 0; page < LIST_MAX_PAGES; page++) {
        const envelope = check(
          await call('find', 'POST', `listaManifesto?page=${page}&size=${size}`, {
            dataInicial: ddMMyyyy(epochOfDate(from)),
            dataFinal: ddMMyyyy(epochOfDate(to)),
            tipoParceiro: 8,
          }),
          'call',
        );
        const rows = Array.isArray(envelope.payload) ? (envelope.payload as Record<string, unknown>[]) : [];
        all.push(...rows.filter((m) => m && m.manNumero).map(listed));
        const total = typeof envelope.totalRecords === 'number' ? envelope.totalRecords : null;
        if (rows.length < size || (total !== null && all.length >= total)) break;
      }
      return all;
    },

    async status(number): Promise<ManifestStatus> {
      const envelope = check(await call('status', 'GET', `retornaManifesto/${encodeURIComponent(number)}`), 'call');
      return manifestStatusOf((envelope.payload ?? {}) as Record<string, unknown>, number);
    },

    async cancel(number, justification) {
      check(
        await call('cancel', 'POST', 'cancelarManifesto', { manNumero: number, justificativa: justification }),
        'call',
      );
    },

    downloadMtrPdf: (number) => pdf('download-mtr', `downloadManifesto/${encodeURIComponent(number)}`),
    downloadCdfPdf: (cdfNumber) => pdf('download-cdf', `downloadCertificado/${encodeURIComponent(cdfNumber)}`),
  };
}
