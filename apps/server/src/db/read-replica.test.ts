import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error.ts';
import type { Db } from './client.ts';
import { createReadChooser, lsnValue, type ReplicaRules } from './read-replica.ts';

const primary = { name: 'primary' } as unknown as Db;
const replica = { name: 'replica' } as unknown as Db;
const rules: ReplicaRules = { catchUpMs: 20, pollMs: 2, backOffMs: 1_000 };
const nameOf = (db: Db) => Promise.resolve((db as unknown as { name: string }).name);

/** A primary at `primaryAt` and a replica whose replay positions are read one after the other. */
function probe(opts: { primaryAt: string; replayed: (string | null | Error)[]; clock?: { t: number } }) {
  const calls = { primaryLsn: 0, replicaLsn: 0, errors: 0 };
  let i = 0;
  return {
    calls,
    probe: {
      primary,
      replica,
      primaryLsn: () => {
        calls.primaryLsn++;
        return Promise.resolve(opts.primaryAt);
      },
      replicaLsn: () => {
        calls.replicaLsn++;
        const next = opts.replayed[Math.min(i++, opts.replayed.length - 1)]!;
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
      },
      onReplicaError: () => void calls.errors++,
      now: opts.clock ? () => opts.clock!.t : undefined,
    },
  };
}

describe('lsnValue', () => {
  it('orders WAL positions by both halves', () => {
    expect(lsnValue('0/16B3748') < lsnValue('0/16B3750')).toBe(true);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('2/A') === lsnValue('2/a')).toBe(true);
  });
});

describe('read chooser', () => {
  it('reads on the replica when it has replayed the primary’s position', async () => {
    const { probe: p } = probe({ primaryAt: '0/100', replayed: ['0/100'] });
    expect(await createReadChooser(p, rules).run(nameOf)).toEqual({ value: 'replica', from: 'replica' });
  });

  it('waits for a replica that catches up within the bound', async () => {
    const { probe: p, calls } = probe({ primaryAt: '0/100', replayed: ['0/F0', '0/FF', '0/180'] });
    // A bound no busy machine's timers overrun: what is tested is the waiting, not its length.
    const patient = { ...rules, catchUpMs: 5_000 };
    expect(await createReadChooser(p, patient).run(nameOf)).toEqual({ value: 'replica', from: 'replica' });
    expect(calls.replicaLsn).toBe(3);
  });

  it('reads on the primary when the replica lags past the bound', async () => {
    const { probe: p, calls } = probe({ primaryAt: '1/0', replayed: ['0/FFFFFFFF'] });
    const started = performance.now();
    expect(await createReadChooser(p, rules).run(nameOf)).toEqual({ value: 'primary', from: 'primary' });
    // It gives up after the bound, not much later (timers on a busy machine run late, hence the margin).
    expect(performance.now() - started).toBeLessThan(rules.catchUpMs + 500);
    expect(calls.replicaLsn).toBeGreaterThan(1);
    expect(calls.errors).toBe(0);
  });

  it('skips a replica that is down, and tries it again only after the back-off', async () => {
    const clock = { t: 0 };
    const { probe: p, calls } = probe({
      primaryAt: '0/100',
      replayed: [new Error('connect ECONNREFUSED'), '0/100'],
      clock,
    });
    const chooser = createReadChooser(p, rules);
    expect((await chooser.run(nameOf)).from).toBe('primary');
    clock.t = rules.backOffMs - 1;
    expect((await chooser.run(nameOf)).from).toBe('primary');
    expect(calls.replicaLsn).toBe(1);
    clock.t = rules.backOffMs;
    expect((await chooser.run(nameOf)).from).toBe('replica');
    expect(calls.errors).toBe(1);
  });

  it('reruns on the primary a read that fails on the replica, once', async () => {
    const { probe: p, calls } = probe({ primaryAt: '0/100', replayed: ['0/100'] });
    const ran: string[] = [];
    const result = await createReadChooser(p, rules).run(async (db) => {
      const name = await nameOf(db);
      ran.push(name);
      if (name === 'replica') throw Object.assign(new Error('terminating connection'), { code: '57P01' });
      return 42;
    });
    expect(result).toEqual({ value: 42, from: 'primary' });
    expect(ran).toEqual(['replica', 'primary']);
    expect(calls.errors).toBe(1);
  });

  it('does not rerun an answer of the application (not found is the same on the primary)', async () => {
    const { probe: p, calls } = probe({ primaryAt: '0/100', replayed: ['0/100'] });
    const ran: string[] = [];
    const read = createReadChooser(p, rules).run(async (db) => {
      ran.push(await nameOf(db));
      throw new AppError('not-found', 'Client not found');
    });
    await expect(read).rejects.toBeInstanceOf(AppError);
    expect(ran).toEqual(['replica']);
    expect(calls.errors).toBe(0);
  });

  it('never uses a server that is not a standby', async () => {
    const { probe: p, calls } = probe({ primaryAt: '0/100', replayed: [null] });
    expect((await createReadChooser(p, rules).run(nameOf)).from).toBe('primary');
    expect(calls.errors).toBe(1);
  });
});
