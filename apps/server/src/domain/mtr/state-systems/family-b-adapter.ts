import { createHash } from 'node:crypto';
import type { MtrOperation } from '@ecopeso/shared/mtr';
import type { MtrLookupItem } from '@ecopeso/shared/mtr-settings';
import { looksLikePdf } from '@ecopeso/shared/documents';
import {
  MtrSystemError,
  notPdf,
  type ExchangeRecord,
  type IssueResult,
  type ManifestStatus,
  type MtrSystemAdapter,
} from './adapter.ts';
import { issueResultOf, LIST_ROUTES, manifestBody, manifestStatusOf } from './apiws-adapter.ts';
import { FAMILY_B, type CredentialPart, type FamilyBSystem } from './family-b.ts';
import { maskCpf, redact } from './redact.ts';

/** Where and as whom the family-B adapter talks: these systems sign in with the user's CPF and password. */
export interface FamilyBConnection {
  system: FamilyBSystem;
  /** The row's base URL or the simulator's, no trailing slash. */
  baseUrl: string;
  generatorUnitCode: string;
  generatorCnpj: string;
  cpf: string;
  password: string;
}

export interface FamilyBOptions {
  timeoutMs?: number;
  onExchange?: (exchange: ExchangeRecord) => void;
  now?: () => number;
}

/** FEAM's tokens last one hour (S2, S9); renewed a little before. */
const TOKEN_TTL_MS = 55 * 60_000;
const tokens = new Map<string, { token: string; key: string | null; expiresAt: number }>();

/** Forgets every cached family-B token (tests). */
export function clearFamilyBTokens(): void {
  tokens.clear();
}

/** A path segment, and how an exchange record shows it: a password never, a CPF masked. */
interface Segment {
  text: string;
  secret?: 'password' | 'cpf';
}

/**
 * The family-B systems (FEAM, SEMAD, INEA, FEPAM, IMA, CPRH, IEMA) through one adapter, every difference read from
 * their row in `FAMILY_B`: the sign-in (a token and its `chave`; credentials in the path; credentials in the body),
 * the routes, the batch's wrapping. An operation whose route no source shows is refused (`not-supported`) with the
 * agency's name, so the person does it in the system's portal rather than have Ecopeso guess. Every exchange is
 * kept with its secrets removed — including a password the system wants in the path.
 */
