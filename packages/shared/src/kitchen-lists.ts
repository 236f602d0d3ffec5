import { z } from 'zod';
import { MAX_WEIGHT_KG } from './waste.ts';
import { isValidWeight } from './weighing-rules.ts';

/**
 * A client's kitchen lists (issue 26 items 2 and 3): the containers waste is weighed in, each with its tare, and — for
 * organic weighings — why the food was thrown away (loss reasons) and what it was (food items). How a weighing uses
 * them is the weighing rule's (weighing-rules.ts); who edits them is the access policy's (roles.ts, `kitchen:manage`).
 */

/**
 * The food-loss stages a client's list of loss reasons starts with: where in the kitchen food is lost — as an
 * ingredient before cooking, as a finished product never served, or on the plate. Each kind says its stage.
 */
export const LOSS_STAGES = ['ingredient', 'finished', 'plate'] as const;
export type LossStage = (typeof LOSS_STAGES)[number];

export const LOSS_REASON_KINDS = [
  'spoilage',
  'expiry',
  'trim',
  'overproduction',
  'buffet_leftovers',
  'plate_waste',
] as const;
export type LossReasonKind = (typeof LOSS_REASON_KINDS)[number];

export const LOSS_REASON_STAGE: Record<LossReasonKind, LossStage> = {
  spoilage: 'ingredient',
  expiry: 'ingredient',
  trim: 'ingredient',
  overproduction: 'finished',
  buffet_leftovers: 'finished',
  plate_waste: 'plate',
};

export const KITCHEN_NAME_MAX = 60;
const name = z.string().trim().min(1).max(KITCHEN_NAME_MAX);
/** A tare: ≥ 0 kg (an empty tare is no container, but 0 is allowed for a scale zeroed with it), at most 3 decimals. */
export const tareSchema = z
  .number()
  .refine((kg) => kg === 0 || isValidWeight(kg), `tare must be ≥ 0 and ≤ ${MAX_WEIGHT_KG} kg`);

/** One tare of a container, applying from a day (YYYY-MM-DD, on the client's clock) until the next one. */
export const containerTareSchema = z.object({ fromDay: z.iso.date(), tareKg: z.number() });
export type ContainerTare = z.infer<typeof containerTareSchema>;

/** A container as the weighing form and the API show it: its tares, oldest first. */
export const containerSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  tares: z.array(containerTareSchema),
  /**
   * Its photo's id (containerPhotoPath, record-photos.ts), which changes when the photo is replaced; null: none. A
   * copy kept offline from before photos existed has none.
   */
  photo: z.string().nullable().optional(),
});
export type Container = z.infer<typeof containerSchema>;

/** A loss reason: one of the stages' kinds (named in the reader's words) or the client's own, named by them. */
export const lossReasonSchema = z.object({
  id: z.string(),
  kind: z.enum(LOSS_REASON_KINDS).nullable(),
  name: z.string().nullable(),
  active: z.boolean(),
});
export type LossReason = z.infer<typeof lossReasonSchema>;

/** A food item; `uses`: the client's weighings naming it, so the form lists the most used first. */
export const foodItemSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean(), uses: z.number() });
export type FoodItem = z.infer<typeof foodItemSchema>;

/** The kitchen set-up of a client as its manager edits it (inactive entries too). */
export const kitchenListsSchema = z.object({
  containers: z.array(containerSchema),
  lossReasons: z.array(lossReasonSchema),
  foodItems: z.array(foodItemSchema),
  requireLossReason: z.boolean(),
  requireFoodItem: z.boolean(),
  /** What a kilo of the client's food costs it (R$): the cost of the dashboard's top losses; null until set. */
  foodCostPerKg: z.number().nullable(),
});
export type KitchenLists = z.infer<typeof kitchenListsSchema>;

export const newContainerSchema = z.object({ name, tareKg: tareSchema });
/** A new tare for a container: from a day no earlier than today on the client's clock (tares change forward only). */
export const newTareSchema = z.object({ tareKg: tareSchema, fromDay: z.iso.date() });
export const renameSchema = z
  .object({ name: name.optional(), active: z.boolean().optional() })
  .refine((c) => c.name !== undefined || c.active !== undefined, 'nothing to change');
export const newLossReasonSchema = z.object({ name });
export const newFoodItemSchema = z.object({ name });
/** The largest price per kg of food a client may set (R$). */
export const FOOD_COST_PER_KG_MAX = 100_000;
/** What a kilo of the client's food costs it (R$): the top losses' cost (decision 041); none, no cost shown. */
export const foodCostPerKgSchema = z.number().min(0).max(FOOD_COST_PER_KG_MAX).nullable();
export const kitchenSettingsSchema = z
  .object({
    requireLossReason: z.boolean().optional(),
    requireFoodItem: z.boolean().optional(),
    foodCostPerKg: foodCostPerKgSchema.optional(),
  })
  .refine(
    (c) => c.requireLossReason !== undefined || c.requireFoodItem !== undefined || c.foodCostPerKg !== undefined,
    'nothing to change',
  );

/**
 * Whether a new tare may start on `fromDay`, given today on the client's clock and the days the container's tares
 * start: never before today (a stored record keeps the tare it was weighed with) and never on or before an existing
 * start (the history only grows forward).
 */
export function tareStartRefusal(
  fromDay: string,
  today: string,
  existing: readonly { fromDay: string }[],
): 'tare-in-past' | null {
  if (fromDay < today) return 'tare-in-past';
  if (existing.some((t) => t.fromDay >= fromDay)) return 'tare-in-past';
  return null;
}

/** The names to search and order a food item list by: most used first, then by name. */
export function foodItemsByUse<T extends { name: string; uses: number }>(items: readonly T[], lang: string): T[] {
  return [...items].sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name, lang));
}
