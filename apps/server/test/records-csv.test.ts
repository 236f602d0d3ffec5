import type { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRecordsCsv } from '../src/domain/records/export-records-csv.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { csvLines } from './helpers/documents.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInStaff, signedInUser, type Staff } from './helpers/factories.ts';
import {
  deleteRecordOk,
  newRecord,
  postRecordsOk,
  postRecordsWithLegacyOk,
  type RecordInput,
} from './helpers/records.ts';
import { addDays, localDay, localTime, zonedInstant } from './helpers/time.ts';

const TZ = 'America/Sao_Paulo';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADER = {
  pt: 'Data;Hora;Área;Tipo;Subtipo;Peso (kg);Usuário;Recipiente;Peso bruto (kg);Tara (kg);Motivo do descarte;Alimento',
  en: 'Date,Time,Area,Type,Sub-type,Weight (kg),User,Container,Gross weight (kg),Tare (kg),Loss reason,Food item',
};

let ctx: TestContext;
let hotel: Awaited<ReturnType<typeof createClient>>;
let other: Awaited<ReturnType<typeof createClient>>;
let users: Staff;
/** The hotel's records by where they fall, as instants computed from now in the client's zone. */
let at: Record<
  'today' | 'lastNight' | 'sixDaysAgo' | 'sevenDaysAgo' | 'twentyNineDaysAgo' | 'thirtyDaysAgo' | 'deleted',
  RecordInput
>;

const csvUrl = (clientId: string, query: string) => `/api/v1/clients/${clientId}/records.csv${query}`;

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = await createClient(ctx.db, {
    name: 'Hotel Atlântico São Paulo',
    timezone: TZ,
    types: [
      { type: 'organico', subTypes: ['pre_service', 'post_service'] },
      { type: 'reciclavel', subTypes: ['cardboard'] },
      { type: 'rejeito' },
    ],
    // A delimiter inside a value: the en file must quote it.
    areas: [{ name: 'Cozinha, Bar' }, { name: 'Restaurante' }],
  });
  other = await createClient(ctx.db, { name: 'Pousada Zéfiro', timezone: TZ, types: [{ type: 'rejeito' }] });
  users = await signedInStaff(ctx, hotel.id, {
    master: 'Marta Master',
    gerente: 'Gustavo Gerente',
    operacional: 'Olga Operadora',
  });

  // Local calendar days in São Paulo, counted back from the real now (the route uses the real clock).
  const now = Date.now();
  const today = localDay(TZ, now);
  const midnight = zonedInstant(TZ, today).getTime();
  // 00:05 today — or halfway to now in the first minutes after midnight, so it is never in the future.
  const earlyToday = new Date(midnight + Math.min(5 * 60_000, (now - midnight) / 2));
  const local = (daysBack: number, time: string) => zonedInstant(TZ, addDays(today, -daysBack), time).toISOString();
  const cozinha = hotel.areas.find((a) => a.name === 'Cozinha, Bar')!.id;
  at = {
    today: newRecord({
      recordedAt: earlyToday.toISOString(),
      areaId: cozinha,
      wasteType: 'organico',
      subType: 'pre_service',
      weightKg: 12.5,
    }),
    lastNight: newRecord({ recordedAt: local(1, '23:55'), wasteType: 'rejeito', weightKg: 3 }),
    sixDaysAgo: newRecord({
      recordedAt: local(6, '00:05'),
      wasteType: 'reciclavel',
      subType: 'cardboard',
      weightKg: 0.25,
    }),
    sevenDaysAgo: newRecord({ recordedAt: local(7, '23:55'), weightKg: 7.007 }),
    twentyNineDaysAgo: newRecord({
      recordedAt: local(29, '00:05'),
      areaId: cozinha,
      wasteType: 'organico',
      subType: 'post_service',
      weightKg: 1234.567,
    }),
    thirtyDaysAgo: newRecord({ recordedAt: local(30, '23:55'), weightKg: 30 }),
    deleted: newRecord({ recordedAt: local(0, '00:00'), weightKg: 99 }),
  };
  // Those without an area were weighed before the hotel had its areas ('Geral' in the file).
  await postRecordsWithLegacyOk(ctx, hotel.id, users.operacional.cookie, [at.today, at.sixDaysAgo, at.thirtyDaysAgo]);
  await postRecordsWithLegacyOk(ctx, hotel.id, users.gerente.cookie, [
    at.lastNight,
    at.sevenDaysAgo,
    at.twentyNineDaysAgo,
    at.deleted,
  ]);
  await deleteRecordOk(ctx, hotel.id, at.deleted.id, users.gerente.cookie);
  // Another client's weighing of today must not leak into the hotel's file.
  await postRecordsOk(ctx, other.id, users.master.cookie, [
    newRecord({ recordedAt: earlyToday.toISOString(), weightKg: 55 }),
  ]);
});
afterAll(() => ctx?.close());

