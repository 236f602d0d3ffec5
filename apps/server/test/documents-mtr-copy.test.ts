import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentList } from '@ecopeso/shared/documents';
import {
  carriers,
  clients,
  contracts,
  mtrItems,
  mtrLookupItems,
  mtrs,
  mtrSettings,
  receivers,
} from '../src/db/schema.ts';
import { simulatorPdf } from '../src/domain/mtr/state-systems/simulator/simulator.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { unzipFiles } from './helpers/zip.ts';
import { createClient, createContract, signedInUser } from './helpers/factories.ts';
import { csvLines, pdfText } from './helpers/documents.ts';

/**
 * Our copy of an issued MTR (what a compliance officer signs against) and the MTRs in the auditor's ZIP: the copy
 * names every party and every waste line in words, carries the number as text and barcode and says it is a copy;
 * the ZIP keeps the state system's PDF beside it, lists every MTR of the period with its status in words, and a
 * cancelled MTR's copy says it is cancelled whatever the system's PDF kept from the day it was issued.
 */
let ctx: TestContext;
let hotel: string;
let gerente: string;
let outsider: string;
const ids = { received: '', cancelled: '', draft: '' };

/** Spaces as one, so a line the PDF wrapped reads as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = (await createClient(ctx.db, { name: 'Hotel Maré Alta', types: [{ type: 'rejeito' }] })).id;
  const other = (await createClient(ctx.db, { name: 'Pousada Vizinha', types: [{ type: 'rejeito' }] })).id;
  await ctx.db
    .update(clients)
    .set({
      cnpj: '11222333000181',
      address: 'Avenida Beira-Mar',
      addressNumber: '1500',
      city: 'Florianópolis',
      state: 'SC',
      cep: '88015-700',
    })
    .where(eq(clients.id, hotel));
  gerente = (await signedInUser(ctx, 'gerente', [hotel])).cookie;
  outsider = (await signedInUser(ctx, 'gerente', [other])).cookie;
  await ctx.db.insert(mtrSettings).values({
    clientId: hotel,
    system: 'SINIR',
    environment: 'simulator',
    generatorUnitCode: '4455667',
    responsibleName: 'Ana Souza',
  });
  const contract = await createContract(ctx.db, hotel, {
    wasteType: 'rejeito',
    destination: 'sanitary_landfill',
    validFrom: '2025-06-01',
  });
  const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, contract.id));
  await ctx.db
    .update(carriers)
    .set({ name: 'Transportes Litoral Ltda', cnpj: '11444777000161', unitCodes: { SINIR: '778899' } })
    .where(eq(carriers.id, row!.carrierId));
  await ctx.db
    .update(receivers)
    .set({ name: 'Aterro Sanitário Verde S.A.', cnpj: '45997418000153', unitCodes: { SINIR: '990011' } })
    .where(eq(receivers.id, row!.receiverId));
  // The system's lookup lists as a sync keeps them (real SINIR codes: class 43, unit 2, physical state 4).
  const list = (kind: string, items: [string, string, string?][]) =>
    items.map(([code, description, abbreviation]) => ({
      system: 'SINIR',
      environment: 'simulator',
      kind,
      code,
      description,
      abbreviation: abbreviation ?? null,
    }));
  await ctx.db
    .insert(mtrLookupItems)
    .values([
      ...list('wastes', [['200301', 'Outros resíduos urbanos e equiparados, incluindo misturas de resíduos']]),
      ...list('classes', [['43', 'CLASSE II A']]),
      ...list('physicalStates', [['4', 'SÓLIDO']]),
      ...list('packaging', [['7', 'CAÇAMBA FECHADA']]),
      ...list('treatments', [['9', 'ATERRO SANITÁRIO']]),
      ...list('units', [['2', 'Quilograma', 'KG']]),
    ]);
  const base = {
    clientId: hotel,
    contractId: contract.id,
    system: 'SINIR',
    environment: 'simulator',
    weighedUntil: new Date('2026-02-20T12:00:00Z'),
    driverName: 'João Pereira',
    vehiclePlate: 'ABC1D23',
    responsibleName: 'Ana Souza',
  };
  const [received] = await ctx.db
    .insert(mtrs)
    .values({
      ...base,
      status: 'received',
      number: '260000777',
      shipmentDate: '2026-02-20',
      issuedAt: new Date('2026-02-20T13:00:00Z'),
      receivedAt: new Date('2026-02-21T15:00:00Z'),
      pdf: await simulatorPdf(['MTR 260000777', 'Situação: Salvo']),
    })
    .returning({ id: mtrs.id });
  const [cancelled] = await ctx.db
    .insert(mtrs)
    .values({
      ...base,
      status: 'cancelled',
      number: '260000778',
      shipmentDate: '2026-02-25',
      issuedAt: new Date('2026-02-25T13:00:00Z'),
      cancelledAt: new Date('2026-02-26T14:00:00Z'),
      cancelJustification: 'Coleta remarcada pelo transportador',
      pdf: await simulatorPdf(['MTR 260000778', 'Situação: Salvo']),
    })
    .returning({ id: mtrs.id });
  const [draft] = await ctx.db
    .insert(mtrs)
    .values({ ...base, status: 'draft', shipmentDate: '2026-02-27' })
    .returning({ id: mtrs.id });
  ids.received = received!.id;
  ids.cancelled = cancelled!.id;
  ids.draft = draft!.id;
  const item = {
    clientId: hotel,
    position: 0,
    ibamaCode: '200301',
    nbrClass: 'IIA',
    classCode: '43',
    physicalStateCode: '4',
    packagingCode: '7',
    unitCode: '2',
    treatmentCode: '9',
    quantityKg: 1234.5,
    weighedKg: 1234.5,
  };
  await ctx.db.insert(mtrItems).values([
    { ...item, mtrId: ids.received, receivedKg: 1230 },
    { ...item, mtrId: ids.cancelled, quantityKg: 80 },
    { ...item, mtrId: ids.draft, quantityKg: 50 },
  ]);
});
afterAll(() => ctx?.close());

const copyUrl = (id: string, lang = 'pt') => `/api/v1/clients/${hotel}/documents/mtrs/${id}/copy.pdf?lang=${lang}`;

describe('our copy of an issued MTR', () => {
  it('names the generator, the parties, each waste in words, the transport and the number, and says it is a copy (pt)', async () => {
    const res = await ctx.get(copyUrl(ids.received), { cookie: gerente });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain('copia-mtr-260000777.pdf');
    const text = flat(await pdfText(res.rawPayload));
    // Generator: name, CNPJ, address, unit code in the system.
    expect(text).toContain('Hotel Maré Alta');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('Avenida Beira-Mar, 1500 · Florianópolis/SC · CEP 88015-700');
    expect(text).toContain('Código da unidade no SINIR 4455667');
    // Carrier and receiver by name and CNPJ, never bare digits.
    expect(text).toContain('Transportes Litoral Ltda');
    expect(text).toContain('11.444.777/0001-61');
    expect(text).toContain('Aterro Sanitário Verde S.A.');
    expect(text).toContain('45.997.418/0001-53');
    // The waste line: IBAMA code and description, class, physical state, packaging, treatment, quantity, unit.
    expect(text).toContain('200301 — Outros resíduos urbanos e equiparados, incluindo misturas de resíduos');
    expect(text).toContain('CLASSE II A (43)');
    expect(text).toContain('SÓLIDO (4)');
    expect(text).toContain('CAÇAMBA FECHADA (7)');
    expect(text).toContain('ATERRO SANITÁRIO (9)');
    expect(text).toMatch(/1\.234,5 Recebido: 1\.230 KG/);
    // Transport: shipment date, driver, plate; the number as text; status in words.
    expect(text).toContain('Data de expedição 20/02/2026');
    expect(text).toContain('Motorista João Pereira');
    expect(text).toContain('Placa do veículo ABC1D23');
    expect(text).toContain('MTR nº 260000777');
    expect(text).toContain('Situação: Recebido');
    // What it is: a copy; the system's PDF is the official document.
    expect(text).toContain('Cópia feita pelo Ecopeso com os dados enviados ao sistema SINIR');
    expect(text).toContain('O documento oficial é o PDF emitido pelo SINIR, guardado ao lado desta cópia.');
    expect(text).not.toMatch(/mtr:copy|undefined|null/);
  });

  it('draws the number as a Code 128 barcode image', async () => {
    const res = await ctx.get(copyUrl(ids.received), { cookie: gerente });
    // One image XObject on the page (the barcode); its text twin is asserted above.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('reads in English too', async () => {
    const res = await ctx.get(copyUrl(ids.received, 'en'), { cookie: gerente });
    expect(res.statusCode).toBe(200);
    const text = flat(await pdfText(res.rawPayload));
    expect(text).toContain('MTR no. 260000777');
    expect(text).toContain('Status: Received');
    expect(text).toContain('Unit code in SINIR 4455667');
    expect(text).toContain('Shipment date 02/20/2026');
    expect(text).toContain('Driver João Pereira');
    expect(text).toContain('Vehicle plate ABC1D23');
    expect(text).toContain('1,234.5 Received: 1,230 KG');
    expect(text).toContain(
      "Copy made by Ecopeso from the data sent to the SINIR system; it does not replace the system's document.",
    );
    expect(text).toContain('The official document is the PDF issued by SINIR, kept beside this copy.');
  });

  it('marks a cancelled MTR as cancelled, with its day and justification', async () => {
    const text = flat(await pdfText((await ctx.get(copyUrl(ids.cancelled), { cookie: gerente })).rawPayload));
    expect(text).toContain('MTR CANCELADO');
    expect(text).toContain('Situação: Cancelado');
    expect(text).toContain('Cancelado em 26/02/2026');
    expect(text).toContain('Justificativa: Coleta remarcada pelo transportador');
  });

  it('has no copy of a draft, nor of another client’s MTR', async () => {
    expectError(await ctx.get(copyUrl(ids.draft), { cookie: gerente }), 404, 'not-found');
    expectError(await ctx.get(copyUrl(ids.received), { cookie: outsider }), 403, 'permission-denied');
  });

  it('is what Documentação downloads, with the system’s PDF beside it', async () => {
    const res = await ctx.get(`/api/v1/clients/${hotel}/documents?from=2026-02&to=2026-02&lang=en`, {
      cookie: gerente,
    });
    const mtr = res.json<DocumentList>().documents.find((d) => d.number === '260000777')!;
    expect(mtr.href).toBe(copyUrl(ids.received, 'en'));
    expect(mtr.systemHref).toBe(`/api/v1/clients/${hotel}/mtrs/${ids.received}/mtr.pdf`);
  });
});

describe('the MTRs in the auditor’s ZIP', () => {
  it('holds our copy and the system’s PDF of each MTR, a cancelled copy saying so, and a status list', async () => {
    const res = await ctx.get(`/api/v1/clients/${hotel}/documents.zip?from=2026-02&to=2026-02&lang=pt`, {
      cookie: gerente,
    });
    expect(res.statusCode).toBe(200);
    const entries = await unzipFiles(res.rawPayload);
    expect([...entries.keys()].filter((n) => n.startsWith('mtr/')).sort()).toEqual([
      'mtr/2026-02-20-260000777-sistema.pdf',
      'mtr/2026-02-20-260000777.pdf',
      'mtr/2026-02-25-260000778-sistema.pdf',
      'mtr/2026-02-25-260000778.pdf',
    ]);
    // The system's PDF is kept as the system made it; our copy says what the MTR is now.
    expect(await pdfText(entries.get('mtr/2026-02-25-260000778-sistema.pdf')!)).toContain('Salvo');
    const copy = flat(await pdfText(entries.get('mtr/2026-02-25-260000778.pdf')!));
    expect(copy).toContain('MTR CANCELADO');
    expect(copy).toContain('Situação: Cancelado');

    const csv = entries.get('situacao-dos-mtrs.csv')!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(csv);
    expect(lines[0]).toBe(
      'Número do MTR;Data de expedição;Situação;Sistema;Transportador;Destinador;Emitido em;Recebido em;Número do CDF;CDF emitido em;Cancelado em;Justificativa do cancelamento',
    );
    // Every MTR of the period (the draft is in no system), status in words.
    expect(lines.slice(1)).toEqual([
      '260000777;2026-02-20;Recebido;SINIR;Transportes Litoral Ltda;Aterro Sanitário Verde S.A.;2026-02-20;2026-02-21;;;;',
      '260000778;2026-02-25;Cancelado;SINIR;Transportes Litoral Ltda;Aterro Sanitário Verde S.A.;2026-02-25;;;;2026-02-26;Coleta remarcada pelo transportador',
    ]);
  });

  it('names the status list and its words in English, comma-separated', async () => {
    const res = await ctx.get(`/api/v1/clients/${hotel}/documents.zip?from=2026-02&to=2026-02&lang=en`, {
      cookie: gerente,
    });
    const entries = await unzipFiles(res.rawPayload);
    expect(entries.has('mtr/2026-02-25-260000778-system.pdf')).toBe(true);
    const lines = csvLines(entries.get('mtr-statuses.csv')!.toString('utf8'));
    expect(lines[0]!.startsWith('MTR number,Shipment date,Status,')).toBe(true);
    expect(lines[2]).toContain('260000778,2026-02-25,Cancelled,');
  });
});
