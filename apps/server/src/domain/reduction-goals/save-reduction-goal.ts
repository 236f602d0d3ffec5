import { eq } from 'drizzle-orm';
import type { ReductionGoal, ReductionGoalInput } from '@ecopeso/shared/reduction-goals';
import type { Db } from '../../db/client.ts';
import { clientReductionGoals } from '../../db/schema.ts';
import type { ClientChange } from '../actor.ts';
import { saveClientSetting } from '../clients/save-client-setting.ts';

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
  return saveClientSetting({
    db,
    actor,
    clientId,
    table: clientReductionGoals,
    entity: 'reduction_goal',
    version: input.version,
    values: {
      wasteType: input.wasteType,
      metric: input.metric,
      baselineYear: input.baselineYear,
      reductionPct: input.reductionPct,
    },
    present,
    stale: 'this goal',
  });
}
