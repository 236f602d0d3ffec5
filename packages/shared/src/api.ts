import { z } from 'zod';
import { containerSchema, foodItemSchema, lossReasonSchema } from './kitchen-lists.ts';
import { ROLES } from './roles.ts';
import { stationSchema } from './station.ts';
import { WASTE_TYPES, RECYCLABLE_SUBTYPES, ORGANIC_SUBTYPES } from './waste.ts';

/** Response shapes of /api/v1 that the web app and outside integrations rely on. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  allowedClientIds: z.array(z.string()),
  /** Set when this device is a kitchen station (decision 039): it only weighs for that client, by a cook's PIN. */
  station: stationSchema.optional(),
});
export type Me = z.infer<typeof meSchema>;

export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientDetailSchema = clientSummarySchema.extend({
  timezone: z.string(),
  diversionGoalPct: z.number(),
  wasteTypes: z.array(z.enum(WASTE_TYPES)),
  subTypes: z.object({
    reciclavel: z.array(z.enum(RECYCLABLE_SUBTYPES)),
    organico: z.array(z.enum(ORGANIC_SUBTYPES)),
  }),
  areas: z.array(z.object({ id: z.string(), name: z.string() })),
  limitsKg: z.partialRecord(z.enum(WASTE_TYPES), z.number()),
  /** The kitchen lists of issue 26, active entries only (kitchen-lists.ts): food items most used first. */
  containers: z.array(containerSchema.omit({ active: true })),
  lossReasons: z.array(lossReasonSchema.omit({ active: true })),
  foodItems: z.array(foodItemSchema.omit({ active: true, uses: true })),
  requireLossReason: z.boolean(),
  requireFoodItem: z.boolean(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
