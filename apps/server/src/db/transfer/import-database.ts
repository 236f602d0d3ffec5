import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { MARK } from './export-database.ts';

/** Rows per table of the public schema. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from public."${name}"`));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

export class RestoreRefusedError extends Error {}

/**
 * Loads a backup written by exportDatabase into a migrated, empty database, all or nothing (one transaction).
 * Refuses a database that holds data, and a backup from a newer version of Ecopeso than this one.
 */
export async function importDatabase(db: Db, file: string): Promise<Record<string, number>> {
  const filled = Object.entries(await countRows(db)).filter(([, n]) => n > 0);
  if (filled.length > 0) {
    throw new RestoreRefusedError(
      `The target database is not empty (${filled.map(([t, n]) => `${t}: ${n}`).join(', ')}); restore needs an empty one.`,
    );
  }
  const [applied] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  let part: 'head' | 'data' | 'end' = 'head';
  let migrations = -1;
  await db.transaction(async (tx) => {
    // Made here, right before it is read: lines read before the loop starts would be lost.
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (part === 'head') {
        if (line.startsWith(MARK.migrations)) {
          migrations = Number(line.slice(MARK.migrations.length));
          if (migrations > (applied?.n ?? 0)) {
            throw new RestoreRefusedError(
              `The backup comes from a newer version of Ecopeso (${migrations} migrations, this one has ${applied?.n}).`,
            );
          }
        } else if (line === MARK.data) {
          if (migrations < 0) throw new RestoreRefusedError('Not an Ecopeso backup file.');
          part = 'data';
        }
        continue;
      }
      if (part === 'end') continue;
      if (line === MARK.end) {
        part = 'end';
        continue;
      }
      if (line.trim()) await tx.execute(sql.raw(line));
    }
    if (part !== 'end') throw new RestoreRefusedError('The backup file is incomplete (no end mark).');
  });
  return countRows(db);
}
