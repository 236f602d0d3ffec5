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
  const name = `eco_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, { poolSize: 4 });
  return {
    ...database,
    /** Where a second instance may open its own connections to the same database. */
    url: url.toString(),
    async close() {
      await database.close();
      // Not WITH (FORCE): that needs the right to signal every backend on the database, an autovacuum worker
      // included, which a role that may only create databases lacks (it failed CI now and then). A plain DROP ends
      // autovacuum itself; our own connections are closed above, so only a late one is waited for.
      await withAdmin(adminUrl, async (admin) => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          } catch (err) {
            if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      });
    },
  };
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
