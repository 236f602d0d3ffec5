import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MtrApiSystem, MtrLookupKind } from '@ecopeso/shared/mtr';
import { HAZARD_DEFAULTS, mtrQuantityToKilos, mtrUnitKind } from '@ecopeso/shared/mtr-rules';
import { manifestItemOf } from '../src/domain/mtr/manifest-items.ts';
import type { ManifestItem, ManifestToIssue, MtrConnection } from '../src/domain/mtr/state-systems/adapter.ts';
import { clearMtrTokenCache, createApiwsAdapter } from '../src/domain/mtr/state-systems/apiws-adapter.ts';
import type { Simulator } from '../src/domain/mtr/state-systems/simulator/simulator.ts';
import { startSimulator } from './helpers/mtr.ts';

/**
 * Quantities in the MTR's own unit and the fields of hazardous lines, on the wire: the request the adapter sends
 * for kilos under TON, litres (with density) and units (lamps, with the hazard fields) equals the fixture taken from
 * the real services' public clients (test/fixtures/mtr/README.md); the received quantities it reads stay in the
 * MTR's unit and come back to kilos by the factor sent. The simulator takes that request and refuses, in the
 * service's words, what the sources show the service refusing.
 */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/mtr/${name}`, import.meta.url), 'utf8')) as unknown;

const PARTIES = {
  carrier: { cnpj: '22333444000181', unitCode: '120045' },
  receiver: { cnpj: '33444555000181', unitCode: '130077' },
};
const base = {
  seuCodigo: 'EPQUANTITIES-1',
  responsibleName: 'Ana Responsável',
  shipmentDate: '2026-11-20',
  driverName: 'João Motorista',
  vehiclePlate: 'ABC1D23',
  notes: '',
  ...PARTIES,
};
const lamps = HAZARD_DEFAULTS['200121(*)']!;
const noHazard = { onuNumber: null, riskClass: null, shippingName: null, packingGroup: null };

/** The three lines of the fixture, in SINIR's real codes (S14, S5), built as the issue builds them. */
function sinirItems(): ManifestItem[] {
  const codes = { treatmentCode: '43', physicalStateCode: '4', packagingCode: '2', classCode: '43' };
  return [
    manifestItemOf(
      '200301',
      1200,
      {
        ...codes,
        unitCode: '3',
        treatmentCode: '44',
        packagingCode: '3',
        densityKgPerL: null,
        kgPerUnit: null,
        ...noHazard,
      },
      'TON',
    )!,
    manifestItemOf(
      '200125',
      46,
      {
        ...codes,
        unitCode: '21',
        physicalStateCode: '2',
        packagingCode: '1',
        densityKgPerL: 0.92,
        kgPerUnit: null,
        ...noHazard,
      },
      'L',
    )!,
    manifestItemOf(
      '200121(*)',
      3.1,
      { ...codes, unitCode: '1', classCode: '1', densityKgPerL: null, kgPerUnit: 0.2, ...lamps },
      'UN',
    )!,
  ];
}

describe('against the fixtures of the real services', () => {
  let server: Server;
  let url: string;
  const seen: { path: string; body: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const path = (req.url ?? '').replace(/^\/SINIR\/apiws\/rest\//, '');
        seen.push({ path, body: raw ? (JSON.parse(raw) as unknown) : null });
        const answer =
          path === 'token'
            ? { mensagem: null, objetoResposta: 'Bearer fixture-token', erro: false }
            : path === 'salvarManifestoLote'
              ? fixture('issue-quantities.answer.json')
              : fixture('status-received.answer.json');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/SINIR/apiws/rest`;
  });
  afterAll(() => server?.close());

  const connection = (): MtrConnection => ({
    system: 'SINIR',
    environment: 'homologation',
    baseUrl: url,
    generatorUnitCode: '4567',
    generatorCnpj: '11222333000181',
    credentials: { kind: 'integration-token', integrationToken: 'SIM-FIXTURE-0001' },
  });

  it('sends 1 200 kg as 1,2 TON, 46 kg of oil as 50 L at 0,92 kg/L, 3,1 kg of lamps as 16 UN with ONU 3506', async () => {
    clearMtrTokenCache();
    const adapter = createApiwsAdapter(connection());
    const result = await adapter.issue({ ...base, items: sinirItems() });
    expect(result).toEqual({ ok: true, number: '260000000412' });
    const sent = seen.find((s) => s.path === 'salvarManifestoLote')!.body;
    expect(sent).toEqual(fixture('issue-quantities.request.json'));
  });

  it('reads received quantities in the MTR unit; the factor sent brings them back to kilos', async () => {
    const adapter = createApiwsAdapter(connection());
    const status = await adapter.status('260000000412');
    expect(status.receivedQuantities).toEqual({ '200301': 1.15, '200125': 48, '200121(*)': 15 });
    const factors = Object.fromEntries(sinirItems().map((i) => [i.ibamaCode, i.conversion!.kilosPerUnit]));
    const kilos = Object.fromEntries(
      Object.entries(status.receivedQuantities).map(([code, q]) => [code, mtrQuantityToKilos(q, factors[code]!)]),
    );
    expect(kilos).toEqual({ '200301': 1150, '200125': 44.16, '200121(*)': 3 });
  });
});

