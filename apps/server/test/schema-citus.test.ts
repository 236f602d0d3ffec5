import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../src/db/client.ts';
import { dropTestDatabase, openTestDatabase } from './helpers/database.ts';

/** An empty database without the schema: PGlite in memory, or a throw-away database on TEST_DATABASE_URL. */
async function openUnmigratedDatabase(): Promise<{ db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const client = await PGlite.create();
    return { db: drizzlePglite(client) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `eco_migrate_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined); // dropped with the database at the end
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    async close() {
      await pool.end();
      await admin.end();
      await dropTestDatabase(process.env.TEST_DATABASE_URL!, name);
    },
  };
}

// The rule that lets a distributed PostgreSQL (Citus) shard the data by client: every table with a client_id
// keeps it in its primary key and in every unique key, and a foreign key to such a table carries client_id too
// (docs/decisions/011-schema-ready-for-citus.md). Read from a migrated database, so a new table is checked too.

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

async function tenantTables(db: Db): Promise<string[]> {
  const found = await rows<{ table: string }>(
    db,
    sql`select c.table_name as table from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'client_id' and t.table_type = 'BASE TABLE'
        order by 1`,
  );
  return found.map((r) => r.table);
}

describe('schema ready for Citus', () => {
  it('finds the tenant tables', async () => {
    expect(await tenantTables(database.db)).toEqual(
      expect.arrayContaining(['areas', 'waste_records', 'daily_totals', 'contracts', 'client_waste_types']),
    );
  });

  it('keeps client_id in the primary key and every unique key of each tenant table, never null', async () => {
    const tables = await tenantTables(database.db);
    const keys = await rows<{ table: string; name: string; kind: string; columns: string[] }>(
      database.db,
      sql`select t.relname as table, i.relname as name, case when x.indisprimary then 'primary' else 'unique' end as kind,
                 array(select a.attname::text from unnest(x.indkey) k join pg_attribute a
                       on a.attrelid = t.oid and a.attnum = k) as columns
          from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
          join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = 'public' and (x.indisunique or x.indisprimary)`,
    );
    const missing = keys
      .filter((k) => tables.includes(k.table) && !k.columns.includes('client_id'))
      .map((k) => `${k.table}.${k.name} (${k.kind}: ${k.columns.join(', ')})`);
    expect(missing).toEqual([]);
    const withoutPrimary = tables.filter(
      (table) =>
        !['daily_totals', 'monthly_totals'].includes(table) &&
        !keys.some((k) => k.table === table && k.kind === 'primary'),
    );
    expect(withoutPrimary).toEqual([]);
    const nullable = await rows<{ table: string }>(
      database.db,
      sql`select table_name as table from information_schema.columns
          where table_schema = 'public' and column_name = 'client_id' and is_nullable = 'YES'`,
    );
    expect(nullable.map((r) => r.table).filter((t) => tables.includes(t))).toEqual([]);
  });

  it('carries client_id in every foreign key to a tenant table', async () => {
    const tables = await tenantTables(database.db);
    const fks = await rows<{ name: string; from: string; to: string; columns: string[]; refs: string[] }>(
      database.db,
      sql`select c.conname as name, f.relname as from, r.relname as to,
                 array(select a.attname::text from unnest(c.conkey) with ordinality k(num, ord) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.ord) as columns,
                 array(select a.attname::text from unnest(c.confkey) with ordinality k(num, ord) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.ord) as refs
          from pg_constraint c join pg_class f on f.oid = c.conrelid join pg_class r on r.oid = c.confrelid
          join pg_namespace n on n.oid = f.relnamespace
          where c.contype = 'f' and n.nspname = 'public'`,
    );
    const bad = fks
      .filter((fk) => tables.includes(fk.to))
      .filter((fk) => fk.columns[fk.refs.indexOf('client_id')] !== 'client_id')
      .map((fk) => `${fk.from}.${fk.name} → ${fk.to}(${fk.refs.join(', ')})`);
    expect(bad).toEqual([]);
  });
});

describe('the migration on a database that has data', () => {
  it('keeps every row and re-keys the tenant tables', async () => {
    // The migrations before this one, applied to a fresh database that then gets data, then the rest.
    const source = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(source, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((e) => e.tag.endsWith('schema_ready_for_citus'));
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));

    const fresh = await openUnmigratedDatabase();
    try {
      const { db } = fresh;
      const run = (folder: string) =>
        fresh.kind === 'postgres'
          ? migratePg(db as never, { migrationsFolder: folder })
          : migratePglite(db as never, { migrationsFolder: folder });
      await run(before);
      await db.execute(sql`
        insert into clients (id, name) values ('00000000-0000-4000-8000-000000000001', 'Hotel A'),
                                              ('00000000-0000-4000-8000-000000000002', 'Hotel B')`);
      await db.execute(sql`
        insert into areas (id, client_id, name) values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Cozinha')`);
      await db.execute(sql`
        insert into waste_records (id, client_id, area_id, waste_type, weight_kg, recorded_at)
        select gen_random_uuid(), '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1',
               'rejeito', 1.5, now() - make_interval(mins => g) from generate_series(1, 500) g`);
      await db.execute(sql`
        insert into daily_totals (client_id, day, area_id, waste_type, sub_type, weight_kg, records) values
          ('00000000-0000-4000-8000-000000000001', '2025-03-30', null, 'rejeito', null, 2.5, 2),
          ('00000000-0000-4000-8000-000000000001', '2025-03-31', null, 'rejeito', null, 3, 1),
          ('00000000-0000-4000-8000-000000000001', '2025-04-01', null, 'rejeito', null, 4, 3)`);
      await db.execute(sql`
        insert into audit_events (actor_id, client_id, action, entity, entity_id) values
          (null, '00000000-0000-4000-8000-000000000001', 'delete', 'waste_record', 'x'),
          (null, null, 'delete', 'waste_record', 'orphan of a deleted client')`);
      await run(source);
      const [counts] = await rows<{ records: number; areas: number; audit: number }>(
        db,
        sql`select (select count(*)::int from waste_records where area_id is not null) as records,
                   (select count(*)::int from areas) as areas, (select count(*)::int from audit_events) as audit`,
      );
      expect(counts).toEqual({ records: 500, areas: 1, audit: 1 });
      // The monthly rollup starts with the months of the daily totals already kept.
      expect(
        await rows(
          db,
          sql`select month::text as month, weight_kg::float8 as kg, records from monthly_totals order by month`,
        ),
      ).toEqual([
        { month: '2025-03-01', kg: 5.5, records: 3 },
        { month: '2025-04-01', kg: 4, records: 3 },
      ]);
      // The new key: one record id may now exist once per client.
      await db.execute(sql`
        insert into waste_records (id, client_id, waste_type, weight_kg, recorded_at)
        select id, '00000000-0000-4000-8000-000000000002', waste_type, weight_kg, recorded_at
        from waste_records limit 1`);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
