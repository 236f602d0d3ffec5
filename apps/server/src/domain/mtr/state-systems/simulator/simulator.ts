import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import type { MtrApiSystem } from '@ecopeso/shared/mtr';
import { MTR_FAMILY, MTR_SYSTEMS, type MtrSystem } from '@ecopeso/shared/mtr-systems';
import { FAMILY_B_SYSTEMS, type FamilyBSystem } from '../family-b.ts';
import { registerFamilyBRoutes, type FamilyBPayloadKey } from './family-b-routes.ts';
import { classesForWaste, describe, inList, itemRuleError, packagingForState, SIMULATOR_LISTS } from './lists.ts';

/**
 * A local simulator of the state MTR web services, written from what their public clients and manuals show
 * (reference/mtr-real-systems.md; the request/answer examples in `../fixtures/` and `../family-b-fixtures/` run
 * against it and the adapters alike).
 *
 * Family A, SINIR and SIGOR. Two route trees: `/{SINIR|SIGOR}/apiws/rest/…`, answering in the envelope `{mensagem,
 * objetoResposta, erro}` (errors under HTTP 200 too), and SINIR's 2026 `/SINIR/api/…`, whose issue answer is the
 * top-level `respostaApiwsManifestoDTO`. SINIR signs in with the integration token (`POST token`; `gettoken` answers
 * 404 since 01/08/2026), SIGOR with CPF, password and unit (ERRO 005 / ERRO 007); access tokens expire (401); lookup
 * lists by GET or POST and the dependent lists; batch creation with per-item errors and no echo of `seuCodigo` —
 * and, like the real services, no refusal of a second manifest with the same `seuCodigo` —; SIGOR's
 * `retornaManifestoSeuCodigo`; SINIR's paged `listaManifesto` (no `seuCodigo` in it); a 400 when a unit field holds
 * a CNPJ; cancel; situations 1 → 3 → 4 and any other with its words; a CDF number that stays 0 until the simulated
 * receiver issues one; real PDFs.
 *
 * Family B, every system of the `FAMILY_B` table (FEAM, SEMAD, INEA, FEPAM, IMA, CPRH, IEMA) under
 * `/{SYSTEM}/api/…` (family-b-routes.ts): only the routes its row names, each signing in as the row says — FEAM's
 * `gettoken` → `{token, chave}` with the Bearer and, where named, the `chave` header on later calls; the
 * credentials in the path in the row's order (INEA, IMA), or in the body (FEPAM; INEA's save and cancel) — with
 * the same manifests, checks, situations, CDFs and PDFs as family A, each system numbering its own MTRs, answers in
 * the family-A envelope (or bare, on demand) and SINIR's lookup codes.
 *
 * `/_sim/…` drives, for any system of either family, what a real system's other actors would do (the receiver
 * receives and issues the CDF, the system cancels by lapse, a person makes an MTR in the portal), the answer shapes
 * (`objeto`, a bare payload, a failed national copy) and the faults tests need (expired tokens; an answer that is
 * slow, lost or a 500 — for an issue, before or after the MTR was made). State lives in memory: one simulator per
 * process.
 */

export interface SimulatorOptions {
  /** SINIR integration tokens accepted: by default any that starts with `SIM-`. */
  acceptIntegrationToken?: (token: string) => boolean;
  /** SIGOR passwords accepted: by default `simulador` for any CPF. */
  acceptPassword?: (cpf: string, password: string) => boolean;
  /** SIGOR CPFs registered: by default any but one digit repeated eleven times. */
  knownCpf?: (cpf: string) => boolean;
  tokenTtlSeconds?: number;
  logger?: boolean;
}

export interface Manifest {
  system: MtrSystem;
  number: string;
  seuCodigo: string | null;
  generatorUnit: string;
  /** 1 Salvo, 3 Recebido, 4 Cancelado (reference/mtr-real-systems.md); any other set by `/_sim/…/situation`. */
  situation: number;
  /** The words of a situation set by `/_sim/…/situation` (the system's own, e.g. 'Cancelado Automático por prazo'). */
  situationText?: string;
  cdfNumber: number;
  createdAt: number;
  receivedAt: number | null;
  /** Who signed the receipt at the receiver (SIGOR answers it as `manResponsavelRecebimento`). */
  receivedBy?: string;
  cancelJustification: string | null;
  body: Record<string, unknown>;
  /** What the receiver declared per IBAMA code, in the MTR's unit (absent: what was sent). */
  receivedQuantities?: Record<string, number>;
}

interface Fault {
  path: string;
  delayMs: number;
  status?: number;
  /** Drop the connection without an answer. */
  drop?: boolean;
  /** Only for the issue of a manifest with this seuCodigo. */
  seuCodigo?: string;
  /** For an issue: strike before the manifest is saved (the system then has none), not after. */
  beforeSave?: boolean;
  /** Only for calls to this system (absent: any). */
  system?: MtrSystem;
  times: number;
}

