import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import ExcelJS from 'exceljs';
import { tonnesOf } from '@ecopeso/shared/sustainability';
import type { FilledTable, SustainabilityCellPage } from '@ecopeso/shared/sustainability-tables';
import { getSustainability } from '../src/domain/sustainability/get-sustainability.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, createContract, signedInUser, type ContractInput } from './helpers/factories.ts';
import { newRecord, postRecordsOk, recordsUrl } from './helpers/records.ts';
import { middayInBrazil as at } from './helpers/time.ts';

let ctx: TestContext;
let atlantico: string;
let zefiro: string;
let master: string;
let gerente: string;
let outsider: string;
const gardenId = randomUUID();
const YEAR_2025 = Array.from({ length: 12 }, (_, month) => ({ year: 2025, month }));
const limits = (type: 'organico' | 'reciclavel' | 'rejeito' | 'compostavel', subTypes?: string[]) => ({
  type,
  limitKg: 1000,
  subTypes,
});

beforeAll(async () => {
  ctx = await createTestContext();
  atlantico = (
    await createClient(ctx.db, {
      name: 'Hotel Atlântico',
      types: [
        limits('organico', ['pre_service', 'post_service']),
        limits('reciclavel', ['paper', 'batteries']),
        limits('rejeito'),
      ],
    })
  ).id;
  zefiro = (
    await createClient(ctx.db, {
      name: 'Pousada Zéfiro',
      types: [limits('organico', ['pre_service']), limits('compostavel')],
    })
  ).id;
  master = (await signedInUser(ctx, 'master')).cookie;
  gerente = (await signedInUser(ctx, 'gerente', [atlantico, zefiro])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [zefiro])).cookie;
  const atlanticoOp = (await signedInUser(ctx, 'operacional', [atlantico])).cookie;
  const zefiroOp = (await signedInUser(ctx, 'operacional', [zefiro])).cookie;
  const contracts: [clientId: string, ContractInput[]][] = [
    // Atlântico: organics composted until June, then biomethanised; residual waste to landfill until March, then
    // incinerated; recyclables recycled, but batteries under a contract that does not say where they go.
    [
      atlantico,
      [
        { wasteType: 'organico', destination: 'composting', validFrom: '2025-01-01', validTo: '2025-06-30' },
        { wasteType: 'organico', destination: 'biomethanization', validFrom: '2025-07-01' },
        { wasteType: 'rejeito', destination: 'sanitary_landfill', validFrom: '2025-01-01', validTo: '2025-03-31' },
        { wasteType: 'rejeito', destination: 'incineration', validFrom: '2025-04-01' },
        { wasteType: 'reciclavel', destination: 'recycling', validFrom: '2025-01-01' },
        { wasteType: 'reciclavel', subType: 'batteries', destination: 'unspecified', validFrom: '2025-01-01' },
      ],
    ],
    // Zéfiro: organics to landfill until April, then no contract at all; garden waste never under one.
    [
      zefiro,
      [{ wasteType: 'organico', destination: 'sanitary_landfill', validFrom: '2025-01-01', validTo: '2025-04-30' }],
    ],
  ];
  for (const [clientId, list] of contracts) {
    for (const contract of list) await createContract(ctx.db, clientId, contract);
  }
  await postRecordsOk(ctx, atlantico, atlanticoOp, [
    newRecord({ recordedAt: at('2025-02-10'), wasteType: 'organico', subType: 'pre_service', weightKg: 120.5 }),
    newRecord({ recordedAt: at('2025-08-15'), wasteType: 'organico', subType: 'post_service', weightKg: 80.25 }),
    newRecord({ recordedAt: at('2025-03-20'), wasteType: 'rejeito', weightKg: 200 }),
    newRecord({ recordedAt: at('2025-05-05'), wasteType: 'rejeito', weightKg: 150.75 }),
    newRecord({ recordedAt: at('2025-09-01'), wasteType: 'reciclavel', subType: 'paper', weightKg: 60 }),
    newRecord({ recordedAt: at('2025-10-01'), wasteType: 'reciclavel', subType: 'batteries', weightKg: 3.333 }),
    // The comparison year: before any contract.
    newRecord({ recordedAt: at('2024-06-01'), wasteType: 'rejeito', weightKg: 10 }),
  ]);
  await postRecordsOk(ctx, zefiro, zefiroOp, [
    newRecord({ recordedAt: at('2025-03-03'), wasteType: 'organico', subType: 'pre_service', weightKg: 45.5 }),
    newRecord({ recordedAt: at('2025-06-06'), wasteType: 'organico', subType: 'pre_service', weightKg: 30 }),
    newRecord({ id: gardenId, recordedAt: at('2025-11-11'), wasteType: 'compostavel', weightKg: 12 }),
  ]);
  // A correction of the time of one record, the same day: the figures stay, the methodology counts it.
  const corrected = await ctx.app.inject({
    method: 'PATCH',
    url: `${recordsUrl(zefiro)}/${gardenId}`,
    headers: { cookie: gerente, origin: WEB_ORIGIN },
    payload: { recordedAt: '2025-11-11T16:00:00.000Z', reason: 'Hora anotada errada' },
  });
  if (corrected.statusCode !== 200) throw new Error(`PATCH failed: ${corrected.statusCode} ${corrected.body}`);
});

