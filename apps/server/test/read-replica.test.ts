import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ecopeso/shared/dashboard';
import type { Db } from '../src/db/client.ts';
import { createReadChooser, type ReplicaRules } from '../src/db/read-replica.ts';
import { createTestContext } from './helpers/context.ts';
import { createClient, signedInUser } from './helpers/factories.ts';
import { newRecord, postRecordsOk } from './helpers/records.ts';

/**
 * The routes that read through the chooser (dashboards, reports, exports, DMR) and those that do not. The chooser's
 * own rules (lag bound, back-off) are unit-tested in db/read-replica.test.ts; here its "replica" is the test
 * database itself, reporting itself caught up or behind, or failing on every query.
 */
const rules: ReplicaRules = { catchUpMs: 10, pollMs: 2, backOffMs: 60_000 };
const year = new Date(Date.now() - 60_000).getUTCFullYear();

/** A Db whose every use fails as a replica that went away mid-read does. */
const failingDb = new Proxy({} as Db, {
  get: () => () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  },
});

async function setUp(replica: { lag: boolean; failing?: boolean } | null) {
  const ctx = await createTestContext(
    replica
      ? {
          reads: (database) =>
            createReadChooser(
              {
                primary: database.db,
                replica: replica.failing ? failingDb : database.db,
                primaryLsn: () => Promise.resolve('0/200'),
                replicaLsn: () => Promise.resolve(replica.lag ? '0/100' : '0/200'),
              },
              rules,
            ),
        }
      : {},
  );
  const client = await createClient(ctx.db, { types: [{ type: 'rejeito' }] });
  const manager = await signedInUser(ctx, 'gerente', [client.id]);
  return { ctx, clientId: client.id, cookie: manager.cookie };
}

async function weighThenRead(s: Awaited<ReturnType<typeof setUp>>, kg: number) {
  await postRecordsOk(s.ctx, s.clientId, s.cookie, [newRecord({ weightKg: kg })]);
  return s.ctx.get(`/api/v1/clients/${s.clientId}/dashboard?years=${year}`, { cookie: s.cookie });
}

describe('reads without DATABASE_READ_URL', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => (s = await setUp(null)));
  afterAll(() => s.ctx.close());

  it('every read is on the primary, as before', async () => {
    const res = await weighThenRead(s, 2);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-read-from']).toBe('primary');
    expect(res.json<Dashboard>().summary.totalKg).toBe(2);
  });

  it('routes that are not long reads say nothing about it', async () => {
    const res = await s.ctx.get(`/api/v1/clients/${s.clientId}/records`, { cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-read-from']).toBeUndefined();
  });
});

describe('reads with a replica that is caught up', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => (s = await setUp({ lag: false })));
  afterAll(() => s.ctx.close());

  it('dashboards, their CSV, reports and record exports are read on the replica', async () => {
    expect((await weighThenRead(s, 3)).headers['x-read-from']).toBe('replica');
    const urls = [
      `/api/v1/dashboard?clients=all&years=${year}`,
      `/api/v1/dashboard.csv?clients=all&years=${year}`,
      `/api/v1/clients/${s.clientId}/reports/management.pdf?years=${year}`,
      `/api/v1/clients/${s.clientId}/reports/technical.pdf?years=${year}`,
      `/api/v1/clients/${s.clientId}/records.csv?period=7d`,
    ];
    for (const url of urls) {
      const res = await s.ctx.get(url, { cookie: s.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-read-from'], url).toBe('replica');
    }
  });

  it('weighings are written on the primary', async () => {
    const res = await s.ctx.post(`/api/v1/clients/${s.clientId}/records`, {
      cookie: s.cookie,
      payload: { records: [newRecord()] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-read-from']).toBeUndefined();
  });
});

describe('reads with a replica that lags or fails', () => {
  it('a replica behind the primary is passed over: the total counts the weighing just made', async () => {
    const s = await setUp({ lag: true });
    try {
      const res = await weighThenRead(s, 4);
      expect(res.headers['x-read-from']).toBe('primary');
      expect(res.json<Dashboard>().summary.totalKg).toBe(4);
    } finally {
      await s.ctx.close();
    }
  });

  it('a read that fails on the replica is answered from the primary, not with an error', async () => {
    const s = await setUp({ lag: false, failing: true });
    try {
      const res = await weighThenRead(s, 5);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-read-from']).toBe('primary');
      expect(res.json<Dashboard>().summary.totalKg).toBe(5);
    } finally {
      await s.ctx.close();
    }
  });
});