const KNOWN_PATHS = new Set(Object.keys(SIMULATOR_LISTS.SINIR));

/** Where an answer's payload goes: `objetoResposta` (legacy, SIGOR) or `objeto`, which S7 also meets on SINIR. */
type PayloadKey = 'objetoResposta' | 'objeto';

const envelope = (
  payload: unknown,
  mensagem: string | null = null,
  erro = false,
  key: PayloadKey = 'objetoResposta',
) => ({
  mensagem,
  [key]: payload,
  totalRecords: Array.isArray(payload) ? payload.length : 0,
  erro,
});

/**
 * The two route trees the services answer under (reference/mtr-real-systems.md, family A): `apiws/rest`, SIGOR's
 * and SINIR's before its 2026 change, whose issue answer is the envelope; and SINIR's `api`, where the 2026 clients
 * send data calls and read the issue answer at the top level (`respostaApiwsManifestoDTO`, S7, S10).
 */
export const SIMULATOR_ROUTE_TREES = { legacy: 'apiws/rest', '2026': 'api' } as const;
export type SimulatorStyle = keyof typeof SIMULATOR_ROUTE_TREES;

const isUnitCode = (v: unknown) => (typeof v === 'number' || typeof v === 'string') && /^\d{1,12}$/.test(String(v));

/** A PDF in memory, made with pdfkit. */
export function simulatorPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: lines[0] ?? 'MTR', Author: 'Simulador' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(lines[0] ?? '');
    doc.font('Helvetica').fontSize(9).fillColor('#b45309').text('SIMULADOR — documento sem valor legal');
    doc.moveDown().fillColor('#111827').fontSize(11);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}

export interface Simulator {
  app: FastifyInstance;
  /** Manifests kept, by system (tests look at them). */
  manifests(system: MtrSystem): Manifest[];
}

