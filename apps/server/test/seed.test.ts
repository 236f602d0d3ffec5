import { and, count, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areas,
  clients,
  clientWasteTypes,
  contracts,
  providerLicences,
  receivers,
  user,
  userClients,
  wasteRecords,
} from '../src/db/schema.ts';
import { DEMO_EMAILS, seedDemoData, type DemoSeedResult } from '../src/seed/demo-data.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { signIn } from './helpers/factories.ts';

// A fixed clock: the demo covers March 2024 … the 15th of April 2025 in every client's time zone.
const NOW = new Date('2025-04-15T15:00:00Z');
const PASSWORD = 'demo-password-for-tests';
const FIRST_DAY = '2024-03-01';
const LAST_DAY = '2025-04-15';

let ctx: TestContext;
let seeded: DemoSeedResult | null;

beforeAll(async () => {
  ctx = await createTestContext();
  seeded = await seedDemoData(ctx.db, { now: NOW, password: PASSWORD });
});
afterAll(() => ctx?.close());

const clientNames = async () =>
  Object.fromEntries((await ctx.db.select().from(clients)).map((c) => [c.name, c.id] as const));

async function tableCounts() {
  const n = async (table: typeof clients | typeof user | typeof wasteRecords | typeof areas | typeof contracts) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    clients: await n(clients),
    users: await n(user),
    records: await n(wasteRecords),
    areas: await n(areas),
    contracts: await n(contracts),
  };
}

describe('demo data on an empty database', () => {
  it('creates three active clients and reports how many weighings it loaded', async () => {
    expect(seeded).toMatchObject({ password: PASSWORD, emails: DEMO_EMAILS });
    const rows = await ctx.db.select().from(clients);
    expect(rows.map((c) => c.name).sort()).toEqual([
      'Maré Alta Beach Resort',
      'Maré Centro Hotel São Paulo',
      'Sal & Brasa Restaurante',
    ]);
    expect(rows.every((c) => c.active)).toBe(true);
    expect((await tableCounts()).records).toBe(seeded!.records);
  });

  it('creates the three demo users with their roles and clients, able to sign in', async () => {
    const ids = await clientNames();
    const expected = {
      [DEMO_EMAILS.master]: { role: 'master', clients: [] as string[] },
      [DEMO_EMAILS.gerente]: {
        role: 'gerente',
        clients: [ids['Maré Alta Beach Resort']!, ids['Maré Centro Hotel São Paulo']!],
      },
      [DEMO_EMAILS.operacional]: { role: 'operacional', clients: [ids['Maré Alta Beach Resort']!] },
    };
    expect((await ctx.db.select().from(user)).map((u) => u.email).sort()).toEqual(Object.keys(expected).sort());
    for (const [email, { role, clients: allowed }] of Object.entries(expected)) {
      const me = await ctx.get('/api/v1/me', { cookie: await signIn(ctx, email, PASSWORD) });
      expect(me.json()).toMatchObject({ email, role, allowedClientIds: [...allowed].sort() });
    }
  });

  it('gives every client areas, and exactly one contract per enabled waste type on every day of the period', async () => {
    for (const client of await ctx.db.select().from(clients)) {
      const clientAreas = await ctx.db.select().from(areas).where(eq(areas.clientId, client.id));
      expect(clientAreas.length, client.name).toBeGreaterThan(0);
      const types = await ctx.db.select().from(clientWasteTypes).where(eq(clientWasteTypes.clientId, client.id));
      expect(types.length, client.name).toBeGreaterThan(0);
    }
    // (enabled type, day) pairs with no contract or with two: the destination of such a day would be a guess.
    const uncovered = await ctx.db
      .select({
        clientId: clientWasteTypes.clientId,
        wasteType: clientWasteTypes.wasteType,
        day: sql<string>`d::date::text`,
      })
      .from(clientWasteTypes)
      .crossJoin(sql`generate_series(${FIRST_DAY}::date, ${LAST_DAY}::date, interval '1 day') as d`)
      .where(
        sql`(select count(*) from ${contracts} c where c.client_id = ${clientWasteTypes.clientId}
              and c.waste_type = ${clientWasteTypes.wasteType}
              and c.valid_from <= d and (c.valid_to is null or c.valid_to >= d)) <> 1`,
      );
    expect(uncovered).toEqual([]);
  });

  it('spreads weighings over 14 calendar months (client time zone), none after now', async () => {
    const month = sql<string>`to_char(${wasteRecords.recordedAt} at time zone ${clients.timezone}, 'YYYY-MM')`;
    const rows = await ctx.db
      .selectDistinct({ clientId: wasteRecords.clientId, month })
      .from(wasteRecords)
      .innerJoin(clients, eq(clients.id, wasteRecords.clientId));
    const expectedMonths = Array.from({ length: 14 }, (_, i) =>
      new Date(Date.UTC(2024, 2 + i, 1)).toISOString().slice(0, 7),
    );
    for (const id of Object.values(await clientNames())) {
      const months = rows.filter((r) => r.clientId === id).map((r) => r.month);
      expect(months.sort()).toEqual(expectedMonths);
    }
    const late = await ctx.db.select({ n: count() }).from(wasteRecords).where(gt(wasteRecords.recordedAt, NOW));
    expect(late[0]!.n).toBe(0);
  });

  it('records only positive weights, of a type the client enables, in an area of that client', async () => {
    const [bad] = await ctx.db
      .select({ n: count() })
      .from(wasteRecords)
      .leftJoin(areas, eq(areas.id, wasteRecords.areaId))
      .leftJoin(
        clientWasteTypes,
        and(
          eq(clientWasteTypes.clientId, wasteRecords.clientId),
          eq(clientWasteTypes.wasteType, wasteRecords.wasteType),
        ),
      )
      .where(
        or(
          lte(wasteRecords.weightKg, 0),
          isNull(areas.id),
          ne(areas.clientId, wasteRecords.clientId),
          isNull(clientWasteTypes.clientId),
        ),
      );
    expect(bad!.n).toBe(0);
  });

  it('licenses each receiver by its own state’s agency (CPRH in Pernambuco, CETESB in São Paulo)', async () => {
    const rows = await ctx.db
      .select({ state: receivers.state, agency: providerLicences.agency })
      .from(providerLicences)
      .innerJoin(receivers, eq(receivers.id, providerLicences.receiverId));
    expect(rows.length).toBeGreaterThan(0);
    const agencyOf: Record<string, string> = { PE: 'CPRH', SP: 'CETESB' };
    for (const r of rows) expect(r.agency, r.state ?? '').toBe(agencyOf[r.state ?? '']);
  });

  it('does nothing the second time: returns null and adds no row', async () => {
    const before = await tableCounts();
    expect(before.records).toBeGreaterThan(1000);
    expect(await seedDemoData(ctx.db, { now: NOW, password: 'another-password' })).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect((await ctx.db.select({ n: count() }).from(userClients))[0]!.n).toBe(3);
  });
});
