import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { writeBackupFile } from '../src/db/transfer/backup-file.ts';
import { countRows, importDatabase } from '../src/db/transfer/import-database.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { dropTestDatabase, openTestDatabase } from './helpers/database.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { deleteRecordOk, newRecord, postRecordsWithLegacyOk } from './helpers/records.ts';

// A backup is plain SQL: restored into an empty database of either kind it gives back every row, byte for byte
// as PostgreSQL prints it; psql loads it too. The move from the embedded database to PostgreSQL is the same path.

let ctx: TestContext;
let file: string;
const dir = mkdtempSync(join(tmpdir(), 'backup-'));

/** Every table's rows, printed by PostgreSQL, in a stable order: equal fingerprints mean equal data. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const table of Object.keys(await countRows(tx as unknown as Db))) {
      const { rows } = (await tx.execute(
        sql.raw(`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from public."${table}" t`),
      )) as unknown as { rows: { h: string }[] };
      out[table] = rows[0]!.h;
    }
  });
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const client = await createClient(ctx.db, {
    name: "Hotel d'Ouro \\ Praia\nNorte",
    types: [{ type: 'rejeito' }],
    areas: [{ name: 'Cozinha' }],
  });
  const { cookie } = await signedInUser(ctx, 'operacional', [client.id], { name: 'Zé "Balança"' });
  const areaId = client.areas[0]!.id;
  const records = Array.from({ length: 2_500 }, (_, i) =>
    newRecord({ weightKg: 1 + (i % 97) / 8, areaId: i % 2 ? areaId : null }),
  );
  for (let i = 0; i < records.length; i += 500) {
    await postRecordsWithLegacyOk(ctx, client.id, cookie, records.slice(i, i + 500));
  }
  await deleteRecordOk(ctx, client.id, records[0]!.id, cookie);
  await ctx.post('/api/v1/analytics/pageviews', { payload: { path: '/pt/precos', query: '?a=1&b=ç' } });
  file = join(dir, 'backup.sql');
  await writeBackupFile(ctx.database, file, 'test');
}, 120_000);
afterAll(() => ctx?.close());

describe('backup and restore', () => {
  it('gives back every row in an empty database of the same kind', async () => {
    const target = await openTestDatabase();
    try {
      const counts = await importDatabase(target.db, file);
      expect(counts.waste_records).toBe(2_500);
      expect(counts.audit_events).toBe(1);
      expect(await fingerprint(target.db)).toEqual(await fingerprint(ctx.db));
      // Sequences continue after the restored rows.
      await target.db.execute(sql`insert into page_views (path) values ('/after-restore')`);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses a database that holds data, and a file cut short, changing nothing', async () => {
    await expect(importDatabase(ctx.db, file)).rejects.toThrow(/not empty/);
    const cut = join(dir, 'cut.sql');
    const text = readFileSync(file, 'utf8');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.8)));
    const target = await openTestDatabase();
    try {
      await expect(importDatabase(target.db, cut)).rejects.toThrow();
      expect(Object.values(await countRows(target.db)).every((n) => n === 0)).toBe(true);
    } finally {
      await target.close();
    }
  }, 120_000);
});

// The move to PostgreSQL (and psql loading a backup): on the PostgreSQL server CI provides.
const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `eco_restore_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        await admin.end();
        await dropTestDatabase(adminUrl!, name);
      },
    };
  }

  it(`moves the ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded'} database into an empty PostgreSQL with all its data`, async () => {
    const fresh = await freshPostgres();
    let target: Database | undefined;
    try {
      target = await openDatabase({ url: fresh.url }, { poolSize: 2 });
      await importDatabase(target.db, file);
      expect(await fingerprint(target.db)).toEqual(await fingerprint(ctx.db));
    } finally {
      await target?.close();
      await fresh.drop();
    }
  }, 120_000);

  it.skipIf(spawnFails('psql'))(
    'loads with psql into an empty PostgreSQL, and the server then finds its schema current',
    async () => {
      const fresh = await freshPostgres();
      let target: Database | undefined;
      try {
        execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', fresh.url, '-f', file], { stdio: 'pipe' });
        target = await openDatabase({ url: fresh.url }, { poolSize: 2 });
        expect(await fingerprint(target.db)).toEqual(await fingerprint(ctx.db));
      } finally {
        await target?.close();
        await fresh.drop();
      }
    },
    120_000,
  );
});

function spawnFails(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
}
