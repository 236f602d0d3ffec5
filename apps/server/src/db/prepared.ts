import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';

/** What `executePrepared` uses of Drizzle's database object: its session (the driver) and its SQL dialect. */
interface DriverParts {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** PGlite's connection (or transaction) as Drizzle's PGlite session holds it. */
interface PgliteClient {
  query(text: string, params: unknown[], options: { rowMode: 'object' }): Promise<{ rows: unknown[] }>;
}

const names = new Map<string, string>();
const MAX_NAMES = 500;

/** A name per statement text: the same text always gets the same name, two texts never share one. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `ep_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * Runs `query` as a named prepared statement, for the statements every weighing runs: on PostgreSQL each pooled
 * connection parses and plans its text once and then only binds and executes it (node-postgres keeps the name per
 * connection; after five runs PostgreSQL settles on a generic plan when it costs no more than a custom one). The
 * name is a hash of the text, so statements whose text varies stay distinct. Not for a text built from data (an IN
 * list of varying length): every connection would keep each one for its lifetime.
 *
 * On PGlite, which has no statement cache to gain from, the statement goes to PGlite directly, without Drizzle's
 * per-query type parsers: PGlite merges a query's parsers into its own table of every type, a copy of that table
 * on each statement (about a tenth of a weighing's CPU). Those parsers only keep dates, times and intervals as
 * text, so **the statement must return no date, time or interval column** (PGlite would give a Date); failures
 * are wrapped as Drizzle wraps them (DrizzleQueryError, the driver's error as its cause).
 * Not retried on a deadlock: for reads, and for writes whose caller retries (withConflictRetry).
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const { dialect, session } = db as unknown as DriverParts;
  const built = dialect.sqlToQuery(query);
  if (is(session, PgliteSession)) {
    const client = (session as unknown as { client: PgliteClient }).client;
    try {
      return (await client.query(built.sql, built.params, { rowMode: 'object' })) as { rows: T[] };
    } catch (err) {
      throw new DrizzleQueryError(built.sql, built.params, err as Error);
    }
  }
  return (await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute()) as { rows: T[] };
}
