import { eq, sql } from 'drizzle-orm';
import type { AuditEntity } from '@ecopeso/shared/audit';
import type { clientReductionGoals, clientSdgTargets } from '../../db/schema.ts';
import type { Change } from '../actor.ts';
import { staleChange } from '../app-error.ts';
import { writeAuditEvent } from '../audit/write-audit-event.ts';

/** The tables of a client's versioned settings: one row per client, a version and an updated_by/updated_at. */
type SettingTable = typeof clientReductionGoals | typeof clientSdgTargets;

/**
 * Sets a client's one-row setting (a reduction goal, an SDG 12.3 target): a first one needs no version; a change
 * needs the version the edit started from (409 `stale` otherwise, also when a row appeared meanwhile). The version
 * goes up by one; the change is audited in the same transaction, before and after as `present` shows them.
 */
export async function saveClientSetting<T extends SettingTable, V extends { version: number }>({
  db,
  actor,
  clientId,
  table,
  entity,
  version,
  values,
  present,
  stale,
}: Change<{
  clientId: string;
  table: T;
  entity: AuditEntity;
  version: number | undefined;
  values: Omit<T['$inferInsert'], 'clientId' | 'version' | 'updatedBy' | 'updatedAt'>;
  present: (row: T['$inferSelect']) => V;
  /** What a stale change names ("this goal"): see staleChange. */
  stale: string;
}>): Promise<V> {
  return db.transaction(async (tx) => {
    // One table type at a time: the union of two tables' query builders is not callable as one.
    const t = table as typeof clientSdgTargets;
    const [existing] = await tx.select().from(t).where(eq(t.clientId, clientId)).for('update');
    const before = existing ? present(existing as T['$inferSelect']) : null;
    if ((before?.version ?? undefined) !== version) throw staleChange(stale);
    const set = { ...(values as object), updatedBy: actor.id } as typeof t.$inferInsert;
    const [row] = before
      ? await tx
          .update(t)
          .set({ ...set, version: sql`${t.version} + 1`, updatedAt: new Date() })
          .where(eq(t.clientId, clientId))
          .returning()
      : await tx
          .insert(t)
          .values({ ...set, clientId })
          .onConflictDoNothing()
          .returning();
    if (!row) throw staleChange(stale);
    const after = present(row as T['$inferSelect']);
    await writeAuditEvent(tx, {
      actor,
      entity,
      entityId: clientId,
      action: before ? 'update' : 'create',
      before,
      after,
      clientId,
    });
    return after;
  });
}
