import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { csvLines } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk, postRecordsWithLegacyOk } from './helpers/records.ts';

/** "Exportar CSV" on the dashboard: exactly the selection, a client column, the reader's spreadsheet conventions. */
let ctx: TestContext;
let atlantico: { id: string; areas: { id: string; name: string }[] };
let zefiro: string;
let foreign: string;
let gerente: string;

const url = (query: string) => `/api/v1/dashboard.csv?${query}`;

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'rejeito' as const }, { type: 'compostavel' as const }];
  atlantico = await createClient(ctx.db, {
    name: 'Hotel Atlântico',
    types,
    areas: [{ name: 'Cozinha' }, { name: '=HYPERLINK("http://x")' }],
  });
  zefiro = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types })).id;
  foreign = (await createClient(ctx.db, { name: 'Resort Alheio', types })).id;
  const master = await signedInUser(ctx, 'master', [], { name: 'Ana Master' });
  gerente = (await signedInUser(ctx, 'gerente', [atlantico.id, zefiro])).cookie;
  const [kitchen, odd] = atlantico.areas;
  // The one without an area was weighed before the hotel had its areas.
  await postRecordsWithLegacyOk(ctx, atlantico.id, master.cookie, [
    // 31 Jan 23:30 in São Paulo is 1 Feb in UTC: it belongs to January.
    newRecord({ areaId: kitchen!.id, weightKg: 12.5, recordedAt: '2025-02-01T02:30:00.000Z' }),
    newRecord({ areaId: odd!.id, wasteType: 'compostavel', weightKg: 3.25, recordedAt: '2025-03-05T15:00:00.000Z' }),
    newRecord({ weightKg: 7, recordedAt: '2025-05-05T15:00:00.000Z' }),
  ]);
  await postRecordsOk(ctx, zefiro, master.cookie, [newRecord({ weightKg: 2, recordedAt: '2025-01-10T15:00:00.000Z' })]);
  await postRecordsOk(ctx, foreign, master.cookie, [
    newRecord({ weightKg: 99, recordedAt: '2025-01-10T15:00:00.000Z' }),
  ]);
});
afterAll(() => ctx?.close());

describe('GET /api/v1/dashboard.csv', () => {
  it("exports the selection's records of every chosen client, client column first, in Portuguese conventions", async () => {
    const res = await ctx.get(url('clients=all&years=2025&months=0,2'), { cookie: gerente });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('ecopeso-2-clients-2025-01-01-2025-03-31.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(csvLines(res.body)).toEqual([
      'Cliente;Data;Hora;Área;Tipo;Subtipo;Peso (kg);Usuário;Recipiente;Peso bruto (kg);Tara (kg);Motivo do descarte;Alimento',
      'Hotel Atlântico;2025-01-31;23:30;Cozinha;Rejeito;;12,5;Ana Master;;;;;',
      `Hotel Atlântico;2025-03-05;12:00;"'=HYPERLINK(""http://x"")";Compostável;;3,25;Ana Master;;;;;`,
      'Pousada Zéfiro;2025-01-10;12:00;Geral;Rejeito;;2;Ana Master;;;;;',
    ]);
  });

  it('keeps to the chosen areas, and writes English with commas and decimal points', async () => {
    const kitchen = atlantico.areas[0]!.id;
    const res = await ctx.get(url(`clients=${atlantico.id}&years=2025&areas=${kitchen}&lang=en`), { cookie: gerente });
    expect(csvLines(res.body)).toEqual([
      'Client,Date,Time,Area,Type,Sub-type,Weight (kg),User,Container,Gross weight (kg),Tare (kg),Loss reason,Food item',
      'Hotel Atlântico,2025-01-31,23:30,Cozinha,Landfill waste,,12.5,Ana Master,,,,,',
    ]);
  });

  it('exports any range of local days', async () => {
    const res = await ctx.get(url(`clients=${atlantico.id}&from=2025-03-01&to=2025-05-05`), { cookie: gerente });
    expect(csvLines(res.body).map((l) => l.split(';')[1])).toEqual(['Data', '2025-03-05', '2025-05-05']);
  });

  it('never exports a client outside the list, and refuses a selection naming one', async () => {
    const res = await ctx.get(url('clients=all&years=2025'), { cookie: gerente });
    expect(res.body).not.toContain('Resort Alheio');
    expectError(await ctx.get(url(`clients=${foreign}&years=2025`), { cookie: gerente }), 403, 'permission-denied');
    expectError(
      await ctx.get(url('clients=all&from=2025-05-01&to=2025-01-01'), { cookie: gerente }),
      400,
      'invalid-argument',
    );
  });
});
