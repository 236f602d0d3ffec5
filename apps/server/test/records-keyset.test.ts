import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasteRecords } from '../src/db/schema.ts';
import { OLDEST_FIRST, pastPosition, type RecordPosition } from '../src/domain/records/keyset.ts';
import { listRecords, recordsPageQuery } from '../src/domain/records/list-records.ts';
import { listMasterRecords } from '../src/domain/records/list-master-records.ts';
import { masterRecordsQuerySchema } from '@ecopeso/shared/master-records';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createClient, createUser } from './helpers/factories.ts';

const RECORDS = 3_000;
const PAGE = 50;

let ctx: TestContext;
let clientId: string;
let deep: RecordPosition;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Every node of the executed plan of `query`. */
async function executedPlan(query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await ctx.db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root!.Plan);
  return nodes;
}

/** The plan reads the page's rows from the records index and nothing more: no sort, no rows filtered away. */
function expectReadsOnlyThePage(nodes: PlanNode[]) {
  const scans = nodes.filter((n) => n['Relation Name'] === 'waste_records');
  expect(scans).toHaveLength(1);
  expect(scans[0]!['Node Type']).toMatch(/^Index (Only )?Scan$/);
  expect(scans[0]!['Index Name']).toBe('waste_records_client_recorded_idx');
  expect(scans[0]!['Rows Removed by Filter'] ?? 0).toBe(0);
  expect(scans[0]!['Actual Rows']).toBeLessThanOrEqual(PAGE + 1);
  expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
}

beforeAll(async () => {
  ctx = await createTestContext();
  clientId = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
  const other = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
  const user = await createUser(ctx.db, 'master');
  // One record a minute, every tenth pair sharing a timestamp; another client's history beside it.
  for (const [client, count] of [
    [clientId, RECORDS],
    [other, RECORDS],
  ] as const) {
    await ctx.db.execute(sql`
      insert into waste_records (id, client_id, waste_type, weight_kg, recorded_at, created_by)
      select gen_random_uuid(), ${client}::uuid, 'rejeito', 1, timestamptz '2025-01-01 00:00:00+00' + ((i / 10) * 10 + i % 2) * interval '1 minute', ${user.id}
      from generate_series(1, ${count}) i`);
  }
  await ctx.db.execute(sql`analyze waste_records`);
  // Two thirds down the history: the old keyset condition read (and sorted) every newer row to get here.
  const [row] = await ctx.db
    .select({ recordedAt: wasteRecords.recordedAt, id: wasteRecords.id })
    .from(wasteRecords)
    .where(eq(wasteRecords.clientId, clientId))
    .orderBy(sql`${wasteRecords.recordedAt} desc, ${wasteRecords.id} desc`)
    .offset(2_000)
    .limit(1);
  deep = row!;
});
afterAll(() => ctx?.close());

describe('keyset pages of a long history', () => {
  it('a records list page deep in the history reads only its own rows from the index', async () => {
    expectReadsOnlyThePage(await executedPlan(recordsPageQuery(ctx.db, clientId, deep, PAGE + 1)));
  });

  it('the CSV export reads forward from a position the same way', async () => {
    const csvPage = ctx.db
      .select({ id: wasteRecords.id })
      .from(wasteRecords)
      .where(and(eq(wasteRecords.clientId, clientId), isNull(wasteRecords.deletedAt), pastPosition(deep, 'newer')))
      .orderBy(...OLDEST_FIRST)
      .limit(PAGE);
    expectReadsOnlyThePage(await executedPlan(csvPage));
  });

  it('pages still cover the history exactly once, ties included', async () => {
    const seen = new Set<string>();
    let after: RecordPosition | null = null;
    for (;;) {
      const page: { id: string; recordedAt: Date }[] = await recordsPageQuery(ctx.db, clientId, after, 500);
      for (const r of page) seen.add(r.id);
      if (page.length < 500) break;
      after = page[page.length - 1]!;
    }
    expect(seen.size).toBe(RECORDS);
  });

  it('a cursor holds the microseconds: records a fraction of a millisecond apart are each listed once', async () => {
    const client = (await createClient(ctx.db, { types: [{ type: 'rejeito' }] })).id;
    const user = await createUser(ctx.db, 'master');
    // Stored by SQL (an import, now()): three records within one millisecond, two more around them.
    const instants = ['10:00:00.124', '10:00:00.123700', '10:00:00.123400', '10:00:00.123100', '10:00:00.122'];
    for (const at of instants) {
      await ctx.db.execute(sql`
        insert into waste_records (id, client_id, waste_type, weight_kg, recorded_at, created_by)
        values (gen_random_uuid(), ${client}::uuid, 'rejeito', 1, ${`2026-03-01 ${at}+00`}::timestamptz, ${user.id})`);
    }
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRecords({ db: ctx.db, clientId: client, limit: 1, cursor });
      listed.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(listed).toHaveLength(instants.length);
    expect(new Set(listed).size).toBe(instants.length);

    const master: string[] = [];
    cursor = undefined;
    do {
      const page = await listMasterRecords({
        db: ctx.db,
        query: masterRecordsQuerySchema.parse({ clientId: client, limit: 1, cursor }),
      });
      master.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(master).toEqual(listed);
  });
});