const weigher = (r: RecordInput) =>
  [at.today, at.sixDaysAgo, at.thirtyDaysAgo].includes(r) ? 'Olga Operadora' : 'Gustavo Gerente';

/** The line the file should hold for a record, built here from the client's local date and time. */
function expectedLine(r: RecordInput, lang: 'pt' | 'en'): string {
  const instant = new Date(r.recordedAt);
  const area = r.areaId
    ? { pt: 'Cozinha, Bar', en: '"Cozinha, Bar"' }[lang]
    : { pt: 'Geral', en: 'Not specified' }[lang];
  const type = {
    organico: { pt: 'Orgânico', en: 'Organic' },
    reciclavel: { pt: 'Reciclável', en: 'Recyclable' },
    rejeito: { pt: 'Rejeito', en: 'Landfill waste' },
    compostavel: { pt: 'Compostável', en: 'Compostable' },
  }[r.wasteType][lang];
  const subType = r.subType
    ? {
        pre_service: { pt: 'Pré-preparo', en: 'Pre-service (prep)' },
        post_service: { pt: 'Sobras (pós-serviço)', en: 'Post-service (leftovers)' },
        cardboard: { pt: 'Papelão', en: 'Cardboard' },
      }[r.subType as 'pre_service' | 'post_service' | 'cardboard'][lang]
    : '';
  const weight = lang === 'pt' ? String(r.weightKg).replace('.', ',') : String(r.weightKg);
  // No container, loss reason or food item: their five columns stay empty.
  const fields = [
    localDay(TZ, instant),
    localTime(TZ, instant),
    area,
    type,
    subType,
    weight,
    weigher(r),
    '',
    '',
    '',
    '',
    '',
  ];
  return fields.join(lang === 'pt' ? ';' : ',');
}

function expectCsvHeaders(res: LightMyRequestResponse) {
  expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toMatchObject({ status: 200 });
  expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8$/i);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(BOM);
}