export function buildSimulator(options: SimulatorOptions = {}): Simulator {
  const acceptToken = options.acceptIntegrationToken ?? ((t: string) => t.startsWith('SIM-'));
  const acceptPassword = options.acceptPassword ?? ((_cpf: string, p: string) => p === 'simulador');
  const knownCpf = options.knownCpf ?? ((cpf: string) => !/^(\d)\1{10}$/.test(cpf));
  const ttl = options.tokenTtlSeconds ?? 3600;
  const secret = randomBytes(16);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  /** Access tokens; a family-B token also has its `chave` (`key`). */
  const tokens = new Map<string, { system: MtrSystem; unit: string; exp: number; key: string | null }>();
  const manifests = new Map<MtrSystem, Map<string, Manifest>>(MTR_SYSTEMS.map((s) => [s, new Map()]));
  const sequences = Object.fromEntries(MTR_SYSTEMS.map((s) => [s, 0])) as Record<MtrSystem, number>;
  let cdfSequence = 0;
  const faults: Fault[] = [];

  // The systems answer an empty POST body too (sign-in, downloads).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (!body) return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const err = new Error('Malformed JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  /** The family-A system a route names (`/{SINIR|SIGOR}/…`), or null. */
  const apiSystemOf = (request: FastifyRequest): MtrApiSystem | null => {
    const s = (request.params as { system?: string }).system?.toUpperCase();
    return s === 'SINIR' || s === 'SIGOR' ? s : null;
  };
  /** Any system a `/_sim/{system}/…` control names, of either family, or null. */
  const systemOf = (request: FastifyRequest): MtrSystem | null => {
    const s = (request.params as { system?: string }).system?.toUpperCase();
    return MTR_SYSTEMS.find((system) => system === s) ?? null;
  };

  /** Per system: the payload key of its answers, and whether the copy to the national system fails (SIGOR). */
  const payloadKeys: Record<MtrApiSystem, PayloadKey> = { SINIR: 'objetoResposta', SIGOR: 'objetoResposta' };
  const nationalCopyFailures: Record<MtrApiSystem, string | null> = { SINIR: null, SIGOR: null };
  /** A family-B system's payload key: the envelope's `objetoResposta` unless `/_sim/…/answers` says otherwise. */
  const familyBPayloadKeys = Object.fromEntries(FAMILY_B_SYSTEMS.map((s) => [s, 'objetoResposta'])) as Record<
    FamilyBSystem,
    FamilyBPayloadKey
  >;
  /** A successful answer in the system's current envelope. */
  const ok = (system: MtrApiSystem, payload: unknown, mensagem: string | null = null) =>
    envelope(payload, mensagem, false, payloadKeys[system]);

  /**
   * A route under both trees: `/{system}/apiws/rest/{path}` and, for SINIR only, `/{system}/api/{path}` (SIGOR has
   * no 2026 tree: its clients still use `apiws/rest`, S9). The handler learns which tree was called.
   */
  function serve(
    method: 'GET' | 'POST' | ('GET' | 'POST')[],
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply, style: SimulatorStyle) => Promise<unknown>,
  ) {
    for (const style of Object.keys(SIMULATOR_ROUTE_TREES) as SimulatorStyle[]) {
      app.route({
        method,
        url: `/:system/${SIMULATOR_ROUTE_TREES[style]}/${path}`,
        handler: async (request, reply) => {
          if (style === '2026' && apiSystemOf(request) !== 'SINIR') {
            return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
          }
          return handler(request, reply, style);
        },
      });
    }
  }

  function issueToken(system: MtrSystem, unit: string, key: string | null = null): string {
    const exp = Math.floor(Date.now() / 1000) + ttl;
    const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: unit, sys: system, exp, jti: randomBytes(6).toString('hex') }),
    ).toString('base64url');
    const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
    const token = `${head}.${body}.${sig}`;
    tokens.set(token, { system, unit, exp, key });
    return token;
  }

  /** The caller's unit, or a 401 already sent. */
  function authorized(request: FastifyRequest, reply: FastifyReply, system: MtrApiSystem): string | null {
    const header = request.headers.authorization ?? '';
    const token = tokens.get(header.replace(/^Bearer\s+/, ''));
    if (!token || token.system !== system || token.exp * 1000 <= Date.now()) {
      void reply.code(401).send(envelope(null, 'Token inválido ou expirado.', true));
      return null;
    }
    return token.unit;
  }

  async function applyFault(
    path: string,
    reply: FastifyReply,
    seuCodigos: unknown[] = [],
    beforeSave = false,
    system?: MtrSystem,
  ): Promise<boolean> {
    const fault = faults.find(
      (f) =>
        f.times > 0 &&
        path.startsWith(f.path) &&
        (!f.system || f.system === system) &&
        (!f.seuCodigo || seuCodigos.includes(f.seuCodigo)) &&
        Boolean(f.beforeSave) === beforeSave,
    );
    if (!fault) return false;
    fault.times -= 1;
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.drop) {
      reply.raw.destroy();
      return true;
    }
    if (fault.status) {
      await reply.code(fault.status).send(envelope(null, 'Erro interno simulado.', true));
      return true;
    }
    return false;
  }

  /** The next MTR number of a system: SINIR's 12 digits, SIGOR's 10; a family-B system's 12 (as S9's barcodes). */
  const nextNumber = (system: MtrSystem) => {
    sequences[system] += 1;
    const year = String(new Date().getFullYear()).slice(2);
    if (MTR_FAMILY[system] === 'B') return `${year}${String(sequences[system]).padStart(10, '0')}`;
    return system === 'SINIR'
      ? `${year}00${String(sequences[system]).padStart(8, '0')}`
      : `${year}${String(sequences[system]).padStart(8, '0')}`;
  };

  /** A 400's text when a party's unit field holds something other than a unit code (a CNPJ), else null. */
  function unitFieldError(batch: Record<string, unknown>[]): string | null {
    for (const raw of batch) {
      for (const role of ['gerador', 'transportador', 'destinador'] as const) {
        const p = raw?.[role] as { unidade?: unknown } | undefined;
        if (p && p.unidade !== undefined && !isUnitCode(p.unidade)) {
          return `O campo unidade do ${role} deve conter o código da unidade no sistema, não o CNPJ.`;
        }
      }
    }
    return null;
  }

  /** Checks one manifest of a batch; null when valid, else the message the system gives for that item. */
  function itemError(system: MtrSystem, m: Record<string, unknown>): string | null {
    if (typeof m.nomeResponsavel !== 'string' || !m.nomeResponsavel.trim()) return 'Nome do responsável é obrigatório.';
    if (typeof m.dataExpedicao !== 'number') return 'Data de expedição inválida.';
    for (const role of ['transportador', 'destinador'] as const) {
      const p = m[role] as { cpfCnpj?: unknown } | undefined;
      if (!p || typeof p.cpfCnpj !== 'string' || !/^\d{14}$/.test(p.cpfCnpj)) return `CNPJ do ${role} inválido.`;
    }
    if (typeof m.placaVeiculo === 'string' && m.placaVeiculo && !/^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(m.placaVeiculo)) {
      return 'Placa do veículo inválida.';
    }
    const items = m.listaManifestoResiduos;
    if (!Array.isArray(items) || items.length === 0) return 'Informe ao menos um resíduo.';
    for (const [i, raw] of items.entries()) {
      const item = raw as Record<string, unknown>;
      const n = i + 1;
      if (!inList(system, 'retornaListaResiduo', 'resCodigoIbama', item.resCodigoIbama)) {
        return `Resíduo ${n}: código IBAMA ${String(item.resCodigoIbama)} não encontrado.`;
      }
      if (typeof item.marQuantidade !== 'number' || !(item.marQuantidade > 0))
        return `Resíduo ${n}: quantidade inválida.`;
      const checks: [string, string, string][] = [
        ['uniCodigo', 'retornaListaUnidade', 'unidade'],
        ['traCodigo', 'retornaListaTratamento', 'tratamento'],
        ['tieCodigo', 'retornaListaEstadoFisico', 'estado físico'],
        ['tiaCodigo', 'retornaListaAcondicionamento', 'acondicionamento'],
        ['claCodigo', 'retornaListaClasse', 'classe'],
      ];
      for (const [field, list, label] of checks) {
        if (!inList(system, list, field, item[field]))
          return `Resíduo ${n}: ${label} ${String(item[field])} inválido(a).`;
      }
      const broken = itemRuleError(system, item, n);
      if (broken) return broken;
    }
    return null;
  }

  function manifestBody(m: Manifest) {
    const b = m.body;
    const items = (b.listaManifestoResiduos as Record<string, unknown>[]).map((item) => ({
      residuo: describe(m.system, 'retornaListaResiduo', 'resCodigoIbama', item.resCodigoIbama),
      unidade: describe(m.system, 'retornaListaUnidade', 'uniCodigo', item.uniCodigo),
      tratamento: describe(m.system, 'retornaListaTratamento', 'traCodigo', item.traCodigo),
      tipoEstado: describe(m.system, 'retornaListaEstadoFisico', 'tieCodigo', item.tieCodigo),
      tipoAcondicionamento: describe(m.system, 'retornaListaAcondicionamento', 'tiaCodigo', item.tiaCodigo),
      classe: describe(m.system, 'retornaListaClasse', 'claCodigo', item.claCodigo),
      marQuantidade: item.marQuantidade,
      marQuantidadeRecebida:
        m.situation === 3 ? (m.receivedQuantities?.[String(item.resCodigoIbama)] ?? item.marQuantidade) : null,
      marDensidade: item.marDensidade ?? null,
      marNumeroONU: item.marNumeroONU ?? null,
      marClasseRisco: item.marClasseRisco ?? null,
      marNomeEmbarque: item.marNomeEmbarque ?? null,
      greCodigo: item.greCodigo ?? null,
      marCodigoInterno: item.marCodigoInterno ?? null,
    }));
    const labels: Record<number, string> = { 1: 'Salvo', 3: 'Recebido', 4: 'Cancelado' };
    // The receipt where the real answers carry it (reference/mtr-real-systems.md, 'Query'): SINIR in
    // situacaoManifesto.simDataRecebimento ('dd/MM/yyyy'), SIGOR in manDataRecebimentoDestinador; in Brasília time.
    const brasilia = (ms: number) => {
      const d = new Date(ms - 3 * 3_600_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return {
        day: `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
        time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
      };
    };
    const received = m.receivedAt === null ? null : brasilia(m.receivedAt);
    return {
      manNumero: m.number,
      manData: m.createdAt,
      manResponsavel: b.nomeResponsavel,
      manDataExpedicao: b.dataExpedicao,
      manNomeMotorista: b.nomeMotorista ?? null,
      manPlacaVeiculo: b.placaVeiculo ?? null,
      manJustificativaCancelamento: m.cancelJustification,
      ...(m.system === 'SIGOR'
        ? {
            manDataRecebimentoDestinador: received ? `${received.day} ${received.time}` : null,
            manResponsavelRecebimento: m.receivedBy ?? null,
          }
        : {}),
      parceiroGerador: {
        parCodigo: Number(m.generatorUnit),
        parDescricao: `Unidade ${m.generatorUnit}`,
        parCnpj: (b.gerador as { cpfCnpj?: unknown } | undefined)?.cpfCnpj ?? null,
      },
      parceiroTransportador: party(m.system, b.transportador),
      parceiroDestinador: party(m.system, b.destinador),
      situacaoManifesto: {
        simCodigo: m.situation,
        simDescricao: m.situationText ?? labels[m.situation] ?? null,
        simOrdem: m.situation,
        // Family B as SINIR (its fixtures, written from S9, carry these two).
        ...(m.system !== 'SIGOR' ? { simDataRecebimento: received?.day ?? null } : {}),
      },
      ...(m.system !== 'SIGOR' ? { cdfNumero: m.cdfNumber } : { cdfCodigo: m.cdfNumber }),
      listaManifestoResiduo: items,
    };
  }

  const party = (system: MtrSystem, p: unknown) => {
    const { unidade, cpfCnpj } = (p ?? {}) as { unidade?: unknown; cpfCnpj?: unknown };
    return unidade === undefined
      ? null
      : {
          parCodigo: Number(unidade),
          parDescricao: `Unidade ${String(unidade)} (${system})`,
          parCnpj: cpfCnpj ?? null,
        };
  };

  /** An MTR's PDF, as the system prints it. */
  function manifestPdf(m: Manifest): Promise<Buffer> {
    const b = m.body;
    const items = (b.listaManifestoResiduos as Record<string, unknown>[]).map(
      (i) => `  ${String(i.resCodigoIbama)}  ${String(i.marQuantidade)} (unidade ${String(i.uniCodigo)})`,
    );
    return simulatorPdf([
      `MTR Nº ${m.number}`,
      `Sistema: ${m.system}`,
      `Situação: ${manifestBody(m).situacaoManifesto.simDescricao}`,
      `Gerador (unidade): ${m.generatorUnit}`,
      `Transportador: ${String((b.transportador as { cpfCnpj?: unknown }).cpfCnpj)}`,
      `Destinador: ${String((b.destinador as { cpfCnpj?: unknown }).cpfCnpj)}`,
      `Motorista: ${String(b.nomeMotorista ?? '')}  Placa: ${String(b.placaVeiculo ?? '')}`,
      `Responsável: ${String(b.nomeResponsavel)}`,
      'Resíduos:',
      ...items,
    ]);
  }

  /** A CDF's PDF, listing the MTRs it covers; null when the system issued no such CDF. */
  async function cdfPdf(system: MtrSystem, cdfText: string): Promise<Buffer | null> {
    const cdf = Number(cdfText);
    const covered = [...manifests.get(system)!.values()].filter((m) => m.cdfNumber === cdf && cdf > 0);
    if (!covered.length) return null;
    return simulatorPdf([`CDF Nº ${cdf}`, `Sistema: ${system}`, ...covered.map((m) => `MTR ${m.number}`)]);
  }

  /** Cancels an MTR; the system's words when it refuses, else null. */
  function cancel(m: Manifest | undefined, justification: unknown): string | null {
    if (!m) return 'Manifesto não encontrado.';
    // No source shows a minimum length (reference/mtr-real-systems.md, 'Cancel'): only an empty one is refused here.
    if (typeof justification !== 'string' || !justification.trim()) return 'Informe a justificativa do cancelamento.';
    if (m.situation === 4) return 'Manifesto já cancelado.';
    if (m.situation === 3) return 'Manifesto já recebido não pode ser cancelado.';
    m.situation = 4;
    m.cancelJustification = justification;
    return null;
  }

  /** Stores a valid manifest of a batch under the system's next number. */
  function store(system: MtrSystem, generatorUnit: string, body: Record<string, unknown>): Manifest {
    const number = nextNumber(system);
    const seuCodigo = typeof body.seuCodigo === 'string' && body.seuCodigo ? body.seuCodigo : null;
    const m: Manifest = {
      system,
      number,
      seuCodigo,
      generatorUnit,
      situation: 1,
      cdfNumber: 0,
      createdAt: Date.now(),
      receivedAt: null,
      cancelJustification: null,
      body,
    };
    manifests.get(system)!.set(number, m);
    return m;
  }

  // ---- sign-in ----
  serve('POST', 'gettoken', async (request, reply) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    if (system === 'SINIR') {
      return reply
        .code(404)
        .send(envelope(null, 'Endpoint desativado em 01/08/2026. Utilize o token de integração (POST /token).', true));
    }
    const body = (request.body ?? {}) as { cpfCnpj?: unknown; senha?: unknown; unidade?: unknown };
    if (typeof body.unidade === 'string' && /^\d{14}$/.test(body.unidade.replace(/\D/g, ''))) {
      return reply.code(400).send(envelope(null, 'O campo unidade deve conter o código da unidade, não o CNPJ.', true));
    }
    // SIGOR's sign-in errors (reference/mtr-real-systems.md, S6), under HTTP 200: ERRO 005 the CPF is unknown,
    // ERRO 007 the password or the unit code is wrong — the system does not say which.
    const cpf = String(body.cpfCnpj ?? '');
    if (!/^\d{11}$/.test(cpf) || !knownCpf(cpf)) return envelope(null, 'ERRO 005 - CPF não cadastrado', true);
    if (!isUnitCode(body.unidade) || typeof body.senha !== 'string' || !acceptPassword(cpf, body.senha)) {
      return envelope(null, 'ERRO 007 - Senha ou unidade inválida', true);
    }
    return envelope(`Bearer ${issueToken(system, String(body.unidade))}`, 'Autenticado com sucesso');
  });

  serve('POST', 'token', async (request, reply) => {
    const system = apiSystemOf(request);
    if (system !== 'SINIR') return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+/.test(header)) {
      return reply
        .code(401)
        .send(envelope(null, 'Token de integração não informado no header Authorization (Bearer).', true));
    }
    const integration = header.replace(/^Bearer\s+/, '');
    if (!acceptToken(integration)) return reply.code(401).send(envelope(null, 'Token de integração inválido.', true));
    // The integration token is made for one unit in the portal; the simulator keys it by the token's tail.
    return envelope(
      `Bearer ${issueToken(system, integration.replace(/\D/g, '').slice(-6) || '0')}`,
      'Autenticado com sucesso',
    );
  });

  // ---- lookup lists (GET on SIGOR; the types annotate POST: both accepted) ----
  serve(['GET', 'POST'], ':list', async (request, reply) => {
    const system = apiSystemOf(request);
    const { list } = request.params as { list: string };
    if (!system || !KNOWN_PATHS.has(list)) return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
    if (!authorized(request, reply, system)) return reply;
    if (await applyFault(list, reply, [], false, system)) return reply;
    return ok(system, SIMULATOR_LISTS[system][list]);
  });

  // ---- dependent lists (S1, S4): the classes a waste may take, the packaging a physical state may take ----
  const dependent = (route: string, read: (system: MtrApiSystem, key: string) => unknown[] | null) =>
    serve(['GET', 'POST'], `${route}/:key`, async (request, reply) => {
      const system = apiSystemOf(request);
      if (!system) return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
      if (!authorized(request, reply, system)) return reply;
      const list = read(system, (request.params as { key: string }).key);
      return list ? ok(system, list) : envelope(null, 'Registro não encontrado.', true);
    });
  dependent('retornaListaClassePorResiduo', classesForWaste);
  dependent('retornaListaAcondicionamentoPorEstadoFisico', packagingForState);

  // ---- manifests ----
  serve('POST', 'salvarManifestoLote', async (request, reply, style) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    const unit = authorized(request, reply, system);
    if (!unit) return reply;
    const batch = request.body;
    if (!Array.isArray(batch) || batch.length === 0) return envelope(null, 'Lista de manifestos vazia.', true);
    const unitError = unitFieldError(batch as Record<string, unknown>[]);
    if (unitError) return reply.code(400).send(envelope(null, unitError, true));
    const sent = (batch as Record<string, unknown>[]).map((m) => m.seuCodigo);
    if (await applyFault('salvarManifestoLote', reply, sent, true, system)) return reply;
    const nationalFailure = nationalCopyFailures[system];
    const results = (batch as Record<string, unknown>[]).map((m) => {
      const error = itemError(system, m);
      if (error) {
        return {
          restResponseValido: false,
          restResponseMensagem: error,
          codigoGerado: null,
          manifestoNumeroNacional: null,
          resposta: { mensagem: error },
        };
      }
      const { number } = store(system, unit, m);
      const code = Number(number.slice(-6));
      const mensagem = 'Manifesto salvo com sucesso.';
      // The fields the real answers carry (reference/mtr-real-systems.md, 'Issue answer'), with no echo of
      // seuCodigo. SIGOR numbers the MTR itself and reports its copy to SINIR apart, in erroNacional.
      if (style === '2026') {
        return {
          restResponseValido: true,
          restResponseMensagem: mensagem,
          manifestoNumeroNacional: Number(number),
          codigoGerado: code,
          resposta: { mensagem },
        };
      }
      return {
        restResponseValido: true,
        restResponseMensagem: mensagem,
        codigoGerado: code,
        manifestoNumeroNacional: system === 'SIGOR' && nationalFailure ? null : number,
        manifestoNumeroEstadual: system === 'SIGOR' ? number : null,
        manifestoCodigoEstadual: system === 'SIGOR' ? code : null,
        erroNacional: system === 'SIGOR' && nationalFailure !== null,
        mensagemErroNacional: system === 'SIGOR' ? nationalFailure : null,
      };
    });
    // A slow, lost or failed answer comes after the manifests are saved: the case an issue must reconcile.
    if (await applyFault('salvarManifestoLote', reply, sent, false, system)) return reply;
    // SINIR's 2026 tree answers at the top level (S7, S10); the legacy tree and SIGOR in the envelope.
    if (style === '2026')
      return { respostaApiwsManifestoDTO: results, erroNacional: false, mensagemErroNacional: null };
    return ok(
      system,
      results,
      results.every((r) => r.restResponseValido) ? 'Manifestos salvos.' : 'Manifestos processados com erros.',
    );
  });

  serve('POST', 'retornaManifestoSeuCodigo', async (request, reply) => {
    const system = apiSystemOf(request);
    if (system !== 'SIGOR') return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
    const unit = authorized(request, reply, system);
    if (!unit) return reply;
    const { seuCodigo } = (request.body ?? {}) as { seuCodigo?: unknown };
    const found = [...manifests.get(system)!.values()]
      .reverse()
      .find((m) => m.seuCodigo === seuCodigo && m.generatorUnit === unit);
    return found ? ok(system, manifestBody(found)) : envelope(null, 'Manifesto não encontrado.', true);
  });

  serve('POST', 'listaManifesto', async (request, reply) => {
    const system = apiSystemOf(request);
    if (system !== 'SINIR') return reply.code(404).send(envelope(null, 'Recurso não encontrado.', true));
    const unit = authorized(request, reply, system);
    if (!unit) return reply;
    if (await applyFault('listaManifesto', reply, [], false, system)) return reply;
    const body = (request.body ?? {}) as { dataInicial?: unknown; dataFinal?: unknown };
    const parse = (v: unknown) => {
      const m = typeof v === 'string' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(v) : null;
      return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : NaN;
    };
    const from = parse(body.dataInicial);
    const to = parse(body.dataFinal);
    if (Number.isNaN(from) || Number.isNaN(to)) return envelope(null, 'Datas devem estar no formato dd-MM-yyyy.', true);
    if (to - from > 31 * 86_400_000) return envelope(null, 'O período máximo é de 30 dias.', true);
    // The days are Brasília's (UTC−3): a shipment on the last day counts until its midnight there.
    const start = from + 3 * 3_600_000;
    const end = to + 27 * 3_600_000;
    const list = [...manifests.get(system)!.values()].filter((m) => {
      const shipped = m.body.dataExpedicao as number;
      return m.generatorUnit === unit && shipped >= start && shipped < end;
    });
    const query = request.query as { page?: string; size?: string };
    const page = Math.max(0, Number(query.page ?? 0) || 0);
    const size = Math.min(500, Math.max(1, Number(query.size ?? 100) || 100));
    return { ...ok(system, list.slice(page * size, (page + 1) * size).map(manifestBody)), totalRecords: list.length };
  });

  serve('GET', 'retornaManifesto/:number', async (request, reply) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    if (!authorized(request, reply, system)) return reply;
    if (await applyFault('retornaManifesto', reply, [], false, system)) return reply;
    const m = manifests.get(system)!.get((request.params as { number: string }).number);
    return m ? ok(system, manifestBody(m)) : envelope(null, 'Manifesto não encontrado.', true);
  });

  serve('POST', 'cancelarManifesto', async (request, reply) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    if (!authorized(request, reply, system)) return reply;
    const body = (request.body ?? {}) as { manNumero?: unknown; justificativa?: unknown };
    const refused = cancel(manifests.get(system)!.get(String(body.manNumero)), body.justificativa);
    return refused ? envelope(null, refused, true) : ok(system, 'Manifesto cancelado com sucesso.');
  });

  serve('POST', 'downloadManifesto/:number', async (request, reply) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    if (!authorized(request, reply, system)) return reply;
    const m = manifests.get(system)!.get((request.params as { number: string }).number);
    if (!m) return envelope(null, 'Manifesto não encontrado.', true);
    return reply.type('application/pdf').send(await manifestPdf(m));
  });

  serve('POST', 'downloadCertificado/:cdf', async (request, reply) => {
    const system = apiSystemOf(request);
    if (!system) return reply.code(404).send(envelope(null, 'Sistema desconhecido.', true));
    if (!authorized(request, reply, system)) return reply;
    const body = await cdfPdf(system, (request.params as { cdf: string }).cdf);
    if (!body) return envelope(null, 'Certificado não encontrado.', true);
    return reply.type('application/pdf').send(body);
  });

  // ---- family B: every system of the FAMILY_B table under `/{system}/api/…` (family-b-routes.ts) ----
  registerFamilyBRoutes(app, {
    acceptPassword: (cpf, password) => acceptPassword(cpf, password),
    knownCpf: (cpf) => knownCpf(cpf),
    issueToken: (system, unit) => {
      const key = randomBytes(12).toString('hex');
      return { token: issueToken(system, unit, key), key };
    },
    token: (token) => {
      const entry = tokens.get(token);
      return entry && entry.exp * 1000 > Date.now() ? entry : null;
    },
    manifest: (system, number) => manifests.get(system)!.get(number),
    store,
    itemError,
    unitFieldError,
    manifestBody,
    manifestPdf,
    cdfPdf,
    cancel,
    applyFault,
    payloadKey: (system) => familyBPayloadKeys[system],
  });

  // ---- what the receiver does, and faults (for tests, e2e and the demo) ----
  /**
   * An MTR made in the system's portal, not through its web service (`{unit, manifest}`, the manifest as a batch
   * carries it): how a test follows an MTR of a system whose issue route no source shows (FEAM, SEMAD, FEPAM, IMA).
   * Checked like an issued one; answers its number.
   */
  app.post('/_sim/:system/manifests', async (request, reply) => {
    const system = systemOf(request);
    if (!system) return reply.code(404).send({ ok: false, message: 'Sistema desconhecido.' });
    const { unit, manifest } = (request.body ?? {}) as { unit?: unknown; manifest?: unknown };
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
      return reply.code(400).send({ ok: false, message: 'Informe {unit, manifest}.' });
    }
    const body = manifest as Record<string, unknown>;
    const error = unitFieldError([body]) ?? itemError(system, body);
    if (error) return reply.code(400).send({ ok: false, message: error });
    const generator = (body.gerador as { unidade?: unknown } | undefined)?.unidade;
    const m = store(system, String(unit ?? generator ?? '0'), body);
    return { ok: true, number: m.number };
  });

  app.post('/_sim/:system/receive/:number', async (request, reply) => {
    const system = systemOf(request);
    const m = system ? manifests.get(system)!.get((request.params as { number: string }).number) : undefined;
    if (!m) return reply.code(404).send({ ok: false, message: 'Manifesto não encontrado.' });
    if (m.situation !== 1) return reply.code(409).send({ ok: false, message: `Situação ${m.situation}.` });
    m.situation = 3;
    m.receivedAt = Date.now();
    // The receiver may say who received, and declare other quantities (in the MTR's unit) per IBAMA code:
    // `{by: name, quantities: {code: n}}`.
    const { quantities, by } = (request.body ?? {}) as { quantities?: Record<string, unknown>; by?: unknown };
    m.receivedBy = typeof by === 'string' && by.trim() ? by.trim() : 'Responsável do destinador';
    if (quantities && typeof quantities === 'object') {
      m.receivedQuantities = Object.fromEntries(
        Object.entries(quantities).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] >= 0),
      );
    }
    return { ok: true, situation: m.situation };
  });

  app.post('/_sim/:system/cdf/:number', async (request, reply) => {
    const system = systemOf(request);
    const m = system ? manifests.get(system)!.get((request.params as { number: string }).number) : undefined;
    if (!m) return reply.code(404).send({ ok: false, message: 'Manifesto não encontrado.' });
    if (m.situation !== 3) return reply.code(409).send({ ok: false, message: 'O CDF exige o recebimento.' });
    if (m.cdfNumber === 0) m.cdfNumber = 2000 + ++cdfSequence;
    return { ok: true, cdfNumber: m.cdfNumber };
  });

  /**
   * Puts an MTR in any situation, with the system's words: how a test meets what the real services do beyond our
   * documented codes — 'Cancelado Automático por prazo' (an MTR left unreceived past its deadline, S14) or a
   * situation nobody documented. `{code, text}`.
   */
  app.post('/_sim/:system/situation/:number', async (request, reply) => {
    const system = systemOf(request);
    const m = system ? manifests.get(system)!.get((request.params as { number: string }).number) : undefined;
    if (!m) return reply.code(404).send({ ok: false, message: 'Manifesto não encontrado.' });
    const { code, text } = (request.body ?? {}) as { code?: unknown; text?: unknown };
    if (typeof code !== 'number' || typeof text !== 'string') {
      return reply.code(400).send({ ok: false, message: 'Informe {code: número, text: texto}.' });
    }
    m.situation = code;
    m.situationText = text;
    return { ok: true, situation: m.situation };
  });

  /**
   * How a system answers, within what the sources show: `{payloadKey: 'objeto'}` puts payloads under `objeto`, as
   * S7 meets on SINIR; `{nationalCopyFailure: 'text'}` makes SIGOR's copy to the national system fail (the MTR is
   * still made, with `erroNacional: true` and that text; S4), `null` makes it succeed again. A family-B system
   * answers in the envelope by default; `{payloadKey: 'none'}` makes it answer the payload itself (an MTR's fields at
   * the top level), as its fixtures have it — no source shows which of the two the family uses.
   */
  app.post('/_sim/:system/answers', async (request, reply) => {
    const system = systemOf(request);
    if (!system) return reply.code(404).send({ ok: false, message: 'Sistema desconhecido.' });
    const body = (request.body ?? {}) as { payloadKey?: unknown; nationalCopyFailure?: unknown };
    if (MTR_FAMILY[system] === 'B') {
      const b = system as FamilyBSystem;
      if (body.payloadKey === 'objeto' || body.payloadKey === 'objetoResposta' || body.payloadKey === 'none') {
        familyBPayloadKeys[b] = body.payloadKey;
      }
      return { ok: true, payloadKey: familyBPayloadKeys[b], nationalCopyFailure: null };
    }
    const a = system as MtrApiSystem;
    if (body.payloadKey === 'objeto' || body.payloadKey === 'objetoResposta') payloadKeys[a] = body.payloadKey;
    if (typeof body.nationalCopyFailure === 'string' || body.nationalCopyFailure === null) {
      nationalCopyFailures[a] = body.nationalCopyFailure;
    }
    return { ok: true, payloadKey: payloadKeys[a], nationalCopyFailure: nationalCopyFailures[a] };
  });

  app.post('/_sim/expire-tokens', async () => {
    for (const t of tokens.values()) t.exp = 0;
    return { ok: true };
  });

  /**
   * The next `times` calls whose route starts with `path` (and, for an issue, that carry `seuCodigo` if given; to
   * `system` if given) wait `delayMs`, then answer `status` or drop the connection (`drop`) if asked — for an issue,
   * after the manifest is saved, or before (`beforeSave`: the system then has none).
   */
  app.post('/_sim/faults', async (request) => {
    const f = (request.body ?? {}) as Partial<Fault>;
    const system = MTR_SYSTEMS.find((s) => s === String(f.system ?? '').toUpperCase());
    faults.push({
      path: String(f.path ?? ''),
      delayMs: Number(f.delayMs ?? 0),
      status: f.status,
      drop: f.drop === true,
      seuCodigo: typeof f.seuCodigo === 'string' ? f.seuCodigo : undefined,
      beforeSave: f.beforeSave === true,
      ...(system ? { system } : {}),
      times: Number(f.times ?? 1),
    });
    return { ok: true };
  });

  app.post('/_sim/reset-faults', async () => {
    faults.length = 0;
    return { ok: true };
  });

  return { app, manifests: (system) => [...manifests.get(system)!.values()] };
}
