import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentList, UploadedDocument } from '@ecopeso/shared/documents';
import { clientDocuments, dailyTotals, mtrs, providerLicences } from '../src/db/schema.ts';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { unzipFiles } from './helpers/zip.ts';
import { createClient, createContract, roleCookies, type RoleCookies } from './helpers/factories.ts';
import { pdfText } from './helpers/documents.ts';
import { onePagePdf as pdf } from './helpers/one-page-pdf.ts';
import { dayInZone } from '@ecopeso/shared/dates';

/**
 * Documentação: the list of a period (uploads, licences of the contracts' providers, reports of past months), an
 * uploaded PDF back, the ZIP for an auditor, and the upload's rules (a real PDF, at most 10 MB, the client's own).
 */
let ctx: TestContext;
let hotel: string;
let other: string;
let cookies: RoleCookies;

const uploadUrl = (clientId: string, query: Record<string, string>) =>
  `/api/v1/clients/${clientId}/documents/uploads?${new URLSearchParams(query).toString()}`;
const upload = (clientId: string, cookie: string, body: Buffer, query: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: uploadUrl(clientId, {
      kind: 'mtr',
      number: '240001234',
      issuedOn: '2026-02-10',
      fileName: 'MTR 240001234.pdf',
      ...query,
    }),
    headers: { cookie, origin: WEB_ORIGIN, 'content-type': 'application/pdf' },
    payload: body,
  });
