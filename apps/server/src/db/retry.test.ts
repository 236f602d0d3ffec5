import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import type { Db } from './client.ts';
import { CONFLICT_RETRIES, isTransientConflict, retryingConflicts, withConflictRetry } from './retry.ts';

/** A driver error with a SQLSTATE, wrapped as Drizzle wraps it (DrizzleQueryError: the driver's error in `cause`). */
function dbError(code: string, message = 'deadlock detected') {
  return new Error('Failed query: insert into waste_records …', { cause: Object.assign(new Error(message), { code }) });
}

/** A unit of work that fails with `errors` in turn, then answers 'done'; counts its runs. */
function failing(...errors: unknown[]) {
  const work = async () => {
    work.runs++;
    if (work.runs <= errors.length) throw errors[work.runs - 1];
    return 'done';
  };
  work.runs = 0;
  return work;
}

const fast = { baseDelayMs: 1 };

describe('isTransientConflict', () => {
  it('knows a deadlock and a serialization failure, however deeply wrapped', () => {
    expect(isTransientConflict(dbError('40P01'))).toBe(true);
    expect(isTransientConflict(dbError('40001'))).toBe(true);
    expect(isTransientConflict(new Error('outer', { cause: dbError('40P01') }))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
  });

  it('knows nothing else', () => {
    for (const err of [
      dbError('23505', 'duplicate key'),
      dbError('57P01', 'terminating connection'),
      dbError('25P02', 'current transaction is aborted'),
      new Error('deadlock detected'),
      null,
      undefined,
      '40P01',
    ]) {
      expect(isTransientConflict(err)).toBe(false);
    }
  });
});

describe('withConflictRetry', () => {
  it('runs the work again after a deadlock, and answers what the next run answers', async () => {
    const work = failing(dbError('40P01'));
    const retried: number[] = [];
    await expect(withConflictRetry(work, { ...fast, onRetry: (_, attempt) => retried.push(attempt) })).resolves.toBe(
      'done',
    );
    expect(work.runs).toBe(2);
    expect(retried).toEqual([1]);
  });

  it('retries serialization failures too, up to the bound', async () => {
    const work = failing(dbError('40001'), dbError('40P01'), dbError('40001'));
    await expect(withConflictRetry(work, fast)).resolves.toBe('done');
    expect(work.runs).toBe(1 + CONFLICT_RETRIES);
  });

  it('gives up after the bound and throws the last error as it came', async () => {
    const errors = Array.from({ length: 10 }, () => dbError('40P01'));
    const work = failing(...errors);
    const thrown = await withConflictRetry(work, fast).catch((err: unknown) => err);
    expect(work.runs).toBe(1 + CONFLICT_RETRIES);
    expect(thrown).toBe(errors[CONFLICT_RETRIES]);
    expect(isTransientConflict(thrown)).toBe(true);
  });

  it('throws any other error at once, without running the work again', async () => {
    for (const err of [dbError('23505', 'duplicate key'), dbError('57P01'), new Error('boom')]) {
      const work = failing(err);
      await expect(withConflictRetry(work, fast)).rejects.toBe(err);
      expect(work.runs).toBe(1);
    }
  });

  it('pauses between runs, longer each time', async () => {
    const work = failing(dbError('40P01'), dbError('40P01'));
    const started = Date.now();
    await withConflictRetry(work, { baseDelayMs: 40 });
    // 40 ms then 80 ms, each ±50 %: at least 20 + 40.
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('runs a retrying call inside a retried one once: only the outermost unit is run again', async () => {
    const inner = failing(...Array.from({ length: 10 }, () => dbError('40P01')));
    let outerRuns = 0;
    const thrown = await withConflictRetry(async () => {
      outerRuns++;
      return withConflictRetry(inner, fast);
    }, fast).catch((err: unknown) => err);
    expect(isTransientConflict(thrown)).toBe(true);
    expect(outerRuns).toBe(1 + CONFLICT_RETRIES);
    expect(inner.runs).toBe(1 + CONFLICT_RETRIES);
  });

  it('retries on its own what an attempt started and left running', async () => {
    const background = failing(dbError('40P01'));
    let later!: Promise<string>;
    await withConflictRetry(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => withConflictRetry(background, fast));
    }, fast);
    await expect(later).resolves.toBe('done');
    expect(background.runs).toBe(2);
  });
});

describe('the error handler', () => {
  it('answers a conflict that outlasted the retries 503 unavailable with Retry-After, logged as a warning', async () => {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    app.setErrorHandler(errorHandler);
    app.post('/write', () => withConflictRetry(failing(...Array.from({ length: 10 }, () => dbError('40P01'))), fast));
    app.post('/fails', () => withConflictRetry(failing(dbError('23505', 'duplicate key')), fast));
    try {
      const res = await app.inject({ method: 'POST', url: '/write' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(res.body).not.toMatch(/deadlock|insert|query/i);
      const logged = lines.filter((l) => l.msg === 'transaction conflict persisted after retries');
      expect(logged.map((l) => l.level)).toEqual([40]);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);

      // Other database errors keep their answer.
      expect((await app.inject({ method: 'POST', url: '/fails' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('retryingConflicts', () => {
  // An embedded database: it cannot deadlock (one connection), so `fail_first(n)` raises deadlock_detected while a
  // sequence — which a rollback does not reset — is at most n, standing in for the other transaction.
  let client: PGlite;
  let db: Db;
  beforeAll(async () => {
    client = await PGlite.create();
    db = retryingConflicts(drizzle(client) as unknown as Db, fast);
    await db.execute(sql`create table t (id int primary key)`);
    await db.execute(sql`create sequence attempts`);
    await db.execute(
      sql.raw(`create function fail_first(n int) returns int language plpgsql as $$
        begin
          if nextval('attempts') <= n then raise exception 'deadlock detected' using errcode = 'deadlock_detected'; end if;
          return 1;
        end $$`),
    );
  });
  afterAll(() => client?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate t`);
    await db.execute(sql`select setval('attempts', 1, false)`);
  });
  const ids = async () =>
    ((await db.execute(sql`select id from t order by id`)) as unknown as { rows: { id: number }[] }).rows.map(
      (r) => r.id,
    );

  it('runs a top-level transaction again, whole, from BEGIN', async () => {
    let runs = 0;
    const answer = await db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into t values (1)`);
      await tx.execute(sql`select fail_first(2)`);
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(runs).toBe(3);
    // The rolled-back runs left nothing behind.
    expect(await ids()).toEqual([1]);
  });

  it('gives up on a transaction after the bound, having stored nothing', async () => {
    let runs = 0;
    const thrown = await db
      .transaction(async (tx) => {
        runs++;
        await tx.execute(sql`insert into t values (1)`);
        await tx.execute(sql`select fail_first(100)`);
      })
      .catch((err: unknown) => err);
    expect(isTransientConflict(thrown)).toBe(true);
    expect(runs).toBe(1 + CONFLICT_RETRIES);
    expect(await ids()).toEqual([]);
  });

  it('never retries a nested transaction (savepoint) on its own: the outermost transaction runs again', async () => {
    let outer = 0;
    let inner = 0;
    await db.transaction(async (tx) => {
      outer++;
      await tx.execute(sql`insert into t values (1)`);
      await tx.transaction(async (savepoint) => {
        inner++;
        await savepoint.execute(sql`select fail_first(1)`);
      });
    });
    expect({ outer, inner }).toEqual({ outer: 2, inner: 2 });
    expect(await ids()).toEqual([1]);
  });

  it('does not retry a read-only transaction (its callback may stream out what it read)', async () => {
    let runs = 0;
    const thrown = await db
      .transaction(
        async (tx) => {
          runs++;
          // (nextval is refused in a read-only transaction: raised directly.)
          await tx.execute(
            sql`do $$ begin raise exception 'deadlock detected' using errcode = 'deadlock_detected'; end $$`,
          );
        },
        { accessMode: 'read only' },
      )
      .catch((err: unknown) => err);
    expect(isTransientConflict(thrown)).toBe(true);
    expect(runs).toBe(1);
  });

  it('runs a top-level statement again, and leaves other errors alone', async () => {
    const result = (await db.execute(sql`insert into t select 7 where fail_first(3) = 1 returning id`)) as unknown as {
      rows: { id: number }[];
    };
    expect(result.rows).toEqual([{ id: 7 }]);
    expect(await ids()).toEqual([7]);

    // A duplicate key (23505): thrown at once, the statement run once (the sequence moved by one).
    await db.execute(sql`select setval('attempts', 1, false)`);
    const thrown = await db.execute(sql`insert into t select 7 where nextval('attempts') > 0`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(thrown).toBeInstanceOf(Error);
    expect(isTransientConflict(thrown)).toBe(false);
    const { rows } = (await db.execute(sql`select last_value from attempts`)) as unknown as {
      rows: { last_value: string | number }[];
    };
    expect(Number(rows[0]!.last_value)).toBe(1);
  });
});