afterAll(async () => {
  await ctx.close();
});

describe('the sustainability tables of a year built by hand (issue 27 item 6)', () => {
  let tables: Awaited<ReturnType<typeof getSustainability>>;
  beforeAll(async () => {
    tables = await getSustainability({ db: ctx.db, clientIds: [atlantico, zefiro], months: YEAR_2025 });
  });

  it('GRI 306-3: 702.333 kg generated, by composition', () => {
    expect(tables.current.gri3063).toEqual({
      byType: { organico: 0.276, reciclavel: 0.063, rejeito: 0.351, compostavel: 0.012 },
      total: 0.702,
    });
    expect(tables.current.records).toBe(9);
  });

  it('GRI 306-4: each weight under the contract in force on its day', () => {
    const zero = { onsite: 0, offsite: 0 };
    expect(tables.current.gri3064).toEqual({
      non_hazardous: {
        preparation_for_reuse: zero,
        recycling: { onsite: 0, offsite: 0.181 },
        other_recovery: { onsite: 0, offsite: 0.08 },
      },
      hazardous: { preparation_for_reuse: zero, recycling: zero, other_recovery: zero },
      total: 0.261,
    });
  });

  it('GRI 306-5: landfill before the change, incineration after', () => {
    const zero = { onsite: 0, offsite: 0 };
    expect(tables.current.gri3065).toEqual({
      non_hazardous: {
        incineration_with_energy_recovery: zero,
        incineration_without_energy_recovery: { onsite: 0, offsite: 0.151 },
        landfilling: { onsite: 0, offsite: 0.246 },
        other_disposal: zero,
      },
      hazardous: {
        incineration_with_energy_recovery: zero,
        incineration_without_energy_recovery: zero,
        landfilling: zero,
        other_disposal: zero,
      },
      total: 0.396,
    });
  });

  it('states the weight it cannot classify and why', () => {
    expect(tables.current.unclassified).toEqual({
      'no-contract': 0.042,
      unspecified: 0.003,
      food: { 'no-contract': 0.03, unspecified: 0 },
    });
  });

  it('ESRS E5-5', () => {
    expect(tables.current.esrsE55).toEqual({
      generated: 0.702,
      diverted: { preparation_for_reuse: 0, recycling: 0.181, other_recovery: 0.08, total: 0.261 },
      disposal: { incineration: 0.151, landfill: 0.246, other_disposal: 0, total: 0.396 },
      hazardous: 0.003,
      radioactive: 0,
      nonRecycled: 0.522,
      nonRecycledPct: 74.3,
    });
  });

  it('FLW: food waste by destination', () => {
    expect(tables.current.flw).toEqual({
      animal_feed: 0,
      bio_based_materials: 0,
      codigestion_anaerobic_digestion: 0.08,
      composting_aerobic: 0.121,
      controlled_combustion: 0,
      land_application: 0,
      landfill: 0.046,
      not_harvested: 0,
      refuse_discards: 0,
      sewer: 0,
      other: 0,
      total: 0.246,
    });
  });

  it('says how the figures were compiled: 9 records weighed, none estimated, 1 corrected', () => {
    expect(tables.methodology).toEqual({ weighedRecords: 9, estimatedRecords: 0, correctedRecords: 1 });
  });

  it('the comparison year: 10 kg with no contract', () => {
    expect(tables.previous.gri3063.total).toBe(0.01);
    expect(tables.previous.unclassified['no-contract']).toBe(0.01);
  });

  it('generates what the dashboard shows for the same clients and year', async () => {
    const res = await ctx.get(`/api/v1/dashboard?clients=${atlantico},${zefiro}&years=2025`, { cookie: master });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json<Dashboard>();
    expect(dashboard.summary.totalKg).toBe(702.333);
    expect(tonnesOf([dashboard.summary.totalKg])).toBe(tables.current.gri3063.total);
  });

  it('equals the records CSV a manager downloads for the same clients and year, summed by type and destination', async () => {
    const res = await ctx.get(`/api/v1/dashboard.csv?clients=${atlantico},${zefiro}&years=2025&lang=pt`, {
      cookie: gerente,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(';'));
    const column = (name: string) => header!.indexOf(name);
    const [client, day, type, subType, weight] = ['Cliente', 'Data', 'Tipo', 'Subtipo', 'Peso (kg)'].map(column);
    // Where each weighing went, read by hand from the contracts written above for its client, type and day.
    const destinationOf = (row: string[]): 'diverted' | 'disposed' | 'unclassified' => {
      const [who, kind, sub, when] = [row[client!], row[type!], row[subType!], row[day!]!];
      if (who === 'Hotel Atlântico') {
        if (kind === 'Orgânico') return 'diverted'; // composted until June, biomethanised after
        if (kind === 'Rejeito') return 'disposed'; // landfilled until March, incinerated after
        if (kind === 'Reciclável') return sub === 'Pilhas e baterias' ? 'unclassified' : 'diverted';
      }
      // Zéfiro: organics landfilled until April, then under no contract; garden waste never under one.
      return kind === 'Orgânico' && when <= '2025-04-30' ? 'disposed' : 'unclassified';
    };
    const kg = new Map<string, number[]>();
    const add = (key: string, value: number) => kg.set(key, [...(kg.get(key) ?? []), value]);
    for (const row of lines) {
      const value = Number(row[weight!]!.replace(',', '.'));
      add('generated', value);
      add(row[type!]!, value);
      add(destinationOf(row), value);
    }
    const t = (key: string) => tonnesOf(kg.get(key) ?? []);
    expect(lines).toHaveLength(tables.current.records);
    expect(t('generated')).toBe(tables.current.gri3063.total);
    expect([t('Orgânico'), t('Reciclável'), t('Rejeito'), t('Compostável')], 'GRI 306-3 by composition').toEqual([
      tables.current.gri3063.byType.organico,
      tables.current.gri3063.byType.reciclavel,
      tables.current.gri3063.byType.rejeito,
      tables.current.gri3063.byType.compostavel,
    ]);
    expect(t('diverted'), 'diverted (GRI 306-4)').toBe(tables.current.gri3064.total);
    expect(t('disposed'), 'directed to disposal (GRI 306-5)').toBe(tables.current.gri3065.total);
    expect(t('unclassified'), 'unclassified').toBe(
      tonnesOf([tables.current.unclassified['no-contract'] * 1000, tables.current.unclassified.unspecified * 1000]),
    );
  });
});

describe('GET /api/v1/sustainability/:framework', () => {
  const url = (framework: string, query: string) => `/api/v1/sustainability/${framework}?${query}`;

  it('gives a gerente of the chain the GRI 306 tables of the year and of the year before', async () => {
    const res = await ctx.get(url('gri-306', `clients=${atlantico},${zefiro}&year=2025`), { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      current: { gri3063: { total: number }; gri3064: { total: number } };
      previous: { gri3063: { total: number } };
    }>();
    expect(body.current.gri3063.total).toBe(0.702);
    expect(body.current.gri3064.total).toBe(0.261);
    expect(body.previous.gri3063.total).toBe(0.01);
  });

  it('reads a range of months on the same tables: the first half-year of Atlântico', async () => {
    const res = await ctx.get(url('esrs-e5', `clients=${atlantico}&from=2025-01&to=2025-06`), { cookie: master });
    expect(res.statusCode, res.body).toBe(200);
    // 120.5 composted + 200 landfilled + 150.75 incinerated = 471.25 kg.
    expect(
      res.json<{ current: { esrsE55: { generated: number; diverted: { recycling: number } } } }>().current.esrsE55,
    ).toMatchObject({
      generated: 0.471,
      diverted: { recycling: 0.121 },
    });
  });

  it('refuses a client outside the list, and bad input with 400', async () => {
    expectError(
      await ctx.get(url('gri-306', `clients=${atlantico}&year=2025`), { cookie: outsider }),
      403,
      'permission-denied',
    );
    for (const query of [
      `clients=${zefiro}`,
      `clients=${zefiro}&year=2025&from=2025-01&to=2025-02`,
      `clients=${zefiro}&from=2025-01`,
      `clients=${zefiro}&from=2025-05&to=2025-01`,
      `clients=${zefiro}&from=2020-01&to=2025-01`,
      `clients=${zefiro}&from=2025-13&to=2025-12`,
      `clients=nope&year=2025`,
    ])
      expectError(await ctx.get(url('gri-306', query), { cookie: master }), 400, 'invalid-argument');
    expectError(
      await ctx.get(url('gri-999', `clients=${zefiro}&year=2025`), { cookie: master }),
      400,
      'invalid-argument',
    );
  });
});

describe('the tables as files and every figure traceable (issue 27 items 2 and 3)', () => {
  const chain = () => `clients=${atlantico},${zefiro}&year=2025`;
  const tablesOf = async (framework: string) => {
    const res = await ctx.get(`/api/v1/sustainability/${framework}?${chain()}`, { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ tables: FilledTable[] }>().tables;
  };
  const cellUrl = (framework: string, table: string, row: string, column: string, extra = '') =>
    `/api/v1/sustainability/${framework}/records?${chain()}&table=${table}&row=${encodeURIComponent(row)}&column=${column}${extra}`;

  it('lays out the GRI 306 tables with the figures of the exact test', async () => {
    const tables = await tablesOf('gri-306');
    expect(tables.map((t) => t.id)).toEqual(['gri-306-3', 'gri-306-4', 'gri-306-5', 'unclassified']);
    const cell = (id: string, row: string, column: string) => {
      const t = tables.find((x) => x.id === id)!;
      return t.rows.find((r) => r.key === row)!.cells[t.columns.findIndex((c) => c.key === column)];
    };
    expect(cell('gri-306-3', 'total', 'current')).toBe(0.702);
    expect(cell('gri-306-3', 'total', 'previous')).toBe(0.01);
    expect(cell('gri-306-4', 'non_hazardous.recycling', 'offsite')).toBe(0.181);
    expect(cell('gri-306-4', 'total', 'total')).toBe(0.261);
    expect(cell('gri-306-5', 'non_hazardous.landfilling', 'offsite')).toBe(0.246);
    expect(cell('unclassified', 'no-contract', 'current')).toBe(0.042);
    expect(cell('unclassified', 'unspecified', 'current')).toBe(0.003);
  });

  it('the records of every cell of every framework sum to the cell', async () => {
    for (const framework of ['gri-306', 'esrs-e5', 'flw']) {
      for (const table of await tablesOf(framework)) {
        for (const row of table.rows) {
          if (row.unit === '%') continue;
          for (const [c, column] of table.columns.entries()) {
            const kgs: number[] = [];
            let cursor: string | null = null;
            let total: SustainabilityCellPage;
            do {
              const res = await ctx.get(
                cellUrl(framework, table.id, row.key, column.key, cursor ? `&cursor=${cursor}` : ''),
                { cookie: gerente },
              );
              expect(res.statusCode, res.body).toBe(200);
              total = res.json<SustainabilityCellPage>();
              kgs.push(...total.records.map((r) => r.weightKg));
              cursor = total.nextCursor;
            } while (cursor);
            const where = `${framework} ${table.id} ${row.key} ${column.key}`;
            expect(tonnesOf(kgs), where).toBe(row.cells[c]);
            expect(kgs.length, where).toBe(total.totalRecords);
            expect(tonnesOf([total.totalKg]), where).toBe(row.cells[c]);
            // The CSV of the cell (read client after client, not by pages) holds the same records.
            const csv = await ctx.get(cellUrl(framework, table.id, row.key, column.key, '&format=csv&lang=en'), {
              cookie: gerente,
            });
            const lines = csv.body
              .replace(/^\uFEFF/, '')
              .trim()
              .split(/\r?\n/)
              .slice(1)
              .filter(Boolean);
            expect(lines.length, `${where} CSV`).toBe(total.totalRecords);
            expect(tonnesOf(lines.map((l) => Number(l.split(',')[5]))), `${where} CSV`).toBe(row.cells[c]);
          }
        }
      }
    }
  });

  it('pages a cell with the keyset cursor, each record once', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let i = 0; i < 10; i++) {
      const res = await ctx.get(cellUrl('gri-306', 'gri-306-3', 'total', 'current', `&limit=2${cursor}`), {
        cookie: gerente,
      });
      const page = res.json<SustainabilityCellPage>();
      expect(page.records.length).toBeLessThanOrEqual(2);
      seen.push(...page.records.map((r) => r.id));
      if (!page.nextCursor) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it("names a cell's records: the landfilled organics of Zéfiro, as JSON and as CSV in Portuguese", async () => {
    const res = await ctx.get(cellUrl('flw', 'flw', 'landfill', 'current'), { cookie: gerente });
    const page = res.json<SustainabilityCellPage>();
    expect(page.records.map((r) => [r.clientName, r.day, r.weightKg, r.contracted])).toEqual([
      ['Pousada Zéfiro', '2025-03-03', 45.5, 'sanitary_landfill'],
    ]);
    // All the year's waste: each record under the contract of its own day, on either side of a change.
    const year = (
      await ctx.get(cellUrl('gri-306', 'gri-306-3', 'total', 'current'), { cookie: gerente })
    ).json<SustainabilityCellPage>();
    expect(year.records.map((r) => [r.day, r.wasteType, r.contracted])).toEqual([
      ['2025-02-10', 'organico', 'composting'],
      ['2025-03-03', 'organico', 'sanitary_landfill'],
      ['2025-03-20', 'rejeito', 'sanitary_landfill'],
      ['2025-05-05', 'rejeito', 'incineration'],
      ['2025-06-06', 'organico', null],
      ['2025-08-15', 'organico', 'biomethanization'],
      ['2025-09-01', 'reciclavel', 'recycling'],
      ['2025-10-01', 'reciclavel', 'unspecified'],
      ['2025-11-11', 'compostavel', null],
    ]);
    const csv = await ctx.get(cellUrl('gri-306', 'unclassified', 'no-contract', 'current', '&format=csv&lang=pt'), {
      cookie: gerente,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Cliente;Data;Hora;Tipo;Subtipo;Peso (kg);Destino do contrato;id');
    // Zéfiro's organics after April and its garden waste: no contract in force.
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 6).join(';'))).toEqual([
      'Pousada Zéfiro;2025-06-06;12:00;Orgânico;Pré-preparo;30',
      'Pousada Zéfiro;2025-11-11;13:00;Compostável;;12',
    ]);
  });

  it('writes the GRI 306 spreadsheet: one sheet per table, figures as numbers in metric tons, notes in English', async () => {
    const res = await ctx.get(`/api/v1/sustainability/gri-306?${chain()}&format=xlsx&lang=en`, { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('ecopeso-gri-306-2-clients-2025-01-2025-12.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'GRI 306-3',
      'GRI 306-4',
      'GRI 306-5',
      'Not classified',
      'Notes',
    ]);
    const diverted = book.worksheets[1]!;
    expect(diverted.getRow(5).values).toEqual([
      undefined,
      'Line',
      'Onsite (t)',
      'Offsite (t)',
      'Total (t)',
      'Total 2024 (t)',
    ]);
    const recycling = diverted.getRows(6, 20)!.find((r) => r.getCell(1).value === 'Non-hazardous · Recycling')!;
    expect(recycling.getCell(3).value).toBe(0.181);
    expect(recycling.getCell(3).numFmt).toBe('0.000');
    const notes = book.worksheets[4]!.getColumn(1).values.join('\n');
    expect(notes).toContain('Comparison: the same months of 2024');
    expect(notes).toContain('0.042 t with no contract in force on its day');
    expect(notes).toContain('1 records of the period were corrected');
  });

  it('writes the ESRS E5-5 PDF in Spanish', async () => {
    const res = await ctx.get(`/api/v1/sustainability/esrs-e5?${chain()}&format=pdf&lang=es`, { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('E5-5 Residuos (salidas de recursos)');
    expect(text).toContain('Residuos no reciclados');
    expect(text).toContain('0,522');
    expect(text).toContain('Notas de metodología');
  });

  it('refuses other clients and bad input', async () => {
    expectError(
      await ctx.get(`/api/v1/sustainability/gri-306?clients=${atlantico}&year=2025&format=xlsx`, { cookie: outsider }),
      403,
      'permission-denied',
    );
    expectError(
      await ctx.get(
        `/api/v1/sustainability/gri-306/records?clients=${atlantico}&year=2025&table=gri-306-3&row=total&column=current`,
        { cookie: outsider },
      ),
      403,
      'permission-denied',
    );
    for (const url of [
      `/api/v1/sustainability/gri-306?${chain()}&format=docx`,
      `/api/v1/sustainability/gri-306?${chain()}&format=pdf&lang=fr`,
      `/api/v1/sustainability/gri-306?clients=${zefiro}&from=2025-05&to=2025-01&format=xlsx`,
      `/api/v1/sustainability/sdg/records?${chain()}&table=gri-306-3&row=total&column=current`,
      cellUrl('gri-306', 'gri-306-9', 'total', 'current'),
      cellUrl('gri-306', 'gri-306-3', 'nope', 'current'),
      cellUrl('esrs-e5', 'esrs-e5-5', 'non-recycled-pct', 'current'),
      cellUrl('gri-306', 'gri-306-3', 'total', 'current', '&cursor=bad'),
      cellUrl('gri-306', 'gri-306-3', 'total', 'current', '&limit=0'),
      `/api/v1/sustainability/gri-306/records?clients=${zefiro}&year=1999&table=gri-306-3&row=total&column=current`,
    ])
      expectError(await ctx.get(url, { cookie: gerente }), 400, 'invalid-argument');
  });

  it("says what is wrong in the reader's language", async () => {
    const message = async (url: string) => {
      const res = await ctx.get(url, { cookie: gerente });
      expectError(res, 400, 'invalid-argument');
      return res.json<{ error: { message: string } }>().error.message;
    };
    expect(await message(`/api/v1/sustainability/gri-999?${chain()}&lang=en`)).toBe(
      'Unknown framework: choose GRI 306, ESRS E5-5 or the FLW Standard.',
    );
    expect(await message(`/api/v1/sustainability/gri-306?clients=${zefiro}&from=2025-05&to=2025-01&lang=es`)).toMatch(
      /^Período no válido: indique un año/,
    );
    expect(await message(`/api/v1/sustainability/gri-306?clients=${zefiro}&year=20x5&format=pdf`)).toMatch(
      /^Período inválido: informe um ano/,
    );
    expect(await message(cellUrl('gri-306', 'gri-306-3', 'nope', 'current', '&lang=en'))).toMatch(/^Unknown cell: /);
    expect(await message(cellUrl('gri-306', 'gri-306-3', 'total', 'current', '&lang=es&limit=x'))).toMatch(
      /^Solicitud no válida/,
    );
  });
});
