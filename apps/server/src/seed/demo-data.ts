import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { withCnpjCheckDigits } from '@ecopeso/shared/cnpj';
import {
  DEFAULT_LIMITS_KG,
  ORGANIC_SUBTYPES,
  RECYCLABLE_SUBTYPES,
  type Destination,
  type WasteType,
} from '@ecopeso/shared/waste';
import type { Db } from '../db/client.ts';
import {
  areas,
  carriers,
  clientGroups,
  providerLicences,
  clients,
  clientWasteTypes,
  contracts,
  foodItems,
  receivers,
  user,
  wasteRecords,
} from '../db/schema.ts';
import { createUser } from '../domain/users/create-user.ts';
import { startLossReasons } from '../domain/kitchen/change-kitchen-lists.ts';
import { rebuildDailyTotals } from '../domain/dashboard/rebuild-daily-totals.ts';
import { DEMO_CARRIER, DEMO_CLIENTS, DEMO_GROUP, DEMO_RECEIVERS, type AreaPlan, type ClientPlan } from './demo-plan.ts';

export const DEMO_EMAILS = {
  master: 'master@example.com',
  gerente: 'gerente@example.com',
  operacional: 'operacional@example.com',
} as const;

const DEMO_MONTHS = 14;
// Both demo time zones (America/Recife, America/Sao_Paulo) are UTC−3 all year since Brazil dropped DST in 2019.
const DEMO_UTC_OFFSET_HOURS = -3;

