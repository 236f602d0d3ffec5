import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw SQL query, typed by the caller: both drivers (node-postgres, PGlite) answer with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