const list = async (cookie: string, from = '2026-01', to = '2026-03') => {
  const res = await ctx.get(`/api/v1/clients/${hotel}/documents?from=${from}&to=${to}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentList>().documents;
};

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = (await createClient(ctx.db, { name: 'Hotel Atlântico', types: [{ type: 'rejeito' }] })).id;
  other = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] })).id;
  cookies = await roleCookies(ctx, hotel, other);
  // Weighings in January and February 2026 (months that are over), and a contract whose providers hold licences.
  await ctx.db.insert(dailyTotals).values([
    { clientId: hotel, day: '2026-01-12', wasteType: 'rejeito', weightKg: 120, records: 3 },
    { clientId: hotel, day: '2026-02-03', wasteType: 'rejeito', weightKg: 80, records: 2 },
  ]);
  const contract = await createContract(ctx.db, hotel, {
    wasteType: 'rejeito',
    destination: 'sanitary_landfill',
    validFrom: '2025-06-01',
  });
  const [row] = await ctx.db.query.contracts.findMany({ where: (c, { eq }) => eq(c.id, contract.id) });
  // An MTR issued through Ecopeso in February whose receiver has issued the CDF, with both PDFs kept.
  await ctx.db.insert(mtrs).values({
    clientId: hotel,
    contractId: contract.id,
    system: 'SINIR',
    environment: 'simulator',
    status: 'cdf_issued',
    number: '2026000123',
    cdfNumber: '99001',
    shipmentDate: '2026-02-20',
    weighedUntil: new Date('2026-02-20T12:00:00Z'),
    cdfIssuedAt: new Date('2026-02-27T12:00:00Z'),
    pdf: pdf('MTR 2026000123'),
    cdfPdf: pdf('CDF 99001'),
  });
  await ctx.db.insert(providerLicences).values([
    { carrierId: row!.carrierId, number: 'LO-TR-1', agency: 'CETESB', expiresOn: '2026-04-30' },
    { receiverId: row!.receiverId, number: 'LO-AT-9', agency: 'INEA', expiresOn: '2027-01-31' },
  ]);
});
afterAll(() => ctx?.close());

describe('uploading an MTR or CDF made outside Ecopeso', () => {
  it('keeps a PDF the gerente sends and gives it back byte for byte', async () => {
    const file = pdf('MTR 240001234');
    const res = await upload(hotel, cookies.gerente, file);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<UploadedDocument>();
    expect(saved).toMatchObject({ kind: 'mtr', number: '240001234', issuedOn: '2026-02-10', sizeBytes: file.length });
    const back = await ctx.get(`/api/v1/clients/${hotel}/documents/uploads/${saved.id}.pdf`, {
      cookie: cookies.gerente,
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toContain('application/pdf');
    expect(back.rawPayload.equals(file)).toBe(true);
    expect(await pdfText(back.rawPayload)).toContain('MTR 240001234');
  });

  it('refuses a file that is not a PDF, whatever its name, in the reader’s language', async () => {
    const fake = Buffer.from('<html>not a pdf</html>');
    const pt = await upload(hotel, cookies.gerente, fake, { fileName: 'falso.pdf' });
    expectError(pt, 400, 'invalid-argument');
    expect(pt.json<{ error: { message: string } }>().error.message).toBe(
      'O arquivo não pôde ser lido como PDF (não é um PDF, ou está incompleto). Envie o PDF do MTR ou do CDF.',
    );
    const en = await upload(hotel, cookies.gerente, fake, { fileName: 'fake.pdf', lang: 'en' });
    expect(en.json<{ error: { message: string } }>().error.message).toBe(
      'The file could not be read as a PDF (it is not one, or it is incomplete). Send the PDF of the MTR or the CDF.',
    );
    const es = await upload(hotel, cookies.gerente, fake, { fileName: 'falso.pdf', lang: 'es' });
    expect(es.json<{ error: { message: string } }>().error.message).toBe(
      'El archivo no se pudo leer como PDF (no es un PDF o está incompleto). Envíe el PDF del MTR o del CDF.',
    );
    expectError(await upload(hotel, cookies.gerente, Buffer.alloc(0)), 400, 'invalid-argument');
  });

  it('takes a PDF of exactly 10 MB and refuses one byte more, saying so', async () => {
    const limit = 10 * 1024 * 1024;
    const head = pdf('big');
    const exact = Buffer.concat([head, Buffer.alloc(limit - head.length, 0x20)]);
    const ok = await upload(hotel, cookies.gerente, exact, { issuedOn: '2025-11-01', number: 'BIG-1' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<UploadedDocument>().sizeBytes).toBe(limit);
    const over = await upload(hotel, cookies.gerente, Buffer.concat([exact, Buffer.from(' ')]), {
      lang: 'es',
      number: 'BIG-2',
    });
    expectError(over, 400, 'invalid-argument');
    expect(over.json<{ error: { message: string } }>().error.message).toBe(
      'El archivo tiene más de 10 MB. Envíe un PDF de hasta 10 MB.',
    );
    const stored = await ctx.db.select({ number: clientDocuments.number }).from(clientDocuments);
    expect(stored.map((s) => s.number)).not.toContain('BIG-2');
  });

  it('refuses the operacional and a gerente of another client; a master uploads anywhere', async () => {
    const file = pdf('CDF 77');
    expectError(await upload(hotel, cookies.operacional, file), 403, 'permission-denied');
    expectError(await upload(hotel, cookies.outsider, file), 403, 'permission-denied');
    const res = await upload(other, cookies.master, file, { kind: 'cdf', number: 'CDF-77', issuedOn: '2026-03-02' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<UploadedDocument>().id;
    // The other client's document is not reachable through this client's path.
    expectError(
      await ctx.get(`/api/v1/clients/${hotel}/documents/uploads/${id}.pdf`, { cookie: cookies.gerente }),
      404,
      'not-found',
    );
    expectError(
      await ctx.get(`/api/v1/clients/${other}/documents/uploads/${id}.pdf`, { cookie: cookies.gerente }),
      403,
      'permission-denied',
    );
  });
});

describe('the documents of a period', () => {
  it('lists uploads, the reports of past months with weighings and the providers’ licences with expiry', async () => {
    const docs = await list(cookies.gerente);
    const kinds = docs.map((d) => `${d.kind}:${d.number ?? d.month}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'mtr:2026000123',
        'cdf:99001',
        'mtr:240001234',
        'management-report:2026-01',
        'technical-report:2026-01',
        'management-report:2026-02',
        'technical-report:2026-02',
        'licence:LO-TR-1',
        'licence:LO-AT-9',
      ]),
    );
    // March has no weighings, November is outside the period, the other client's CDF is not here.
    expect(kinds).not.toContain('management-report:2026-03');
    expect(kinds).not.toContain('mtr:BIG-1');
    expect(kinds).not.toContain('cdf:CDF-77');
    // MTRs and CDFs come first, by date; an issued one downloads from the MTR routes, open to the gerente.
    expect(docs.slice(0, 3).map((d) => d.number)).toEqual(['240001234', '2026000123', '99001']);
    const cdf = docs.find((d) => d.key.startsWith('cdf:'))!;
    expect(cdf).toMatchObject({ source: 'ecopeso', detail: '2026000123', date: '2026-02-27' });
    expect(docs.find((d) => d.number === '2026000123')).toMatchObject({ source: 'ecopeso', detail: 'cdf_issued' });
    const cdfPdf = await ctx.get(cdf.href!, { cookie: cookies.gerente });
    expect(cdfPdf.statusCode, cdfPdf.body).toBe(200);
    expect(await pdfText(cdfPdf.rawPayload)).toContain('CDF 99001');
    const licence = docs.find((d) => d.number === 'LO-TR-1')!;
    expect(licence).toMatchObject({ agency: 'CETESB', expiresOn: '2026-04-30', href: null });
    const report = docs.find((d) => d.key === 'management-report:2026-01')!;
    const pdfRes = await ctx.get(report.href!, { cookie: cookies.gerente });
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a period whose end is before its start, the operacional, and another client’s gerente', async () => {
    expectError(
      await ctx.get(`/api/v1/clients/${hotel}/documents?from=2026-03&to=2026-01`, { cookie: cookies.gerente }),
      400,
      'invalid-argument',
    );
    for (const cookie of [cookies.operacional, cookies.outsider]) {
      expectError(
        await ctx.get(`/api/v1/clients/${hotel}/documents?from=2026-01&to=2026-03`, { cookie }),
        403,
        'permission-denied',
      );
    }
  });

  it('gives the whole period as one ZIP: uploaded PDFs, the reports and a CSV of the licences', async () => {
    const res = await ctx.get(`/api/v1/clients/${hotel}/documents.zip?from=2026-01&to=2026-03&lang=pt`, {
      cookie: cookies.gerente,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    expect(res.headers['content-disposition']).toContain('hotel-atlantico-2026-01-2026-03.zip');
    const entries = await unzipFiles(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'cdf/2026-02-20-99001.pdf',
      'licencas.csv',
      'mtr/2026-02-10-240001234.pdf',
      'mtr/2026-02-20-2026000123-sistema.pdf',
      'mtr/2026-02-20-2026000123.pdf',
      'relatorio-gerencial/relatorio-gerencial-2026-01.pdf',
      'relatorio-gerencial/relatorio-gerencial-2026-02.pdf',
      'relatorio-tecnico/relatorio-tecnico-2026-01.pdf',
      'relatorio-tecnico/relatorio-tecnico-2026-02.pdf',
      'situacao-dos-mtrs.csv',
    ]);
    for (const [name, data] of entries) {
      if (name.endsWith('.pdf')) expect(data.subarray(0, 5).toString(), name).toBe('%PDF-');
    }
    const csv = entries
      .get('licencas.csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe('Empresa;Papel;Licença;Órgão;Validade');
    expect(csv).toContain(';Transportador;LO-TR-1;CETESB;2026-04-30');
    expect(csv).toContain(';Destinador;LO-AT-9;INEA;2027-01-31');
  });

  it('deletes an uploaded PDF (a wrong file) for the client’s gerente only', async () => {
    const res = await upload(hotel, cookies.gerente, pdf('wrong'), { number: 'WRONG-1' });
    const id = res.json<UploadedDocument>().id;
    const url = `/api/v1/clients/${hotel}/documents/uploads/${id}`;
    expectError(await ctx.del(url, { cookie: cookies.outsider }), 403, 'permission-denied');
    expect((await ctx.del(url, { cookie: cookies.gerente })).statusCode).toBe(204);
    expectError(await ctx.del(url, { cookie: cookies.gerente }), 404, 'not-found');
    expect((await list(cookies.gerente)).map((d) => d.number)).not.toContain('WRONG-1');
  });
});

