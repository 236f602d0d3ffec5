import { eq, sql } from 'drizzle-orm';
import type { ReductionGoal, ReductionGoalInput } from '@ecopeso/shared/reduction-goals';
import type { Db } from '../../db/client.ts';
import { clientReductionGoals } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { AppError } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

const present = (row: typeof clientReductionGoals.$inferSelect): ReductionGoal => ({
  wasteType: row.wasteType as ReductionGoal['wasteType'],
  metric: row.metric as ReductionGoal['metric'],
  baselineYear: row.baselineYear,
  reductionPct: row.reductionPct,
  version: row.version,
});

/** The client's reduction goal, or null when it has none. */
export async function getReductionGoal(db: Db, clientId: string): Promise<ReductionGoal | null> {
  const [row] = await db.select().from(clientReductionGoals).where(eq(clientReductionGoals.clientId, clientId));
  return row ? present(row) : null;
}

/**
 * Sets the client's reduction goal: a first goal needs no version; changing one needs the version the edit started
 * from (409 otherwise, also when a goal appeared meanwhile). Audited in the same transaction.
 */
export async function saveReductionGoal({
  db,
  actor,
  clientId,
  input,
}: ClientChange<ReductionGoalInput>): Promise<ReductionGoal> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(clientReductionGoals)
      .where(eq(clientReductionGoals.clientId, clientId))
      .for('update');
    const before = existing ? present(existing) : null;
    if ((before?.version ?? undefined) !== input.version)
      throw new AppError('aborted', 'Someone else changed this goal. Reload to see their change.');
    const values = {
      wasteType: input.wasteType,
      metric: input.metric,
      baselineYear: input.baselineYear,
      reductionPct: input.reductionPct,
      updatedBy: actor.id,
    };
    const [row] = before
      ? await tx
          .update(clientReductionGoals)
          .set({ ...values, version: sql`${clientReductionGoals.version} + 1`, updatedAt: new Date() })
          .where(eq(clientReductionGoals.clientId, clientId))
          .returning()
      : await tx
          .insert(clientReductionGoals)
          .values({ clientId, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new AppError('aborted', 'Someone else changed this goal. Reload to see their change.');
    const after = present(row);
    await writeAuditEvent(tx, {
      actor,
      entity: 'reduction_goal',
      entityId: clientId,
      action: before ? 'update' : 'create',
      before,
      after,
      clientId,
    });
    return after;
  });
}
