import { sql } from 'drizzle-orm';
import {
  ORGANIC_SUBTYPES,
  RECYCLABLE_SUBTYPES,
  WASTE_TYPES,
  type SubType,
  type WasteType,
} from '@ecopeso/shared/waste';
import type { WeighingClient } from '@ecopeso/shared/weighing-rules';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';

const only = <T extends string>(allowed: readonly T[], values: readonly string[]): T[] =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** What the weighing rule reads of a client, as a statement's row gives it (WEIGHING_CLIENT_COLUMNS). */
export interface WeighingClientRow {
  timezone: string;
  types: { wasteType: string; subTypes: string[] | null }[];
  areas: string[];
  require_loss_reason: boolean;
  require_food_item: boolean;
  containers: { id: string; tares: { fromDay: string; tareKg: number }[] }[];
  loss_reasons: string[];
  food_items: string[];
}

/**
 * The columns of WeighingClientRow for a statement whose client row is `c`: its zone, enabled types with their
 * sub-types, active areas, and its kitchen lists — active containers with their tares (a container's tare is thus
 * resolved with no statement of its own), active loss reasons and food items, and which are required. Limits are left
 * out: they never refuse.
 */
export const WEIGHING_CLIENT_COLUMNS = sql`c.timezone,
        coalesce((select json_agg(json_build_object('wasteType', t.waste_type, 'subTypes', t.sub_types))
                  from client_waste_types t where t.client_id = c.id), '[]'::json) as types,
        coalesce((select json_agg(a.id) from areas a where a.client_id = c.id and a.active), '[]'::json) as areas,
        c.require_loss_reason, c.require_food_item,
        coalesce((select json_agg(json_build_object('id', k.id, 'tares',
                    (select json_agg(json_build_object('fromDay', t.from_day::text, 'tareKg', t.tare_kg) order by t.from_day)
                     from container_tares t where t.client_id = k.client_id and t.container_id = k.id)))
                  from containers k where k.client_id = c.id and k.active), '[]'::json) as containers,
        coalesce((select json_agg(r.id) from loss_reasons r where r.client_id = c.id and r.active), '[]'::json)
          as loss_reasons,
        coalesce((select json_agg(f.id) from food_items f where f.client_id = c.id and f.active), '[]'::json)
          as food_items`;

/** The weighing rule's client from its row. */
export function toWeighingClient(row: WeighingClientRow): WeighingClient {
  const offered = (type: WasteType, allowed: readonly SubType[]) =>
    only(allowed, row.types.find((t) => t.wasteType === type)?.subTypes ?? []);
  return {
    timezone: row.timezone,
    wasteTypes: only(
      WASTE_TYPES,
      row.types.map((t) => t.wasteType),
    ),
    subTypes: {
      reciclavel: offered('reciclavel', RECYCLABLE_SUBTYPES),
      organico: offered('organico', ORGANIC_SUBTYPES),
    },
    areas: row.areas.map((id) => ({ id })),
    containers: row.containers.map((k) => ({ id: k.id, tares: k.tares ?? [] })),
    lossReasons: row.loss_reasons.map((id) => ({ id })),
    foodItems: row.food_items.map((id) => ({ id })),
    requireLossReason: row.require_loss_reason,
    requireFoodItem: row.require_food_item,
  };
}

/**
 * What the weighing rule reads of a client in one round trip (prepared: creation runs it on every weighing whose
 * access check did not read it already); null when there is no such client.
 */
export async function loadWeighingClient(db: Db, clientId: string): Promise<WeighingClient | null> {
  const { rows } = await executePrepared<WeighingClientRow>(
    db,
    sql`select ${WEIGHING_CLIENT_COLUMNS} from clients c where c.id = ${clientId}::uuid`,
  );
  return rows[0] ? toWeighingClient(rows[0]) : null;
}
