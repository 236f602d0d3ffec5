import { sql } from 'drizzle-orm';
import { KNOWN_JOBS, type SystemStatus } from '@ecopeso/shared/master-tools';
import type { Database } from '../../db/client.ts';
import { SERVER_VERSION } from '../../version.ts';

type Rows<T> = { rows: T[] };

/** What the System tab shows: versions, the database's kind and size, row counts, and each job's last run. */
export async function getSystemStatus(database: Database): Promise<SystemStatus> {
  const { db } = database;
  const [counts, size, runs] = await Promise.all([
    db.execute(sql`select
      (select count(*) from clients)::int as clients,
      (select count(*) from "user")::int as users,
      (select count(*) from waste_records where deleted_at is null)::int as records,
      (select count(*) from contact_messages)::int as contact_messages,
      ((select count(*) from audit_events) + (select count(*) from global_audit_events))::int as audit_events`),
    db.execute(sql`select pg_database_size(current_database())::bigint as bytes`).catch(() => null),
    db.execute(sql`select distinct on (job) job, started_at, finished_at, ok, detail from job_runs
      order by job, started_at desc, id desc`),
  ]);
  const c = (counts as unknown as Rows<Record<string, number>>).rows[0]!;
  const bytes = size ? (size as unknown as Rows<{ bytes: string | number }>).rows[0]?.bytes : null;
  const last = (
    runs as unknown as Rows<{
      job: string;
      started_at: Date | string;
      finished_at: Date | string;
      ok: boolean;
      detail: Record<string, unknown> | null;
    }>
  ).rows;
  const jobs = [...new Set([...KNOWN_JOBS, ...last.map((r) => r.job)])].map((job) => {
    const run = last.find((r) => r.job === job);
    return {
      job,
      lastRun: run
        ? {
            startedAt: new Date(run.started_at).toISOString(),
            finishedAt: new Date(run.finished_at).toISOString(),
            ok: run.ok,
            detail: run.detail,
          }
        : null,
    };
  });
  return {
    version: SERVER_VERSION,
    node: process.version,
    database: { kind: database.kind, sizeBytes: bytes === null || bytes === undefined ? null : Number(bytes) },
    counts: {
      clients: Number(c.clients),
      users: Number(c.users),
      records: Number(c.records),
      contactMessages: Number(c.contact_messages),
      auditEvents: Number(c.audit_events),
    },
    jobs,
  };
}