describe('GET /api/v1/clients/:clientId/records.csv', () => {
  const periods = {
    today: () => [at.today],
    '7d': () => [at.sixDaysAgo, at.lastNight, at.today],
    '30d': () => [at.twentyNineDaysAgo, at.sevenDaysAgo, at.sixDaysAgo, at.lastNight, at.today],
  };

  // Each language as the user who reads it in these tests, with what its file must show.
  const languages = {
    pt: { as: 'operacional', says: 'in Portuguese: BOM, header, semicolons, decimal comma, oldest first, local days' },
    en: { as: 'gerente', says: 'in English: commas, decimal point, quoted values holding a comma' },
  } as const;
  const cases = (['pt', 'en'] as const).flatMap((lang) =>
    (Object.keys(periods) as (keyof typeof periods)[]).map((period) => ({ lang, period, ...languages[lang] })),
  );

  it.each(cases)('exports the $period records $says', async ({ lang, period, as }) => {
    const res = await ctx.get(csvUrl(hotel.id, `?period=${period}&lang=${lang}`), { cookie: users[as].cookie });
    expectCsvHeaders(res);
    const [header, ...rows] = csvLines(res.body);
    expect(header).toBe(HEADER[lang]);
    expect(rows).toEqual(periods[period]().map((r) => expectedLine(r, lang)));
  });

  it('writes the record of 00:05 local time under today, 23:55 under yesterday, as a spreadsheet user reads them', async () => {
    const res = await ctx.get(csvUrl(hotel.id, '?period=30d&lang=pt'), { cookie: users.master.cookie });
    const rows = csvLines(res.body).slice(1);
    const today = localDay(TZ, Date.now());
    expect(rows.at(-1)).toMatch(
      new RegExp(`^${today};00:0[0-5];Cozinha, Bar;Orgânico;Pré-preparo;12,5;Olga Operadora;;;;;$`),
    );
    expect(rows.at(-2)).toBe(`${addDays(today, -1)};23:55;Geral;Rejeito;;3;Gustavo Gerente;;;;;`);
    expect(rows[0]).toBe(
      `${addDays(today, -29)};00:05;Cozinha, Bar;Orgânico;Sobras (pós-serviço);1234,567;Gustavo Gerente;;;;;`,
    );
    // Neither the deleted record nor the other client's weighing is in the file.
    expect(rows.map((row) => row.split(';')[5])).toEqual(['1234,567', '7,007', '0,25', '3', '12,5']);
  });

  it('defaults to Portuguese', async () => {
    const res = await ctx.get(csvUrl(hotel.id, '?period=today'), { cookie: users.operacional.cookie });
    expectCsvHeaders(res);
    expect(csvLines(res.body)).toEqual([HEADER.pt, expectedLine(at.today, 'pt')]);
  });

  it('exports just the header for a client with no records in the period', async () => {
    const empty = await createClient(ctx.db, { timezone: TZ });
    const res = await ctx.get(csvUrl(empty.id, '?period=7d&lang=en'), { cookie: users.master.cookie });
    expectCsvHeaders(res);
    expect(csvLines(res.body)).toEqual([HEADER.en]);
  });

  it('refuses a bad period or language with 400', async () => {
    for (const query of ['', '?period=week', '?period=365d', '?period=today&lang=fr']) {
      expectError(await ctx.get(csvUrl(hotel.id, query), { cookie: users.gerente.cookie }), 400, 'invalid-argument');
    }
  });

  it.each(['gerente', 'operacional'] as const)(
    'refuses a %s with 403 for a client outside their list',
    async (role) => {
      const res = await ctx.get(csvUrl(other.id, '?period=today'), { cookie: users[role].cookie });
      expectError(res, 403, 'permission-denied');
    },
  );

  it('answers 401 without a session', async () => {
    expectError(await ctx.get(csvUrl(hotel.id, '?period=today')), 401, 'unauthenticated');
  });
});

