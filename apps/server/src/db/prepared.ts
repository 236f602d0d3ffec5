import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgliteSession } from 'drizzle-orm/pglite';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
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

/** PGlite's connection (or, inside a transaction, the transaction) as Drizzle's PGlite session holds it. */
type PgliteClient = Pick<PGlite, 'query'> & Partial<PGliteInternals>;

/**
 * What a statement of PGlite's own `query` takes, used here in the same order: the lock that keeps statements out of
 * another's open transaction, then the lock of one statement at a time; the commit's files synced after.
 */
interface PGliteInternals {
  execProtocol: PGlite['execProtocol'];
  syncToFs: PGlite['syncToFs'];
  parsers: PGlite['parsers'];
  /** Throws when the instance is closing or closed (as `query` does), waits until it is ready. */
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

/** Per PGlite instance, the statements it has parsed under their name. */
const parsedOn = new WeakMap<object, Set<string>>();

function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return out;
}

/**
 * A named statement on PGlite through its wire protocol (`execProtocol`, a public API; PGlite's own `query` parses,
 * describes, binds and executes the text anew each time, in five calls into the database): Parse once per instance,
 * then Bind, Describe, Execute and Sync in one call. Under the same two locks as `query`, so it never runs inside
 * another request's transaction; results parsed by PGlite's own `parseResults` with its type parsers.
 */
async function executeNamedOnPglite(
  client: PgliteClient & PGliteInternals,
  name: string,
  text: string,
  params: (string | number | null)[],
): Promise<{ rows: unknown[] }> {
  await client._checkReady();
  const messages = await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const parsed = parsedOn.get(client) ?? new Set<string>();
      parsedOn.set(client, parsed);
      if (!parsed.has(name)) {
        await client.execProtocol(concat([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]), {
          syncToFs: false,
        });
        parsed.add(name);
      }
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values: params.map((v) => (v === null ? null : String(v))) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return messages;
    }),
  );
  await client.syncToFs();
  return parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0] ?? { rows: [] };
}

const isPlainParam = (v: unknown): v is string | number | null =>
  v === null || typeof v === 'string' || typeof v === 'number';

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
 * On PGlite the same: a named statement, parsed once (executeNamedOnPglite), or — inside a transaction, or with a
 * parameter other than a string or a number — PGlite's `query`. Either way without Drizzle's per-query type parsers:
 * PGlite merges a query's parsers into its own table of every type, a copy of that table on each statement. Those
 * parsers only keep dates, times and intervals as text, so **the statement must return no date, time or interval
 * column** (PGlite would give a Date). Failures are wrapped as Drizzle wraps them (DrizzleQueryError, the driver's
 * error as its cause). Not retried on a deadlock: for reads, and for writes whose caller retries (withConflictRetry).
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const { dialect, session } = db as unknown as DriverParts;
  const built = dialect.sqlToQuery(query);
  if (!is(session, PgliteSession)) {
    return (await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute()) as { rows: T[] };
  }
  const client = (session as unknown as { client: PgliteClient }).client;
  try {
    if (
      client.execProtocol &&
      client._checkReady &&
      client._runExclusiveTransaction &&
      built.params.every(isPlainParam)
    ) {
      return (await executeNamedOnPglite(
        client as PgliteClient & PGliteInternals,
        nameOf(built.sql),
        built.sql,
        built.params,
      )) as { rows: T[] };
    }
    return (await client.query(built.sql, built.params, { rowMode: 'object' })) as { rows: T[] };
  } catch (err) {
    throw new DrizzleQueryError(built.sql, built.params, err as Error);
  }
}