export function createFamilyBAdapter(connection: FamilyBConnection, options: FamilyBOptions = {}): MtrSystemAdapter {
  const row = FAMILY_B[connection.system];
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? Date.now;
  // Every credential is in the key (hashed): a token got with old credentials is never used after they change.
  const cacheKey = createHash('sha256')
    .update(
      JSON.stringify([
        connection.system,
        connection.baseUrl,
        connection.generatorUnitCode,
        connection.generatorCnpj,
        connection.cpf,
        connection.password,
      ]),
    )
    .digest('hex');

  const unsupported = (what: string) =>
    new MtrSystemError(
      'not-supported',
      `${row.agency}: no public source shows how to ${what} through its web service; do it in the system's portal.`,
    );

  const credential: Record<CredentialPart, Segment> = {
    cpf: { text: connection.cpf, secret: 'cpf' },
    password: { text: connection.password, secret: 'password' },
    cnpj: { text: connection.generatorCnpj },
    unit: { text: connection.generatorUnitCode },
  };

  async function send(
    operation: MtrOperation,
    segments: Segment[],
    body: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Buffer; json: unknown }> {
    const started = now();
    const path = segments.map((s) => encodeURIComponent(s.text)).join('/');
    const shownPath = segments
      .map((s) => (s.secret === 'password' ? '[removed]' : s.secret === 'cpf' ? maskCpf(s.text) : s.text))
      .join('/');
    const record = (partial: Pick<ExchangeRecord, 'httpStatus' | 'ok' | 'response' | 'error'>) =>
      options.onExchange?.({
        operation,
        at: new Date(started),
        durationMs: Math.max(0, Math.round(now() - started)),
        method: 'POST',
        path: shownPath,
        request: body === undefined ? null : redact(body),
        ...partial,
      });
    let res: Response;
    try {
      res = await fetch(`${connection.baseUrl}/${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json, application/pdf',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      record({ httpStatus: null, ok: false, response: null, error: timedOut ? 'timeout' : 'unreachable' });
      throw new MtrSystemError(timedOut ? 'timeout' : 'unreachable', timedOut ? 'No answer in time' : 'Unreachable');
    }
    const raw = Buffer.from(await res.arrayBuffer());
    const isPdf = looksLikePdf(raw);
    let json: unknown = null;
    if (!isPdf) {
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        json = null;
      }
    }
    const said = messageOf(json);
    const refused = !isPdf && (json as { erro?: unknown } | null)?.erro === true;
    record({
      httpStatus: res.status,
      ok: res.ok && !refused,
      response: isPdf ? `[PDF, ${raw.length} bytes]` : redact(json ?? raw.toString('utf8'), { secretAnswer: true }),
      error: null,
    });
    if (res.status === 401 || res.status === 403) {
      throw new MtrSystemError('credentials-refused', `Refused (HTTP ${res.status})`, res.status, said);
    }
    if (res.status >= 400 || refused) {
      throw new MtrSystemError('system-error', `HTTP ${res.status}`, res.status, said);
    }
    return { status: res.status, body: raw, json };
  }

  async function signIn(force = false): Promise<{ token: string; key: string | null }> {
    const cached = tokens.get(cacheKey);
    if (!force && cached && cached.expiresAt > now()) return cached;
    const answer = await send('sign-in', [{ text: 'gettoken' }], {
      pessoaCodigo: Number(connection.generatorUnitCode),
      pessoaCnpj: connection.generatorCnpj,
      usuarioCpf: connection.cpf,
      senha: connection.password,
      // A 401/403 is a refusal (send() says so); a 404 or another 4xx is the route or the address, not the password.
    });
    const { token, chave } = (answer.json ?? {}) as { token?: unknown; chave?: unknown };
    // SEMAD answers a refusal as `{retorno: "…"}` without a token (S9).
    if (typeof token !== 'string' || !token) {
      throw new MtrSystemError('credentials-refused', 'No token in the answer', answer.status, messageOf(answer.json));
    }
    const entry = { token, key: typeof chave === 'string' ? chave : null, expiresAt: now() + TOKEN_TTL_MS };
    tokens.set(cacheKey, entry);
    return entry;
  }

  /**
   * A call to `route` about `code` (an MTR's barcode, a list), with the credentials where the row puts them;
   * under a token, renewed once on 401.
   */
  async function call(operation: MtrOperation, route: string, code: string | null, payload?: Record<string, unknown>) {
    const style = row.signIn;
    if (style.kind === 'token') {
      const once = async (force: boolean) => {
        const { token, key } = await signIn(force);
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        if (style.keyHeader && key) headers[style.keyHeader] = key;
        return send(operation, [{ text: route }, ...(code ? [{ text: code }] : [])], payload, headers);
      };
      try {
        return await once(false);
      } catch (err) {
        if (!(err instanceof MtrSystemError) || err.httpStatus !== 401) throw err;
        tokens.delete(cacheKey);
        return once(true);
      }
    }
    if (style.kind === 'path') {
      const creds = style.order.map((part) => credential[part]);
      const codeSegment = code ? [{ text: code }] : [];
      const segments =
        row.codePlace === 'before-credentials'
          ? [{ text: route }, ...codeSegment, ...creds]
          : [{ text: route }, ...creds, ...codeSegment];
      return send(operation, segments, payload);
    }
    const body = {
      cnp: connection.generatorCnpj,
      login: connection.cpf,
      senha: connection.password,
      ...(style.withUnit ? { codUnidade: Number(connection.generatorUnitCode) } : {}),
      ...payload,
    };
    return send(operation, [{ text: route }, ...(code ? [{ text: code }] : [])], body);
  }

  /**
   * Body credentials for the routes that take them there whatever the row's style (INEA's save and cancel carry
   * the unit too, S9); a body-style row says whether its bodies carry the unit.
   */
  const withUnit = row.signIn.kind !== 'body' || row.signIn.withUnit;
  const bodyCredentials = () => ({
    login: connection.cpf,
    senha: connection.password,
    cnp: connection.generatorCnpj,
    ...(withUnit ? { codUnidade: Number(connection.generatorUnitCode) } : {}),
  });

  const sendWithBody = (operation: MtrOperation, route: string, payload: Record<string, unknown>) =>
    row.signIn.kind === 'token'
      ? call(operation, route, null, payload)
      : send(operation, [{ text: route }], { ...bodyCredentials(), ...payload });

  async function pdf(operation: MtrOperation, route: string | null, code: string, what: string): Promise<Buffer> {
    if (!route) throw unsupported(what);
    const answer = await call(operation, route, code);
    if (looksLikePdf(answer.body)) return answer.body;
    throw notPdf(answer.status);
  }

  return {
    async signIn() {
      if (row.signIn.kind === 'token') {
        await signIn(true);
        return;
      }
      // Systems that take the credentials on every call have no sign-in: a list, where served, proves them.
      if (!row.routes.lists) throw unsupported('check the credentials without an MTR');
      await call('sign-in', 'retornaListaUnidade', null);
    },

    async lookupList(kind) {
      if (!row.routes.lists) throw unsupported('read its lookup lists');
      const route = LIST_ROUTES[kind];
      const path = kind === 'treatments' ? row.treatmentList : route.path;
      const answer = await call('lookup', path, null);
      const rows = payloadOf(answer.json);
      return (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [])
        .filter((r) => r && r[route.code] !== undefined && r[route.code] !== null)
        .map((r): MtrLookupItem => ({
          code: String(r[route.code]),
          description: String(r[route.description] ?? ''),
          abbreviation: route.abbreviation && r[route.abbreviation] ? String(r[route.abbreviation]) : null,
        }));
    },

    async dependentList() {
      throw unsupported('read which class fits a waste');
    },

    async issue(manifest): Promise<IssueResult> {
      if (!row.routes.issue || !row.batchKey) throw unsupported('issue an MTR');
      const one = manifestBody(manifest, { unitCode: connection.generatorUnitCode, cnpj: connection.generatorCnpj });
      const answer = await sendWithBody('issue', row.routes.issue, { [row.batchKey]: [one] });
      const json = (answer.json ?? {}) as Record<string, unknown>;
      const results = payloadOf(json);
      return issueResultOf(Array.isArray(results) ? (results as Record<string, unknown>[]) : [], json, messageOf(json));
    },

    async findBySeuCodigo() {
      throw unsupported('find an MTR by our reference');
    },

    // No source shows a listing by period in this family (FEAM lists CDFs by date, S2, by a route nobody shows).
    async listManifests() {
      throw unsupported('list the generator’s MTRs of a period');
    },

    async status(number): Promise<ManifestStatus> {
      if (!row.routes.status) throw unsupported('read an MTR’s status');
      const answer =
        row.signIn.kind === 'body'
          ? await call('status', row.routes.status, null, { manifestoJSON: { manifestoCodigo: number } })
          : await call('status', row.routes.status, number);
      const m = payloadOf(answer.json);
      return manifestStatusOf(
        (m && typeof m === 'object' && !Array.isArray(m) ? m : {}) as Record<string, unknown>,
        number,
      );
    },

    async cancel(number, justification) {
      if (!row.routes.cancel) throw unsupported('cancel an MTR');
      await sendWithBody('cancel', row.routes.cancel, { manifestoCodigo: number, justificativa: justification });
    },

    downloadMtrPdf: (number) => pdf('download-mtr', row.routes.mtrPdf, number, 'download an MTR’s PDF'),
    downloadCdfPdf: (cdf) => pdf('download-cdf', row.routes.cdfPdf, cdf, 'download a CDF’s PDF'),
  };
}

/** What an answer carries: the envelope's payload when it has one (either key), else the answer itself. */
function payloadOf(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const o = json as Record<string, unknown>;
  for (const key of ['objetoResposta', 'objeto', 'respostaApiwsManifestoDTO']) {
    if (key in o) return o[key];
  }
  return json;
}

/** The system's own words in an answer, under any of the keys the families use. */
function messageOf(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  for (const key of ['mensagem', 'retorno', 'message', 'erroMensagem']) {
    if (typeof o[key] === 'string' && o[key]) return o[key];
  }
  return null;
}
