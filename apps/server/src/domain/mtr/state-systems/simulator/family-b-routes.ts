import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MtrSystem } from '@ecopeso/shared/mtr-systems';
import { FAMILY_B, FAMILY_B_SYSTEMS, type CredentialPart, type FamilyBRow, type FamilyBSystem } from '../family-b.ts';
import { SIMULATOR_LISTS } from './lists.ts';
import type { Manifest } from './simulator.ts';

/**
 * The simulator's family B (reference/mtr-real-systems.md, "Two families"): every system of the `FAMILY_B` table
 * under `/{SYSTEM}/api/…`, each answering exactly the routes its row names, with the credentials where its row
 * puts them — so a new row is served without a line here. What the row does not name answers 404, as an unknown
 * route does. The manifests, their numbers, checks, situations, PDFs and the `/_sim/…` controls are the
 * simulator's own (simulator.ts), shared with family A through `FamilyBCore`.
 *
 * - `token` rows: `POST gettoken {pessoaCodigo, pessoaCnpj, usuarioCpf, senha}` → `{token, chave}`; a refusal is
 *   HTTP 200 `{retorno}` without a token (S9 semad.py reads `retorno`). Later calls need `Authorization: Bearer`
 *   and, where the row names a header, the `chave` in it; else 401.
 * - `path` rows: the credentials as path segments in the row's order, the MTR's code after or before them.
 * - `body` rows: `{cnp, login, senha}` (and `codUnidade` where the row says) beside the payload; the status takes
 *   `manifestoJSON: {manifestoCodigo}` (S9 fepam.py).
 * - A non-token row's issue and cancel take `{login, senha, cnp, codUnidade}` in the body (S9 inea.py).
 * Wrong credentials in a path or a body: 401 `{mensagem, erro: true}`.
 *
 * Answers: the family-A envelope `{mensagem, objetoResposta, erro}` (errors under HTTP 200 too), or the payload
 * itself when `/_sim/{system}/answers` says `payloadKey: 'none'` — no source shows which the family uses.
 */

export type FamilyBPayloadKey = 'objetoResposta' | 'objeto' | 'none';

/** What family B shares with the rest of the simulator. */
export interface FamilyBCore {
  acceptPassword(cpf: string, password: string): boolean;
  knownCpf(cpf: string): boolean;
  /** A new access token for a unit, and its `chave`. */
  issueToken(system: FamilyBSystem, unit: string): { token: string; key: string };
  /** A live (unexpired) access token. */
  token(token: string): { system: MtrSystem; unit: string; key: string | null } | null;
  manifest(system: FamilyBSystem, number: string): Manifest | undefined;
  store(system: FamilyBSystem, generatorUnit: string, body: Record<string, unknown>): Manifest;
  itemError(system: FamilyBSystem, manifest: Record<string, unknown>): string | null;
  unitFieldError(batch: Record<string, unknown>[]): string | null;
  manifestBody(manifest: Manifest): unknown;
  manifestPdf(manifest: Manifest): Promise<Buffer>;
  cdfPdf(system: FamilyBSystem, cdf: string): Promise<Buffer | null>;
  cancel(manifest: Manifest | undefined, justification: unknown): string | null;
  applyFault(
    path: string,
    reply: FastifyReply,
    seuCodigos: unknown[],
    beforeSave: boolean,
    system: MtrSystem,
  ): Promise<boolean>;
  payloadKey(system: FamilyBSystem): FamilyBPayloadKey;
}

type Operation = 'sign-in' | 'status' | 'issue' | 'cancel' | 'mtr-pdf' | 'cdf-pdf' | 'list';

/** The lists family A serves under these names; the treatments' one goes by the row's `treatmentList`. */
const TREATMENTS = 'retornaListaTratamento';
const LISTS = Object.keys(SIMULATOR_LISTS.SINIR).filter((list) => list !== TREATMENTS);

/** Which operation a route is in a row, or null when the row names no such route. */
function operationOf(row: FamilyBRow, route: string): Operation | null {
  if (!route) return null;
  if (row.signIn.kind === 'token' && route === 'gettoken') return 'sign-in';
  const { routes } = row;
  if (route === routes.status) return 'status';
  if (route === routes.issue) return 'issue';
  if (route === routes.cancel) return 'cancel';
  if (route === routes.mtrPdf) return 'mtr-pdf';
  if (route === routes.cdfPdf) return 'cdf-pdf';
  if (routes.lists && (route === row.treatmentList || LISTS.includes(route))) return 'list';
  return null;
}