describe('an upload’s number and issue date', () => {
  const message = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

  it('refuses a number the client already has for that kind of document, saying which document has it', async () => {
    const first = await upload(hotel, cookies.gerente, pdf('MTR DUP-7'), {
      number: 'DUP-7',
      issuedOn: '2026-03-04',
      fileName: 'mtr março.pdf',
    });
    expect(first.statusCode, first.body).toBe(201);
    // The same number again, in other letters and with spaces around it, is the same document.
    const again = await upload(hotel, cookies.gerente, pdf('MTR DUP-7 again'), { number: ' dup-7 ' });
    expectError(again, 400, 'invalid-argument');
    expect(message(again)).toBe(
      'O MTR dup-7 já está nos documentos deste cliente: o arquivo “mtr março.pdf”, emitido em 04/03/2026. Confira o número; se aquele arquivo estiver errado, exclua-o e envie este de novo.',
    );
    const en = await upload(hotel, cookies.gerente, pdf('MTR DUP-7 again'), { number: 'DUP-7', lang: 'en' });
    expect(message(en)).toBe(
      'MTR DUP-7 is already among this client’s documents: the file “mtr março.pdf”, issued on 03/04/2026. Check the number; if that file is wrong, delete it and send this one again.',
    );
    const es = await upload(hotel, cookies.gerente, pdf('MTR DUP-7 again'), { number: 'DUP-7', lang: 'es' });
    expect(message(es)).toBe(
      'El MTR DUP-7 ya está en los documentos de este cliente: el archivo “mtr março.pdf”, emitido el 04/03/2026. Revise el número; si ese archivo es incorrecto, elimínelo y envíe este de nuevo.',
    );
    // A CDF of that number, and the same MTR number at another client, are other documents.
    const cdf = await upload(hotel, cookies.gerente, pdf('CDF DUP-7'), { kind: 'cdf', number: 'DUP-7' });
    expect(cdf.statusCode, cdf.body).toBe(201);
    const elsewhere = await upload(other, cookies.master, pdf('MTR DUP-7'), { number: 'DUP-7' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const stored = await ctx.db.select({ number: clientDocuments.number }).from(clientDocuments);
    expect(stored.filter((s) => s.number.trim().toUpperCase() === 'DUP-7')).toHaveLength(3);
  });

  it('refuses the number of an MTR, or of its CDF, issued through Ecopeso', async () => {
    const mtr = await upload(hotel, cookies.gerente, pdf('MTR 2026000123'), { number: '2026000123' });
    expectError(mtr, 400, 'invalid-argument');
    expect(message(mtr)).toBe(
      'O MTR 2026000123 já está nos documentos deste cliente: foi emitido pelo Ecopeso, com expedição em 20/02/2026. Confira o número.',
    );
    const cdf = await upload(hotel, cookies.gerente, pdf('CDF 99001'), { kind: 'cdf', number: '99001', lang: 'en' });
    expectError(cdf, 400, 'invalid-argument');
    expect(message(cdf)).toBe(
      'CDF 99001 is already among this client’s documents: it is the CDF of MTR 2026000123, issued through Ecopeso. Check the number.',
    );
  });

  it('refuses an issue date after today on the client’s clock, and takes today', async () => {
    const future = await upload(hotel, cookies.gerente, pdf('MTR 2031'), { number: 'FUT-1', issuedOn: '2031-01-15' });
    expectError(future, 400, 'invalid-argument');
    const today = dayInZone('America/Sao_Paulo');
    const shown = today.split('-').reverse().join('/');
    expect(message(future)).toBe(
      `A data de emissão (15/01/2031) é posterior a hoje (${shown}) no fuso do cliente. Informe a data em que o MTR foi emitido.`,
    );
    const es = await upload(hotel, cookies.gerente, pdf('MTR 2031'), {
      number: 'FUT-1',
      issuedOn: '2031-01-15',
      lang: 'es',
    });
    expect(message(es)).toBe(
      `La fecha de emisión (15/01/2031) es posterior a hoy (${shown}) en la zona horaria del cliente. Indique la fecha en que se emitió el MTR.`,
    );
    // Kiritimati's today (UTC+14) is always a day or two after Pago Pago's (UTC−11): the client's own clock decides.
    const ahead = (await createClient(ctx.db, { name: 'Kiritimati', timezone: 'Pacific/Kiritimati' })).id;
    const behind = (await createClient(ctx.db, { name: 'Pago Pago', timezone: 'Pacific/Pago_Pago' })).id;
    const day = dayInZone('Pacific/Kiritimati');
    const taken = await upload(ahead, cookies.master, pdf('MTR today'), { number: 'TODAY-1', issuedOn: day });
    expect(taken.statusCode, taken.body).toBe(201);
    expectError(
      await upload(behind, cookies.master, pdf('MTR today'), { number: 'TODAY-1', issuedOn: day }),
      400,
      'invalid-argument',
    );
    const stored = await ctx.db.select({ number: clientDocuments.number }).from(clientDocuments);
    expect(stored.map((s) => s.number)).not.toContain('FUT-1');
  });
});