describe('exportRecordsCsv at a fixed late-evening instant', () => {
  async function textOf(stream: Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }

  it('writes an area or a user whose name starts like a formula as text, never as a formula', async () => {
    const client = await createClient(ctx.db, {
      name: 'Bar da Praia',
      timezone: TZ,
      types: [{ type: 'rejeito' }],
      areas: [{ name: '=HYPERLINK("http://evil.example","Cozinha")' }],
    });
    const prankster = await signedInUser(ctx, 'master', [], { name: '@SUM(1+1)' });
    const now = zonedInstant(TZ, '2026-06-10', '12:00');
    const record = newRecord({
      recordedAt: zonedInstant(TZ, '2026-06-10', '09:00').toISOString(),
      weightKg: 3,
      areaId: client.areas[0]!.id,
    });
    await postRecordsOk(ctx, client.id, prankster.cookie, [record]);
    const { stream } = await exportRecordsCsv({ db: ctx.db, clientId: client.id, period: 'today', lang: 'en', now });
    const [, row] = csvLines(await textOf(stream));
    expect(row).toBe(
      `2026-06-10,09:00,"'=HYPERLINK(""http://evil.example"",""Cozinha"")",Landfill waste,,3,'@SUM(1+1),,,,,`,
    );
  });

  it('writes a stored sub-type the vocabulary does not have as its text, never as a formula; a known one in words', async () => {
    const client = await createClient(ctx.db, {
      name: 'Bar do Cais',
      timezone: TZ,
      types: [{ type: 'reciclavel', subTypes: ['plastic'] }],
    });
    const master = await signedInUser(ctx, 'master');
    const now = zonedInstant(TZ, '2026-06-10', '12:00');
    const at = (time: string) => zonedInstant(TZ, '2026-06-10', time).toISOString();
    const known = newRecord({ recordedAt: at('09:00'), weightKg: 2, wasteType: 'reciclavel', subType: 'plastic' });
    const old = newRecord({ recordedAt: at('10:00'), weightKg: 3, wasteType: 'reciclavel', subType: 'plastic' });
    await postRecordsOk(ctx, client.id, master.cookie, [known, old]);
    // A row written before the vocabulary lost a word, or by hand: its text is all there is to show.
    await ctx.db.execute(sql`update waste_records set sub_type = '=1+1' where id = ${old.id}`);
    const { stream } = await exportRecordsCsv({ db: ctx.db, clientId: client.id, period: 'today', lang: 'en', now });
    const [, first, second] = csvLines(await textOf(stream));
    expect(first).toContain(',Recyclable,Plastic,2,');
    expect(second).toContain(",Recyclable,'=1+1,3,");
  });

  it('writes each record once over several pages, timestamps with microseconds included', async () => {
    const client = await createClient(ctx.db, { name: 'Pousada Micro', timezone: TZ, types: [{ type: 'rejeito' }] });
    const now = zonedInstant(TZ, '2026-06-10', '12:00');
    // 1 203 records a few seconds and microseconds apart (as SQL's now() or an import stores them): two pages.
    await ctx.db.execute(sql`
      insert into waste_records (id, client_id, waste_type, weight_kg, recorded_at)
      select gen_random_uuid(), ${client.id}::uuid, 'rejeito', i,
             ${now.toISOString()}::timestamptz - i * interval '7.654321 seconds'
      from generate_series(1, 1203) i`);
    const { stream } = await exportRecordsCsv({ db: ctx.db, clientId: client.id, period: 'today', lang: 'en', now });
    const weights = csvLines(await textOf(stream))
      .slice(1)
      .map((line) => Number(line.split(',')[5]));
    expect(weights).toEqual(Array.from({ length: 1203 }, (_, i) => 1203 - i));
  });

  it('takes "today" and the file name from the local date, not the UTC one, at 22:30 in São Paulo', async () => {
    const client = await createClient(ctx.db, { name: 'Bistrô Noturno', timezone: TZ, types: [{ type: 'rejeito' }] });
    // 22:30 on 10 June in São Paulo is already 11 June in UTC.
    const now = zonedInstant(TZ, '2026-06-10', '22:30');
    expect(now.toISOString().slice(0, 10)).toBe('2026-06-11');
    const inToday = [
      newRecord({ recordedAt: zonedInstant(TZ, '2026-06-10', '00:05').toISOString(), weightKg: 1 }),
      newRecord({ recordedAt: zonedInstant(TZ, '2026-06-10', '22:00').toISOString(), weightKg: 2 }),
    ];
    const before = newRecord({ recordedAt: zonedInstant(TZ, '2026-06-09', '23:55').toISOString(), weightKg: 4 });
    await postRecordsOk(ctx, client.id, users.master.cookie, [...inToday, before]);

    const { filename, stream } = await exportRecordsCsv({
      db: ctx.db,
      clientId: client.id,
      period: 'today',
      lang: 'en',
      now,
    });
    expect(filename).toBe('ecopeso-bistro-noturno-today-2026-06-10.csv');
    expect(csvLines(await textOf(stream))).toEqual([
      HEADER.en,
      '2026-06-10,00:05,Not specified,Landfill waste,,1,Marta Master,,,,,',
      '2026-06-10,22:00,Not specified,Landfill waste,,2,Marta Master,,,,,',
    ]);
  });
});