/** Credentials as a call carries them; a part the style does not carry stays undefined. */
interface Credentials {
  cpf?: string;
  password?: string;
  cnpj?: string;
  unit?: string;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const isUnitCode = (v: string) => /^\d{1,12}$/.test(v);

const refusal = (mensagem: string) => ({ mensagem, erro: true });
const NOT_FOUND = 'Recurso não encontrado.';
const WRONG_CREDENTIALS = 'Usuário ou senha inválidos.';

export function registerFamilyBRoutes(app: FastifyInstance, core: FamilyBCore): void {
  /** A successful answer in the system's current shape. */
  const answer = (system: FamilyBSystem, payload: unknown, mensagem: string | null = null) => {
    const key = core.payloadKey(system);
    return key === 'none' ? payload : { mensagem, [key]: payload, erro: false };
  };

  /** Whether credentials hold: the password, a registered CPF, a CNPJ's 14 digits, a unit's code. */
  const valid = (c: Credentials) =>
    typeof c.password === 'string' &&
    core.acceptPassword(c.cpf ?? '', c.password) &&
    (c.cpf === undefined || (/^\d{11}$/.test(c.cpf) && core.knownCpf(c.cpf))) &&
    (c.cnpj === undefined || /^\d{14}$/.test(c.cnpj)) &&
    (c.unit === undefined || isUnitCode(c.unit));

  /** The credentials of a body: `{login, senha, cnp}` and, where asked, `codUnidade`. */
  const bodyCredentials = (body: Record<string, unknown>, withUnit: boolean): Credentials => ({
    cpf: text(body.login),
    password: typeof body.senha === 'string' ? body.senha : undefined,
    cnpj: text(body.cnp),
    ...(withUnit || body.codUnidade !== undefined ? { unit: text(body.codUnidade) } : {}),
  });

  for (const system of FAMILY_B_SYSTEMS) {
    const row = FAMILY_B[system];
    const prefix = `/${system}/api/`;

    /** The unit of a token's holder, or null with the 401 sent. */
    function bearer(request: FastifyRequest, reply: FastifyReply): string | null {
      const style = row.signIn;
      const entry = core.token((request.headers.authorization ?? '').replace(/^Bearer\s+/, ''));
      const keyHeader = style.kind === 'token' ? style.keyHeader?.toLowerCase() : undefined;
      if (!entry || entry.system !== system || (keyHeader && request.headers[keyHeader] !== entry.key)) {
        void reply.code(401).send(refusal('Token inválido ou expirado.'));
        return null;
      }
      return entry.unit;
    }

    async function signIn(request: FastifyRequest) {
      const b = (request.body ?? {}) as Record<string, unknown>;
      const credentials: Credentials = {
        cpf: text(b.usuarioCpf),
        password: typeof b.senha === 'string' ? b.senha : undefined,
        cnpj: text(b.pessoaCnpj),
        unit: text(b.pessoaCodigo),
      };
      // SEMAD's refusal is HTTP 200 with its words in `retorno` and no token (S9 semad.py).
      if (!valid(credentials)) return { retorno: WRONG_CREDENTIALS };
      const { token, key } = core.issueToken(system, credentials.unit!);
      // S9 semad.py takes a token only beside `retornoCodigo: 0`.
      return { token, chave: key, retornoCodigo: 0 };
    }

    app.post(`${prefix}*`, async (request, reply) => {
      let segments: string[];
      try {
        const path = new URL(request.url, 'http://sim').pathname.slice(prefix.length);
        segments = path.split('/').map((s) => decodeURIComponent(s));
      } catch {
        return reply.code(404).send(refusal(NOT_FOUND));
      }
      const [route = '', ...rest] = segments;
      const operation = operationOf(row, route);
      if (!operation) return reply.code(404).send(refusal(NOT_FOUND));
      if (operation === 'sign-in') {
        if (await core.applyFault(route, reply, [], false, system)) return reply;
        return signIn(request);
      }

      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const style = row.signIn;
      // Where the MTR's code comes: the path, after or before any credentials; FEPAM's status, its body.
      const codeInPath =
        operation === 'mtr-pdf' || operation === 'cdf-pdf' || (operation === 'status' && style.kind !== 'body');
      let code: string | null = null;
      let unit: string | null;
      if (style.kind === 'token') {
        if (rest.length !== (codeInPath ? 1 : 0)) return reply.code(404).send(refusal(NOT_FOUND));
        code = codeInPath ? rest[0]! : null;
        unit = bearer(request, reply);
        if (unit === null) return reply;
      } else {
        let credentials: Credentials;
        if (style.kind === 'body' || operation === 'issue' || operation === 'cancel') {
          // A body row's every call, and a path row's issue and cancel (S9 inea.py: codUnidade too).
          if (rest.length !== (codeInPath ? 1 : 0)) return reply.code(404).send(refusal(NOT_FOUND));
          code = codeInPath ? rest[0]! : null;
          credentials = bodyCredentials(body, style.kind === 'path' || style.withUnit);
        } else {
          const parts = rest.slice();
          if (parts.length !== style.order.length + (codeInPath ? 1 : 0)) {
            return reply.code(404).send(refusal(NOT_FOUND));
          }
          if (codeInPath) code = (row.codePlace === 'before-credentials' ? parts.shift() : parts.pop())!;
          const named = Object.fromEntries(style.order.map((part, i) => [part, parts[i]!])) as Partial<
            Record<CredentialPart, string>
          >;
          credentials = { cpf: named.cpf, password: named.password, cnpj: named.cnpj, unit: named.unit };
        }
        if (!valid(credentials)) return reply.code(401).send(refusal(WRONG_CREDENTIALS));
        unit = credentials.unit ?? credentials.cnpj ?? null;
      }
      if (operation === 'status' && style.kind === 'body') {
        code = text((body.manifestoJSON as { manifestoCodigo?: unknown } | undefined)?.manifestoCodigo);
      }
      // A slow, lost or failed answer (`/_sim/faults`); an issue's strikes before or after the save, below.
      if (operation !== 'issue' && (await core.applyFault(route, reply, [], false, system))) return reply;

      switch (operation) {
        case 'list': {
          const rows = SIMULATOR_LISTS[system][route === row.treatmentList ? TREATMENTS : route] ?? [];
          return answer(system, rows);
        }
        case 'status': {
          const m = core.manifest(system, code ?? '');
          return m ? answer(system, core.manifestBody(m)) : refusal('Manifesto não encontrado.');
        }
        case 'mtr-pdf': {
          const m = core.manifest(system, code ?? '');
          if (!m) return refusal('Manifesto não encontrado.');
          return reply.type('application/pdf').send(await core.manifestPdf(m));
        }
        case 'cdf-pdf': {
          const pdf = await core.cdfPdf(system, code ?? '');
          return pdf ? reply.type('application/pdf').send(pdf) : refusal('Certificado não encontrado.');
        }
        case 'cancel': {
          const refused = core.cancel(core.manifest(system, text(body.manifestoCodigo)), body.justificativa);
          return refused ? refusal(refused) : { mensagem: 'Manifesto cancelado com sucesso.', erro: false };
        }
        case 'issue':
          return issue(request, reply, body, unit);
      }
    });

    /** A batch (under the row's `batchKey`, else the body itself): each manifest checked and numbered as family A's. */
    async function issue(
      request: FastifyRequest,
      reply: FastifyReply,
      body: Record<string, unknown>,
      unit: string | null,
    ): Promise<unknown> {
      const batch = row.batchKey ? body[row.batchKey] : request.body;
      if (!Array.isArray(batch) || batch.length === 0) return refusal('Lista de manifestos vazia.');
      const manifests = batch as Record<string, unknown>[];
      const unitError = core.unitFieldError(manifests);
      if (unitError) return reply.code(400).send(refusal(unitError));
      const route = row.routes.issue!;
      const sent = manifests.map((m) => m?.seuCodigo);
      if (await core.applyFault(route, reply, sent, true, system)) return reply;
      const results = manifests.map((m) => {
        const error = core.itemError(system, m);
        if (error) {
          return {
            restResponseValido: false,
            restResponseMensagem: error,
            codigoGerado: null,
            manifestoNumeroNacional: null,
            manifestoNumeroEstadual: null,
          };
        }
        const generator = (m.gerador as { unidade?: unknown } | undefined)?.unidade;
        const { number } = core.store(system, unit ?? text(generator), m);
        // A state system numbers the MTR itself; no national number comes back (reference, family B: inferred).
        return {
          restResponseValido: true,
          restResponseMensagem: 'Manifesto salvo com sucesso.',
          codigoGerado: Number(number.slice(-7)),
          manifestoNumeroNacional: null,
          manifestoNumeroEstadual: number,
        };
      });
      // A slow, lost or failed answer comes after the manifests are saved: the case an issue must reconcile.
      if (await core.applyFault(route, reply, sent, false, system)) return reply;
      return answer(
        system,
        results,
        results.every((r) => r.restResponseValido) ? 'Manifestos salvos.' : 'Manifestos processados com erros.',
      );
    }
  }
}
