import { createHash } from 'node:crypto';
import type { MtrLookupItem, MtrLookupKind, MtrOperation } from '@ecopeso/shared/mtr';
import {
  MtrSystemError,
  type ExchangeRecord,
  type IssueResult,
  type ManifestSituation,
  type ManifestStatus,
  type MtrConnection,
  type MtrSystemAdapter,
} from './adapter.ts';
import { redact } from './redact.ts';

/** The SINIR/SIGOR answer envelope: HTTP 200 may still carry `erro: true`. */
interface Envelope {
  mensagem: string | null;
  objetoResposta: unknown;
  erro: boolean;
  totalRecords?: number;
}

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

/** SINIR situação codes (1 saved, 3 received, 4 cancelled, 9 temporary storage); others are not documented. */
const SITUATIONS: Record<number, ManifestSituation> = { 1: 'issued', 3: 'received', 4: 'cancelled', 9: 'stored' };

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
    const isPdf = body.subarray(0, 5).toString('latin1') === '%PDF-';
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
      const parsed = JSON.parse(raw.body.toString('utf8')) as Partial<Envelope>;
      if (parsed && typeof parsed === 'object' && 'erro' in parsed) {
        return {
          mensagem: parsed.mensagem ?? null,
          objetoResposta: parsed.objetoResposta,
          erro: parsed.erro === true,
          totalRecords: parsed.totalRecords,
        };
      }
    } catch {
      // not JSON: handled below
    }
    throw new MtrSystemError('system-error', `Unexpected answer (HTTP ${raw.status})`, raw.status);
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
    if (!envelope) throw new MtrSystemError('system-error', `Unexpected answer (HTTP ${raw.status})`, raw.status);
    if (envelope.erro) {
      const kind = context === 'sign-in' ? 'credentials-refused' : 'system-error';
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
    const answer = envelope.objetoResposta;
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
    if (raw.body.subarray(0, 5).toString('latin1') === '%PDF-') return raw.body;
    check(raw, 'call');
    throw new MtrSystemError('not-pdf', 'The system sent something other than a PDF', raw.status);
  }

  const situationOf = (code: unknown): ManifestSituation =>
    typeof code === 'number' || typeof code === 'string' ? (SITUATIONS[Number(code)] ?? 'unknown') : 'unknown';

  return {
    async signIn() {
      await signIn(true);
    },

    async lookupList(kind) {
      const route = LIST_ROUTES[kind];
      const envelope = check(await call('lookup', 'GET', route.path), 'call');
      const list = Array.isArray(envelope.objetoResposta) ? (envelope.objetoResposta as Record<string, unknown>[]) : [];
      return list
        .filter((row) => row && row[route.code] !== undefined && row[route.code] !== null)
        .map((row): MtrLookupItem => ({
          code: String(row[route.code]),
          description: String(row[route.description] ?? ''),
          abbreviation: route.abbreviation && row[route.abbreviation] ? String(row[route.abbreviation]) : null,
        }));
    },

    async issue(manifest): Promise<IssueResult> {
      const body = [
        {
          seuCodigo: manifest.seuCodigo,
          nomeResponsavel: manifest.responsibleName,
          dataExpedicao: epochOfDate(manifest.shipmentDate),
          nomeMotorista: manifest.driverName,
          placaVeiculo: manifest.vehiclePlate,
          observacoes: manifest.notes,
          gerador: { unidade: Number(connection.generatorUnitCode), cpfCnpj: connection.generatorCnpj },
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
          })),
        },
      ];
      const envelope = check(await call('issue', 'POST', 'salvarManifestoLote', body), 'call');
      const results = Array.isArray(envelope.objetoResposta)
        ? (envelope.objetoResposta as Record<string, unknown>[])
        : [];
      const mine = results.find((r) => r.seuCodigo === manifest.seuCodigo) ?? results[0];
      if (!mine) throw new MtrSystemError('system-error', 'The answer listed no manifest', 200, envelope.mensagem);
      if (mine.restResponseValido === false || mine.erroNacional === true) {
        const message = String(mine.restResponseMensagem ?? mine.mensagemErroNacional ?? envelope.mensagem ?? '');
        return { ok: false, message: message || 'The system refused the manifest' };
      }
      const number = mine.manifestoNumeroNacional ?? mine.manifestoNumeroEstadual ?? mine.codigoGerado;
      if (number === undefined || number === null || String(number) === '') {
        throw new MtrSystemError('system-error', 'The answer carried no MTR number', 200, envelope.mensagem);
      }
      return { ok: true, number: String(number) };
    },

    async findBySeuCodigo(seuCodigo, shipmentDate) {
      if (connection.system === 'SIGOR') {
        const raw = await call('find', 'POST', 'retornaManifestoSeuCodigo', {
          suaUnidade: connection.generatorUnitCode,
          seuCodigo,
        });
        const envelope = envelopeOf(raw);
        if (raw.status === 404 || envelope.erro || !envelope.objetoResposta) {
          if (raw.status >= 500) check(raw, 'call');
          return null;
        }
        const found = envelope.objetoResposta as { manNumero?: unknown };
        return found.manNumero ? { number: String(found.manNumero) } : null;
      }
      // SINIR has no lookup by our code: list the generator's MTRs around the shipment date (≤ 30-day windows).
      const day = epochOfDate(shipmentDate);
      const envelope = check(
        await call('find', 'POST', 'listaManifesto?page=0&size=200', {
          dataInicial: ddMMyyyy(day - 15 * 86_400_000),
          dataFinal: ddMMyyyy(day + 14 * 86_400_000),
          tipoParceiro: 8,
        }),
        'call',
      );
      const list = Array.isArray(envelope.objetoResposta)
        ? (envelope.objetoResposta as { manNumero?: unknown; seuCodigo?: unknown }[])
        : [];
      const found = list.find((m) => m.seuCodigo === seuCodigo && m.manNumero);
      return found ? { number: String(found.manNumero) } : null;
    },

    async status(number): Promise<ManifestStatus> {
      const envelope = check(await call('status', 'GET', `retornaManifesto/${encodeURIComponent(number)}`), 'call');
      const m = (envelope.objetoResposta ?? {}) as Record<string, unknown>;
      const situation = situationOf((m.situacaoManifesto as { simCodigo?: unknown } | undefined)?.simCodigo);
      const cdf = m.cdfNumero ?? m.cdfCodigo;
      const cdfNumber = cdf === undefined || cdf === null || String(cdf) === '0' || cdf === '' ? null : String(cdf);
      const items = Array.isArray(m.listaManifestoResiduo)
        ? (m.listaManifestoResiduo as Record<string, unknown>[])
        : [];
      const receivedQuantities: Record<string, number> = {};
      for (const item of items) {
        const code = (item.residuo as { resCodigoIbama?: unknown } | undefined)?.resCodigoIbama ?? item.resCodigoIbama;
        if (code !== undefined && typeof item.marQuantidadeRecebida === 'number') {
          receivedQuantities[String(code)] = item.marQuantidadeRecebida;
        }
      }
      const receivedAt = typeof m.manDataRecebimento === 'number' ? new Date(m.manDataRecebimento) : null;
      return { number: String(m.manNumero ?? number), situation, cdfNumber, receivedAt, receivedQuantities };
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
