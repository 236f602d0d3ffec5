import { sql } from 'drizzle-orm';
import { LOSS_REASON_KINDS, type KitchenLists, type LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { photoVersion } from './container-photo.ts';

// Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.

const isKind = (v: string | null): v is LossReasonKind =>
  v !== null && (LOSS_REASON_KINDS as readonly string[]).includes(v);

/**
 * A client's kitchen lists (issue 26): containers with their tares oldest first, loss reasons (the stages' kinds in
 * their order, then the client's own by name), food items most used first (live records naming each), and which are
 * required. `activeOnly`: what the weighing form offers. Null settings when the client does not exist.
 */
export async function readKitchenLists(
  db: Db,
  clientId: string,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<Omit<KitchenLists, 'requireLossReason' | 'requireFoodItem' | 'foodCostPerKg'>> {
  const active = (alias: string) => (activeOnly ? sql.raw(`and ${alias}.active`) : sql``);
  const [containerRows, reasonRows, itemRows] = await Promise.all([
    rowsOf<{
      id: string;
      name: string;
      active: boolean;
      photo_key: string | null;
      tares: { fromDay: string; tareKg: number }[] | null;
    }>(
      db,
      sql`
      select k.id, k.name, k.active, k.photo_key,
             (select json_agg(json_build_object('fromDay', t.from_day::text, 'tareKg', t.tare_kg) order by t.from_day)
              from container_tares t where t.client_id = k.client_id and t.container_id = k.id) as tares
      from containers k where k.client_id = ${clientId}::uuid ${active('k')}
      order by k.name`,
    ),
    rowsOf<{ id: string; kind: string | null; name: string | null; active: boolean }>(
      db,
      sql`
      select r.id, r.kind, r.name, r.active from loss_reasons r
      where r.client_id = ${clientId}::uuid ${active('r')}
      order by r.kind is null, r.name`,
    ),
    rowsOf<{ id: string; name: string; active: boolean; uses: number }>(
      db,
      sql`
      select f.id, f.name, f.active,
             (select count(*)::int from waste_records w
              where w.client_id = f.client_id and w.food_item_id = f.id and w.deleted_at is null) as uses
      from food_items f where f.client_id = ${clientId}::uuid ${active('f')}
      order by uses desc, f.name`,
    ),
  ]);
  const kindOrder = (kind: string | null) =>
    isKind(kind) ? LOSS_REASON_KINDS.indexOf(kind) : LOSS_REASON_KINDS.length;
  return {
    containers: containerRows.map((k) => ({
      id: k.id,
      name: k.name,
      active: k.active,
      tares: k.tares ?? [],
      photo: photoVersion(k.photo_key),
    })),
    lossReasons: [...reasonRows]
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
      .map((r) => ({ id: r.id, kind: isKind(r.kind) ? r.kind : null, name: r.name, active: r.active })),
    foodItems: itemRows.map((f) => ({ id: f.id, name: f.name, active: f.active, uses: Number(f.uses) })),
  };
}
