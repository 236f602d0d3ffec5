import { inArray } from 'drizzle-orm';
import type { SdgTargetInput } from '@ecopeso/shared/sdg-12-3';
import type { SdgTarget } from '@ecopeso/shared/sdg-12-3-schema';
import type { Db } from '../../db/client.ts';
import { clientSdgTargets } from '../../db/schema.ts';
import type { Change, ClientChange } from '../actor.ts';
import { saveClientSetting } from '../clients/save-client-setting.ts';

const present = (row: typeof clientSdgTargets.$inferSelect): SdgTarget => ({
  baselineYear: row.baselineYear,
  targetYear: row.targetYear,
  changePct: row.changePct,
  version: row.version,
});

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
export async function saveSdgTarget({ db, actor, clientId, input }: ClientChange<SdgTargetInput>): Promise<SdgTarget> {
  return saveClientSetting({
    db,
    actor,
    clientId,
    table: clientSdgTargets,
    entity: 'sdg_target',
    version: input.version,
    values: { baselineYear: input.baselineYear, targetYear: input.targetYear, changePct: input.changePct },
    present,
    stale: 'this target',
  });
}

/**
 * One target for every given client at once (a chain's baseline; access is the caller's): each client's own target
 * is set or replaced from the version it has now, each change audited as a client's own. Returns them by client.
 */
export async function saveChainSdgTarget({
  db,
  actor,
  clientIds,
  input,
}: Change<{ clientIds: string[]; input: Omit<SdgTargetInput, 'version'> }>): Promise<Map<string, SdgTarget>> {
  const current = await getSdgTargets(db, clientIds);
  const saved = new Map<string, SdgTarget>();
  for (const clientId of clientIds) {
    const version = current.get(clientId)?.version;
    saved.set(clientId, await saveSdgTarget({ db, actor, clientId, input: { ...input, version } }));
  }
  return saved;
}
