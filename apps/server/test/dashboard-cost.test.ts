import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { pdfText } from './helpers/documents.ts';
import { createClient, createContract, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';
import { middayInBrazil as at } from './helpers/time.ts';

/**
 * Estimated cost (issue 13): each day's weight × the price per kg of the contract in force that day (negative for
 * material sold), only where a price exists; "no price" otherwise — on the dashboard, its comparison table and
 * both PDFs.
 */
let ctx: TestContext;
let priced: string;
let unpriced: string;
let cookie: string;

const FILTER = 'years=2025&months=2';

beforeAll(async () => {
  ctx = await createTestContext();
  const types = [{ type: 'rejeito' as const }, { type: 'reciclavel' as const }, { type: 'organico' as const }];
  priced = (await createClient(ctx.db, { name: 'Hotel Tarifado', types })).id;
  unpriced = (await createClient(ctx.db, { name: 'Pousada Sem Preço', types })).id;
  const user = await signedInUser(ctx, 'gerente', [priced, unpriced]);
  cookie = user.cookie;
  // Landfill at R$ 0.50/kg until 15 March, R$ 0.80/kg from 16 March; recyclables sold at R$ 0.30/kg; organics
  // under a contract with no price.
  await createContract(ctx.db, priced, {
    wasteType: 'rejeito',
    destination: 'sanitary_landfill',
    validFrom: '2025-01-01',
    validTo: '2025-03-15',
    pricePerKg: 0.5,
  });
  await createContract(ctx.db, priced, {
    wasteType: 'rejeito',
    destination: 'sanitary_landfill',
    validFrom: '2025-03-16',
    pricePerKg: 0.8,
  });
  await createContract(ctx.db, priced, {
    wasteType: 'reciclavel',
    destination: 'recycling',
    validFrom: '2025-01-01',
    pricePerKg: -0.3,
  });
  await createContract(ctx.db, priced, { wasteType: 'organico', destination: 'composting', validFrom: '2025-01-01' });
  await postRecordsOk(ctx, priced, cookie, [
    newRecord({ weightKg: 10, recordedAt: at('2025-03-10') }), // 10 × 0.50 = 5
    newRecord({ weightKg: 20, recordedAt: at('2025-03-20') }), // 20 × 0.80 = 16
    newRecord({ wasteType: 'reciclavel', weightKg: 30, recordedAt: at('2025-03-11') }), // 30 × −0.30 = −9
    newRecord({ wasteType: 'organico', weightKg: 7, recordedAt: at('2025-03-12') }), // no price
  ]);
  await postRecordsOk(ctx, unpriced, cookie, [newRecord({ weightKg: 4, recordedAt: at('2025-03-10') })]);
});
afterAll(() => ctx?.close());

describe('estimated cost', () => {
  it('sums weight × the price of the contract in force on each day, leaving unpriced weight out', async () => {
    const d = (await ctx.get(`/api/v1/clients/${priced}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.cost).toEqual({ brl: 12, pricedKg: 60, unpricedKg: 7 });
  });

  it('says there is no price where no contract in force has one', async () => {
    const d = (await ctx.get(`/api/v1/clients/${unpriced}/dashboard?${FILTER}`, { cookie })).json<Dashboard>();
    expect(d.cost).toEqual({ brl: null, pricedKg: 0, unpricedKg: 4 });
  });

  it('gives each client its own cost in the comparison table, and their sum on the cards', async () => {
    const res = await ctx.get(`/api/v1/dashboard?clients=all&${FILTER}`, { cookie });
    const d = res.json<Dashboard>();
    expect(d.cost).toEqual({ brl: 12, pricedKg: 60, unpricedKg: 11 });
    expect(d.clients.map((c) => [c.name, c.costBrl])).toEqual([
      ['Hotel Tarifado', 12],
      ['Pousada Sem Preço', null],
    ]);
  });

  it('prints the cost in the management PDF and price and cost per contract in the technical PDF', async () => {
    const management = await ctx.get(`/api/v1/clients/${priced}/reports/management.pdf?${FILTER}&lang=pt`, {
      cookie,
    });
    const text = await pdfText(management.rawPayload);
    expect(text).toContain('Custo estimado');
    expect(text).toContain('R$ 12,00');
    expect(text).toContain('7,0 kg sem preço');
    const technical = await pdfText(
      (await ctx.get(`/api/v1/clients/${priced}/reports/technical.pdf?${FILTER}&lang=en`, { cookie })).rawPayload,
    );
    for (const figure of ['R$0.50', 'R$5.00', 'R$0.80', 'R$16.00', '-R$0.30', '-R$9.00', 'no price', 'R$12.00'])
      expect(technical).toContain(figure);
    const none = await pdfText(
      (await ctx.get(`/api/v1/clients/${unpriced}/reports/management.pdf?${FILTER}&lang=es`, { cookie })).rawPayload,
    );
    expect(none).toContain('sin precio');
  });
});
