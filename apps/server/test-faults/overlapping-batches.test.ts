import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl, cleanupsAfterAll, postgresSetup } from './helpers/set-up.ts';
import { recordFigure } from './helpers/figures.ts';
import { postBatch, seedTenant, signIn, startServer, storedCounts, weighing } from './helpers/server-process.ts';

// Devices that lost their answers resend overlapping windows of one backlog, 20 batches at once, on PostgreSQL. The
// batches used to deadlock one another ('deadlock detected … waste_records', answered 500). Every answer must be
// 200 or — should a conflict outlast the server's own retries — 503 with Retry-After, never 500; every acknowledged
// record stored once; the totals equal to the records; and the server still serving afterwards.
const cleanups = cleanupsAfterAll();

const ROUNDS = 5;
const BATCHES = 20;
const STEP = 3;
const BATCH_SIZE = 24;

type Answer = Awaited<ReturnType<typeof postBatch>>;

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('overlapping batches on PostgreSQL', () => {
  it('are answered 200 (or 503 with Retry-After), never 500, each acknowledged record stored once', async () => {
    const scratch = await postgresSetup(cleanups);
    const tenant = seedTenant(scratch.target);
    // LOG_LEVEL warn (startServer's default): the log holds warnings and errors only.
    const server = await startServer({
      ...scratch.env,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    // Four tablets, each with a session of its own.
    const devices: string[] = [];
    for (let i = 0; i < 4; i++) devices.push(await signIn(server.url, tenant.email, tenant.password));
    const deadlocks = async () =>
      Number(
        (
          await query<{ deadlocks: string }>(
            scratch.url,
            'select deadlocks from pg_stat_database where datname = current_database()',
          )
        )[0]!.deadlocks,
      );
    const deadlocksBefore = await deadlocks();

    const answers: Answer[] = [];
    const sent = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      // Batch i holds records i*3 … i*3+23 of the backlog, in a shuffled order: each overlaps the next seven and
      // starts at a different id. Records spread over a few days, so the batches also meet on the totals rows.
      const backlog = Array.from({ length: (BATCHES - 1) * STEP + BATCH_SIZE }, (_, i) => ({
        ...weighing(),
        recordedAt: new Date(Date.now() - (1 + (i % 4)) * 86_400_000).toISOString(),
        weightKg: 1 + (i % 7) / 1000,
      }));
      for (const r of backlog) sent.add(r.id);
      const batches = Array.from({ length: BATCHES }, (_, i) =>
        backlog.slice(i * STEP, i * STEP + BATCH_SIZE).sort(() => Math.random() - 0.5),
      );
      const roundAnswers = await Promise.all(
        batches.map((batch, i) =>
          postBatch(server.url, devices[i % devices.length]!, tenant.clientId, batch, { timeoutMs: 30_000 }),
        ),
      );
      roundAnswers.forEach((answer, i) => {
        if (answer.status === 200) {
          expect(sorted([...answer.inserted, ...answer.duplicates])).toEqual(sorted(batches[i]!.map((r) => r.id)));
        }
      });
      answers.push(...roundAnswers);
    }

    // The server still serves: a device's next batch is stored.
    const after = weighing();
    const next = await postBatch(server.url, devices[0]!, tenant.clientId, [after]);
    expect(next).toMatchObject({ status: 200, acknowledged: [after.id] });
    expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    await sleep(1_500); // PostgreSQL publishes its statistics about once a second
    const deadlocksDetected = (await deadlocks()) - deadlocksBefore;
    server.child.kill('SIGTERM');
    await server.exited;

    // Every answer 200, or 503 unavailable with Retry-After.
    const statuses = countBy(answers.map((a) => String(a.status)));
    recordFigure(
      `overlapping batches on PostgreSQL: answers / deadlocks detected`,
      `${JSON.stringify(statuses)} / ${deadlocksDetected}`,
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && (a.code !== 'unavailable' || a.retryAfter !== '1'))).toEqual([]);

    // Each record inserted by one request at most; each acknowledged one stored exactly once; nothing stored that
    // no answer reported inserted.
    const inserted = answers.flatMap((a) => a.inserted);
    expect(inserted.length).toBe(new Set(inserted).size);
    const acknowledged = new Set(answers.flatMap((a) => [...a.inserted, ...a.duplicates]));
    const counts = await storedCounts({ url: scratch.url }, [...sent]);
    expect([...acknowledged].filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(sorted([...counts.keys()])).toEqual(sorted(inserted));

    // The totals equal the records, row for row of the day.
    const mismatched = await query(
      scratch.url,
      `with records as (
         select (recorded_at at time zone c.timezone)::date as day, count(*)::int as n, sum(weight_kg) as kg
         from waste_records r join clients c on c.id = r.client_id
         where r.client_id = $1 and r.deleted_at is null group by 1)
       select coalesce(r.day, t.day) as day, r.n, t.records, r.kg, t.weight_kg
       from records r full join (select day, sum(records)::int as records, sum(weight_kg) as weight_kg
                                 from daily_totals where client_id = $1 group by day) t on t.day = r.day
       where r.n is distinct from t.records or r.kg is distinct from t.weight_kg`,
      [tenant.clientId],
    );
    expect(mismatched).toEqual([]);

    // No request failed: nothing at error level in the log, no deadlock surfaced.
    const lines = server
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } }];
        } catch {
          return [];
        }
      });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(server.output()).not.toMatch(/"level":(50|60)[^\n]*deadlock detected/);
    // A 503 for a conflict is logged as a warning, once per such answer.
    expect(lines.filter((l) => l.msg === 'transaction conflict persisted after retries')).toHaveLength(
      answers.filter((a) => a.status === 503).length,
    );
  });
});

function sorted(ids: string[]) {
  return [...ids].sort();
}

function countBy(values: string[]) {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
