import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { expectError } from './helpers/expect-error.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import type { Dashboard } from '@ecopeso/shared/dashboard';

/** Occupancy per client and month: the monthly form's PUT and the CSV import of past months (all or nothing). */
let ctx: TestContext;
let hotel: string;
let other: string;
let cookies: Record<'gerente' | 'operacional' | 'outsider', string>;

const put = (clientId: string, month: string, cookie: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/clients/${clientId}/activity/${month}`,
    headers: { cookie, origin: WEB_ORIGIN },
    payload: payload as object,
  });
const importCsv = (csv: string, lang = 'pt', cookie = cookies.gerente) =>
  ctx.post(`/api/v1/clients/${hotel}/activity/import`, { cookie, payload: { csv, lang } });
const list = async (year: number) =>
  (await ctx.get(`/api/v1/clients/${hotel}/activity?year=${year}`, { cookie: cookies.gerente })).json<unknown[]>();

beforeAll(async () => {
  ctx = await createTestContext();
  hotel = (await createClient(ctx.db, { name: 'Hotel Atlântico', types: [{ type: 'rejeito' }] })).id;
  other = (await createClient(ctx.db, { name: 'Pousada Zéfiro', types: [{ type: 'rejeito' }] })).id;
  cookies = {
    gerente: (await signedInUser(ctx, 'gerente', [hotel])).cookie,
    operacional: (await signedInUser(ctx, 'operacional', [hotel])).cookie,
    outsider: (await signedInUser(ctx, 'gerente', [other])).cookie,
  };
});
afterAll(() => ctx?.close());

describe('client activity', () => {
  it("stores a month's guest-nights, guests and meals, and replaces it when sent again", async () => {
    expect(
      (await put(hotel, '2025-03', cookies.gerente, { guestNights: 900, guests: 300, meals: 2500 })).statusCode,
    ).toBe(200);
    expect(
      (await put(hotel, '2025-03', cookies.gerente, { guestNights: 910, guests: 310, meals: 2510 })).statusCode,
    ).toBe(200);
    expect(await list(2025)).toEqual([{ month: '2025-03', guestNights: 910, guests: 310, meals: 2510 }]);
  });

  it('refuses an operacional and a gerente of another client, and invalid values', async () => {
    const body = { guestNights: 1, guests: 1, meals: 1 };
    expectError(await put(hotel, '2025-04', cookies.operacional, body), 403, 'permission-denied');
    expectError(await put(hotel, '2025-04', cookies.outsider, body), 403, 'permission-denied');
    expectError(await put(hotel, '2025-13', cookies.gerente, body), 400, 'invalid-argument');
    expectError(await put(hotel, '2025-04', cookies.gerente, { ...body, guests: -1 }), 400, 'invalid-argument');
  });

  it('imports past months from a CSV in one go', async () => {
    const res = await importCsv(
      'Mês;Diárias ocupadas;Hóspedes;Refeições\n2024-01;1500;800;2200\n2024-02;1450;780;2100\n',
    );
    expect(res.json()).toEqual({ imported: 2 });
    // 'Diárias ocupadas' (the guest-nights' former name, still read); 'Hóspedes' the guests received.
    expect(await list(2024)).toEqual([
      { month: '2024-01', guestNights: 1500, guests: 800, meals: 2200 },
      { month: '2024-02', guestNights: 1450, guests: 780, meals: 2100 },
    ]);
  });

  it('stores nothing when any line is wrong, and says which in the reader’s language', async () => {
    const csv = 'Month,Guest-nights,Guests,Meals (covers)\n2023-01,10,20,30\n2023-02,ten,20,30\n2099-01,1,2,3\n';
    const res = await importCsv(csv, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: { line: number; message: string }[] }>();
    expect(body.errors.map((e) => e.message)).toEqual([
      'Line 3, Guest-nights: give a whole number from 0 to 10,000,000.',
      'Line 4, Month: that month is not over yet.',
    ]);
    expect(await list(2023)).toEqual([]);
    const pt = await importCsv(csv, 'pt');
    expect(pt.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      'Linha 3, Pernoites: informe um número inteiro de 0 a 10.000.000.',
    );
  });

  it('gives the dashboard each figure over its own count, for the months whose activity is known', async () => {
    await postRecordsOk(ctx, hotel, cookies.operacional, [
      newRecord({ weightKg: 171, recordedAt: '2025-03-10T15:00:00.000Z' }),
      // April has no activity: its weight stays out of the ratios.
      newRecord({ weightKg: 500, recordedAt: '2025-04-10T15:00:00.000Z' }),
    ]);
    const res = await ctx.get(`/api/v1/clients/${hotel}/dashboard?years=2025`, { cookie: cookies.gerente });
    const [row] = res.json<Dashboard>().clients;
    // March: 910 guest-nights, 310 guests, 2 510 meals; exact, rounded only when written.
    expect(row).toMatchObject({ totalKg: 671, kgPerGuestNight: 171 / 910, kgPerGuest: 171 / 310 });
    expect(row!.gramsPerMeal).toBeCloseTo(171_000 / 2510, 9);
  });
});
