import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: a throw-away database on the PostgreSQL server named by
 * TEST_DATABASE_URL when TEST_DB is 'postgres', otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ memory: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const created = await createTestDatabase(adminUrl, 'eco_test');
  const database = await openDatabase({ url: created.url }, { poolSize: 4 });
  return {
    ...database,
    /** Where a second instance may open its own connections to the same database. */
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Creates an empty database with a random name (`prefix_…`) on the PostgreSQL server at `adminUrl`, for a test file,
 * the fault suite or a benchmark: its name, its URL, and how to drop it (dropTestDatabase).
 */
export async function createTestDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropTestDatabase(adminUrl, name) };
}

/**
 * Drops a throw-away database, whatever still holds it. A plain DROP ends an autovacuum worker itself; WITH (FORCE)
 * ends our own late connections (a server process's pool) but needs the right to signal every backend, which a role
 * that may only create databases lacks for autovacuum (42501: it failed CI now and then). So: plain first, forced
 * when our sessions are in the way, and again after a pause when neither may go ahead yet.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
      }
      try {
        return await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (err) {
        if ((err as { code?: string }).code !== '42501') throw err;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
