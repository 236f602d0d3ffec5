import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteStartParams } from './client.ts';
import { DurableNodeFS } from './durable-node-fs.ts';

describe('DurableNodeFS', () => {
  it('puts each commit on disk by flush(), and syncs data files at a checkpoint', async () => {
    const fs = new DurableNodeFS(join(mkdtempSync(join(tmpdir(), 'durable-')), 'pglite'));
    const db = await PGlite.create({ fs, startParams: pgliteStartParams });
    try {
      await db.exec('create table t (id int primary key)');
      await fs.flush();
      const before = fs.syncs;
      await db.query('insert into t values (1)');
      await fs.flush();
      expect(fs.syncs).toBeGreaterThan(before);
      // Nothing written since: nothing to sync.
      const idle = fs.syncs;
      await fs.flush();
      expect(fs.syncs).toBe(idle);
      // Many commits waiting together share flushes.
      const writes = Array.from({ length: 50 }, (_, i) => db.query('insert into t values ($1)', [i + 2]));
      await Promise.all(writes.map((w) => w.then(() => fs.flush())));
      expect(fs.syncs - idle).toBeLessThan(50);
      const beforeCheckpoint = fs.syncs;
      await db.exec('checkpoint');
      expect(fs.syncs - beforeCheckpoint).toBeGreaterThan(1);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('answers a flush after the next sync at most, however steadily other commits keep arriving', async () => {
    const fs = new DurableNodeFS(join(mkdtempSync(join(tmpdir(), 'durable-')), 'pglite'));
    const db = await PGlite.create({ fs, startParams: pgliteStartParams });
    try {
      await db.exec('create table t (id int primary key)');
      // Commits that never pause, each flushed (as weighings arriving during a long export are).
      let stop = false;
      const others = (async () => {
        for (let i = 1000; !stop; i++) {
          await db.query('insert into t values ($1)', [i]);
          void fs.flush();
          await nextTurn();
        }
      })();
      await sleep(50);
      await db.query('insert into t values (1)');
      const answered = await Promise.race([fs.flush().then(() => true), sleep(3000).then(() => false)]);
      stop = true;
      await others;
      await fs.flush();
      expect(answered).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});
