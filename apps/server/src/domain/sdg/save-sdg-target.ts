import { inArray, sql } from 'drizzle-orm';
import type { SdgTargetInput } from '@ecopeso/shared/sdg-12-3';
import type { SdgTarget } from '@ecopeso/shared/sdg-12-3-schema';
import type { Db } from '../../db/client.ts';
import { clientSdgTargets } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

const present = (row: typeof clientSdgTargets.$inferSelect): SdgTarget => ({
  baselineYear: row.baselineYear,
  targetYear: row.targetYear,
  changePct: row.changePct,
  version: row.version,
});

const STALE = 'Someone else changed this target. Reload to see their change.';

/** The SDG 12.3 targets of the given clients, keyed by client (a client without one is absent). */
export async function getSdgTargets(db: Db, clientIds: readonly string[]): Promise<Map<string, SdgTarget>> {
  if (!clientIds.length) return new Map();
  const rows = await db
    .select()
    .from(clientSdgTargets)
    .where(inArray(clientSdgTargets.clientId, [...clientIds]));
  return new Map(rows.map((r) => [r.clientId, present(r)]));
}

/**
 * Sets a client's SDG 12.3 target: a first one needs no version; a change needs the version the edit started from
 * (409 otherwise, also when one appeared meanwhile). Audited in the same transaction, as the reduction goal is.
 */
export async function saveSdgTarget({
  db,
  actor,
  clientId,
  input,
}: {
  db: Db;
  actor: Actor;
  clientId: string;
  input: SdgTargetInput;
}): Promise<SdgTarget> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(clientSdgTargets)
      .where(sql`${clientSdgTargets.clientId} = ${clientId}`)
      .for('update');
    const before = existing ? present(existing) : null;
    if ((before?.version ?? undefined) !== input.version) throw new AppError('aborted', STALE);
    const values = {
      baselineYear: input.baselineYear,
      targetYear: input.targetYear,
      changePct: input.changePct,
      updatedBy: actor.id,
    };
    const [row] = before
      ? await tx
          .update(clientSdgTargets)
          .set({ ...values, version: sql`${clientSdgTargets.version} + 1`, updatedAt: new Date() })
          .where(sql`${clientSdgTargets.clientId} = ${clientId}`)
          .returning()
      : await tx
          .insert(clientSdgTargets)
          .values({ clientId, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new AppError('aborted', STALE);
    const after = present(row);
    await writeAuditEvent(tx, {
      actor,
      entity: 'sdg_target',
      entityId: clientId,
      action: before ? 'update' : 'create',
      before,
      after,
      clientId,
    });
    return after;
  });
}
