import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, WEB_ORIGIN, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';

/**
 * Waste per guest-night and per meal (issue 13): the weight of the months whose occupancy is known over that
 * occupancy, by type, beside the same months a year before only like for like; on the dashboard and in both PDFs.
 */
let ctx: TestContext;
let hotel: string;
let inn: string;
let cookie: string;

const at = (day: string) => `${day}T15:00:00.000Z`;
const FILTER = 'years=2025&months=2,3';
const occupancy = async (clientId: string, month: string, guests: number, meals: number) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/clients/${clientId}/activity/${month}`,
    headers: { cookie, origin: WEB_ORIGIN },
    payload: { roomNights: Math.round(guests / 2), guests, meals },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'rejeito' as const }, { type: 'organico' as const }];
  hotel = (await createClient(ctx.db, { name: 'Hotel Hóspede', types })).id;
  inn = (await createClient(ctx.db, { name: 'Pousada Mesa', types })).id;
  cookie = (await signedInUser(ctx, 'gerente', [hotel, inn])).cookie;
  await postRecordsOk(ctx, hotel, cookie, [
    newRecord({ wasteType: 'organico', weightKg: 100, recordedAt: at('2025-03-05') }),
    newRecord({ weightKg: 50, recordedAt: at('2025-03-06') }),
    newRecord({ wasteType: 'organico', weightKg: 120, recordedAt: at('2024-03-05') }),
    newRecord({ weightKg: 60, recordedAt: at('2024-03-06') }),
    newRecord({ wasteType: 'organico', weightKg: 80, recordedAt: at('2025-04-05') }),
  ]);
  await postRecordsOk(ctx, inn, cookie, [newRecord({ weightKg: 10, recordedAt: at('2025-03-05') })]);
  await occupancy(hotel, '2025-03', 500, 1000);
  await occupancy(hotel, '2024-03', 400, 800);
});
afterAll(() => ctx?.close());

describe('waste per guest-night and per meal', () => {
  it('divides the weight of the months with occupancy by it, by type, beside the same months a year before', async () => {
    const d = (await ctx.get(`/api/v1/clients/${hotel}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.perGuest).toEqual({
      kgPerGuestNight: 0.3, // 150 kg / 500 guest-nights (April has no occupancy: left out)
      gramsPerMeal: 150, // 150 000 g / 1 000 meals
      monthsKnown: 1,
      byType: [
        { wasteType: 'organico', kgPerGuestNight: 0.2, gramsPerMeal: 100 },
        { wasteType: 'rejeito', kgPerGuestNight: 0.1, gramsPerMeal: 50 },
      ],
      previous: {
        kgPerGuestNight: 0.45, // 180 / 400
        gramsPerMeal: 225,
        byType: [
          { wasteType: 'organico', kgPerGuestNight: 0.3, gramsPerMeal: 150 },
          { wasteType: 'rejeito', kgPerGuestNight: 0.15, gramsPerMeal: 75 },
        ],
      },
      monthly: [
        {
          year: 2025,
          month: 2,
          kgPerGuestNight: 0.3,
          gramsPerMeal: 150,
          previous: { kgPerGuestNight: 0.45, gramsPerMeal: 225 },
        },
        { year: 2025, month: 3, kgPerGuestNight: null, gramsPerMeal: null, previous: null },
      ],
    });
  });

  it('sums clients, and gives no year-before figure when one of them has no occupancy then', async () => {
    await occupancy(inn, '2025-03', 100, 100);
    const d = (await ctx.get(`/api/v1/dashboard?clients=${hotel},${inn}&${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.perGuest.kgPerGuestNight).toBeCloseTo(160 / 600, 3);
    expect(d.perGuest.gramsPerMeal).toBeCloseTo(160_000 / 1100, 1);
    expect(d.perGuest.previous).toBeNull();
    expect(d.perGuest.monthly[0]!.previous).toBeNull();
    expect(d.clients.map((c) => [c.name, c.kgPerGuestNight, c.gramsPerMeal])).toEqual([
      ['Hotel Hóspede', 0.3, 150],
      ['Pousada Mesa', 0.1, 100],
    ]);
  });

  it('prints the figures in the management and technical PDFs', async () => {
    const pdf = async (name: string, lang: string) =>
      pdfText(
        (await ctx.get(`/api/v1/clients/${hotel}/reports/${name}.pdf?${FILTER}&lang=${lang}`, { cookie })).rawPayload,
      );
    const management = await pdf('management', 'en');
    expect(management).toContain('Waste per guest-night and per meal');
    expect(management).toMatch(/Total\s+0\.3 kg\s+0\.45 kg\s+150 g\s+225 g/);
    expect(management).toContain('Months with occupancy entered: 1.');
    const technical = await pdf('technical', 'pt');
    expect(technical).toContain('Resíduo por hóspede-noite e por refeição');
    expect(technical).toMatch(/Orgânico\s+0,2 kg\s+0,3 kg\s+100 g\s+150 g/);
  });
});