/** A small seeded generator, so every fresh demo database tells the same story. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, weighted: [number, ...unknown[]][]): T {
  const total = weighted.reduce((s, w) => s + w[0], 0);
  let r = random() * total;
  for (const w of weighted) {
    r -= w[0];
    if (r <= 0) return w as T;
  }
  return weighted[weighted.length - 1] as T;
}

function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= random();
  } while (p > limit);
  return k - 1;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function* weighings(
  plan: ClientPlan,
  area: AreaPlan,
  areaId: string,
  clientId: string,
  from: Date,
  to: Date,
  random: () => number,
) {
  for (let day = new Date(from); day <= to; day = new Date(day.getTime() + 86_400_000)) {
    const demand = plan.season[day.getUTCMonth()]! * plan.week[day.getUTCDay()]!;
    const n = poisson(random, area.perDay * demand);
    for (let i = 0; i < n; i++) {
      const [, wasteType, subType, min, max] = pick<AreaPlan['mix'][number]>(random, area.mix);
      // Mostly ordinary bags, now and then a heavy one (a party, a clear-out) above the type's limit.
      const heavy = random() < 0.01 ? 2.2 : 1;
      const weightKg = Math.round((min + (max - min) * random() ** 1.4) * heavy * 10) / 10;
      const localHour = 7 + random() * 16;
      const recordedAt = new Date(day.getTime() + (localHour - DEMO_UTC_OFFSET_HOURS) * 3_600_000);
      if (recordedAt > to) continue;
      yield { id: randomUUID(), clientId, areaId, wasteType, subType, weightKg, recordedAt, createdAt: recordedAt };
    }
  }
}

export interface DemoSeedResult {
  password: string;
  emails: typeof DEMO_EMAILS;
  records: number;
}

/** Loads the demo chain, its collection contracts, 14 months of weighings and three users — only into a database with no users. */
export async function seedDemoData(
  db: Db,
  options: { password?: string; now?: Date } = {},
): Promise<DemoSeedResult | null> {
  const [users] = await db.select({ n: count() }).from(user);
  if ((users?.n ?? 0) > 0) return null;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const now = options.now ?? new Date();
  const random = mulberry32(20_26);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DEMO_MONTHS + 1, 1));

  return db.transaction(async (tx) => {
    const [group] = await tx.insert(clientGroups).values({ name: DEMO_GROUP }).returning();
    const [carrier] = await tx
      .insert(carriers)
      .values({
        name: DEMO_CARRIER.name,
        cnpj: withCnpjCheckDigits(DEMO_CARRIER.cnpjBase),
        unitCodes: { SINIR: '100234' },
        contactName: 'Central de atendimento',
        contactEmail: 'coleta@example.com',
      })
      .returning();
    const receiverRows = await tx
      .insert(receivers)
      .values(
        DEMO_RECEIVERS.map((r) => ({
          name: r.name,
          cnpj: withCnpjCheckDigits(r.cnpjBase),
          city: r.city,
          state: r.state,
          treatments: r.treatments,
        })),
      )
      .returning();
    await tx.insert(providerLicences).values([
      {
        carrierId: carrier!.id,
        number: 'LO-2024/0112',
        agency: 'CETESB',
        expiresOn: `${now.getUTCFullYear() + 2}-06-30`,
      },
      ...receiverRows.map((row, i) => ({
        receiverId: row.id,
        number: `LO-${DEMO_RECEIVERS[i]!.cnpjBase.slice(4, 8)}`,
        agency: DEMO_RECEIVERS[i]!.licenceAgency,
        expiresOn: `${now.getUTCFullYear() + 1}-12-31`,
      })),
    ]);
    const receiverId = (key: string) => receiverRows[DEMO_RECEIVERS.findIndex((r) => r.key === key)]!.id;

    const clientIds: Record<ClientPlan['key'], string> = { resort: '', city: '', restaurant: '' };
    const planned: { plan: ClientPlan; clientId: string; areaIds: string[] }[] = [];
    for (const plan of DEMO_CLIENTS) {
      const [client] = await tx
        .insert(clients)
        .values({
          groupId: group!.id,
          name: plan.name,
          cnpj: withCnpjCheckDigits(plan.cnpjBase),
          address: plan.address,
          city: plan.city,
          state: plan.state,
          timezone: plan.timezone,
          diversionGoalPct: plan.goalPct,
        })
        .returning();
      const clientId = client!.id;
      clientIds[plan.key] = clientId;
      await tx.insert(clientWasteTypes).values(
        plan.types.map((wasteType) => ({
          clientId,
          wasteType,
          limitKg: DEFAULT_LIMITS_KG[wasteType],
          subTypes:
            wasteType === 'reciclavel'
              ? [...RECYCLABLE_SUBTYPES]
              : wasteType === 'organico'
                ? [...ORGANIC_SUBTYPES]
                : [],
        })),
      );
      const contractStart = isoDate(start);
      const destinationOf: Record<WasteType, [string, Destination]> = {
        reciclavel: [receiverId('sorting'), 'recycling'],
        organico: [receiverId('composting'), 'composting'],
        compostavel: [receiverId('composting'), 'composting'],
        rejeito: [receiverId('landfill'), 'sanitary_landfill'],
      };
      const contractRows = plan.types.map((wasteType) => ({
        clientId,
        carrierId: carrier!.id,
        receiverId: destinationOf[wasteType][0],
        wasteType,
        destination: destinationOf[wasteType][1],
        validFrom: contractStart,
        pricePerKg: wasteType === 'rejeito' ? 0.42 : 0.18,
      }));
      if (plan.key === 'restaurant') {
        // The restaurant sent its organics to landfill until six months ago, then signed with a biogas plant:
        // its diversion rate rises visibly in the middle of the demo period.
        const switchDate = isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1)));
        const dayBefore = isoDate(new Date(Date.parse(switchDate) - 86_400_000));
        const organic = contractRows.find((c) => c.wasteType === 'organico')!;
        Object.assign(organic, {
          receiverId: receiverId('landfill'),
          destination: 'sanitary_landfill',
          validTo: dayBefore,
        });
        contractRows.push({
          ...organic,
          receiverId: receiverId('biogas'),
          destination: 'biomethanization',
          validFrom: switchDate,
          validTo: undefined,
        } as typeof organic);
      }
      await tx.insert(contracts).values(contractRows);

      const areaRows = await tx
        .insert(areas)
        .values(plan.areas.map((a) => ({ clientId, name: a.name })))
        .returning();
      planned.push({ plan, clientId, areaIds: areaRows.map((a) => a.id) });
      // Issue 26: why food is wasted starts with the food-loss stages, as for any new client; the resort's kitchen also
      // lists a few foods.
      await startLossReasons(tx as unknown as Db, clientId);
      if (plan.key === 'resort') {
        await tx
          .insert(foodItems)
          .values(['Arroz', 'Feijão', 'Pão', 'Frutas', 'Saladas'].map((name) => ({ clientId, name })));
      }
    }

    const master = await createUser(tx as unknown as Db, {
      email: DEMO_EMAILS.master,
      name: 'Marina Master (demo)',
      role: 'master',
      password,
    });
    const gerente = await createUser(tx as unknown as Db, {
      email: DEMO_EMAILS.gerente,
      name: 'Gabriel Gerente (demo)',
      role: 'gerente',
      password,
      clientIds: [clientIds.resort, clientIds.city],
    });
    const operacional = await createUser(tx as unknown as Db, {
      email: DEMO_EMAILS.operacional,
      name: 'Otávio Operacional (demo)',
      role: 'operacional',
      password,
      clientIds: [clientIds.resort],
    });

    // Who weighed: the operacional at the resort, the gerente at the city hotel, the master at the restaurant.
    const weigher: Record<ClientPlan['key'], string> = {
      resort: operacional.id,
      city: gerente.id,
      restaurant: master.id,
    };
    let records = 0;
    for (const { plan, clientId, areaIds } of planned) {
      for (const [i, area] of plan.areas.entries()) {
        let batch: (typeof wasteRecords.$inferInsert)[] = [];
        for (const record of weighings(plan, area, areaIds[i]!, clientId, start, now, random)) {
          batch.push({ ...record, createdBy: weigher[plan.key] });
          if (batch.length === 1000) {
            await tx.insert(wasteRecords).values(batch);
            records += batch.length;
            batch = [];
          }
        }
        if (batch.length) await tx.insert(wasteRecords).values(batch);
        records += batch.length;
      }
    }
    await rebuildDailyTotals(tx as unknown as Db);
    return { password, emails: DEMO_EMAILS, records };
  });
}