describe('against the simulator', () => {
  let sim: Simulator;
  let simBase: string;
  beforeAll(async () => {
    ({ sim, url: simBase } = await startSimulator());
  });
  afterAll(() => sim?.app.close());
  beforeEach(() => clearMtrTokenCache());

  const adapter = (system: MtrApiSystem) =>
    createApiwsAdapter({
      system,
      environment: 'simulator',
      baseUrl: `${simBase}/${system}/apiws/rest`,
      generatorUnitCode: '4567',
      generatorCnpj: '11222333000181',
      credentials:
        system === 'SINIR'
          ? { kind: 'integration-token', integrationToken: 'SIM-INTEGRACAO-000123' }
          : { kind: 'cpf-password', cpf: '12345678909', password: 'simulador' },
    });

  it('SINIR lists the real unit and class codes (S14)', async () => {
    const a = adapter('SINIR');
    const units = await a.lookupList('units');
    expect(units.map((u) => [u.code, mtrUnitKind(u)])).toEqual([
      ['1', 'UN'],
      ['2', 'KG'],
      ['3', 'TON'],
      ['20', 'M3'],
      ['21', 'L'],
    ]);
    const classes = await a.lookupList('classes');
    expect(classes.map((c) => [c.code, c.description])).toEqual([
      ['1', 'CLASSE I'],
      ['43', 'CLASSE II A'],
      ['42', 'CLASSE II B'],
      ['2', 'OUTROS'],
    ]);
    const wastes = await a.lookupList('wastes');
    expect(wastes.find((w) => w.code === '200201')?.description).toBe('Resíduos biodegradáveis');
  });

  it('gives the dependent lists: classes per IBAMA code, packaging per physical state', async () => {
    const a = adapter('SINIR');
    expect(await a.dependentList('class-by-waste', '200121(*)')).toEqual(['1']);
    expect(await a.dependentList('class-by-waste', '200108')).toEqual(['43', '42']);
    const liquid = await a.dependentList('packaging-by-state', '2');
    expect(liquid).toContain('1');
    expect(liquid).not.toContain('3');
  });

  it('takes the fixture manifest: TON, litres with density, lamps in units with the hazard fields', async () => {
    const a = adapter('SINIR');
    const result = await a.issue({ ...base, seuCodigo: 'EPQSIM-1', items: sinirItems() });
    expect(result.ok).toBe(true);
    const stored = sim.manifests('SINIR').at(-1)!.body.listaManifestoResiduos as Record<string, unknown>[];
    expect(stored.map((i) => [i.resCodigoIbama, i.marQuantidade, i.uniCodigo])).toEqual([
      ['200301', 1.2, 3],
      ['200125', 50, 21],
      ['200121(*)', 16, 1],
    ]);
  });

  const refused = async (items: ManifestItem[]) => {
    const result = await adapter('SINIR').issue({ ...base, seuCodigo: 'EPQSIM-2', items } as ManifestToIssue);
    expect(result.ok).toBe(false);
    return (result as { message: string }).message;
  };

  it('refuses, in the service’s words, what the sources show it refusing', async () => {
    const [ton, oil, lamp] = sinirItems() as [ManifestItem, ManifestItem, ManifestItem];
    expect(await refused([{ ...oil, density: null }])).toMatch(/densidade/);
    expect(await refused([{ ...lamp, hazard: null }])).toMatch(/número ONU/);
    expect(await refused([{ ...lamp, unitCode: '2' }])).toMatch(/unidade de medida unidade/);
    expect(await refused([{ ...ton, classCode: '1' }])).toMatch(/classe 1 não é permitida/);
    expect(await refused([{ ...oil, packagingCode: '3' }])).toMatch(/acondicionamento 3 não é permitido/);
  });

  it('SIGOR’s codes differ, and its lists give the same rules', async () => {
    const a = adapter('SIGOR');
    const find = async (kind: MtrLookupKind, re: RegExp) =>
      (await a.lookupList(kind)).find((i) => re.test(i.description) || re.test(i.abbreviation ?? ''))!.code;
    const un = await find('units', /^UN$/);
    expect(un).not.toBe('1');
    const classI = await find('classes', /^CLASSE I$/);
    expect(await a.dependentList('class-by-waste', '200133(*)')).toEqual([classI]);
  });
});
