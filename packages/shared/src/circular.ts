import { z } from 'zod';
import { daysBetween, PERIOD_ORDER_MESSAGE, periodInOrder } from './dates.ts';
import { ALL_SUBTYPES } from './records.ts';
import { DESTINATIONS, WASTE_TYPES } from './waste.ts';

const isoDay = z.iso.date();
/** Longest period the page asks for: two years of daily totals. */
export const CIRCULAR_MAX_DAYS = 731;

/** `?from=2025-01-01&to=2025-12-31`: local days of the client, both included. */
export const circularQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(periodInOrder, { message: PERIOD_ORDER_MESSAGE, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < CIRCULAR_MAX_DAYS, {
    message: `at most ${CIRCULAR_MAX_DAYS} days`,
    path: ['to'],
  });
export type CircularQuery = z.infer<typeof circularQuerySchema>;

const wasteType = z.enum(WASTE_TYPES);
const subType = z.enum(ALL_SUBTYPES).nullable();
const destination = z.enum(DESTINATIONS);

export const opportunitySchema = z.object({
  wasteType,
  subType,
  /** Where the contract in force today sends the stream (landfill, incineration or another Disposal destination). */
  currentDestination: destination,
  kg: z.number(),
  /** The Recovery destination a receiver in reach offers for it, with the lowest emission factor. */
  bestDestination: destination,
  receivers: z.array(z.string()),
  /** Where those receivers are: the client's state, a state bordering it, or not known (shared/reach.ts). */
  reach: z.enum(['same-state', 'neighbour', 'unknown']),
  diversionPctNow: z.number(),
  diversionPctAfter: z.number(),
  /** Extra kg CO2e avoided a year like this one; null when a factor is missing. */
  co2eAvoidedKg: z.number().nullable(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const circularEconomySchema = z.object({
  from: isoDay,
  to: isoDay,
  totalKg: z.number(),
  recoveryKg: z.number(),
  diversionPct: z.number().nullable(),
  /** Weight by area, type, sub-type and destination: the flow diagram's links. */
  flows: z.array(
    z.object({
      areaId: z.string().nullable(),
      areaName: z.string().nullable(),
      wasteType,
      subType,
      destination,
      kg: z.number(),
      estimatedKg: z.number(),
    }),
  ),
  /** Per type and sub-type: all weight, the part recovered, and the CO2e that recovery avoided. */
  streams: z.array(
    z.object({ wasteType, subType, kg: z.number(), recoveredKg: z.number(), co2eAvoidedKg: z.number().nullable() }),
  ),
  co2e: z.object({
    avoidedKg: z.number(),
    uncoveredKg: z.number(),
    sources: z.array(z.object({ year: z.number(), source: z.string() })),
  }),
  opportunities: z.array(opportunitySchema),
  /** Streams the contract in force sends to Disposal for which no receiver in reach offers a Recovery route. */
  withoutAlternative: z.array(z.object({ wasteType, subType, currentDestination: destination, kg: z.number() })),
  /** Streams weighed in the period that no contract covers today: where they go now is not known. */
  withoutContract: z.array(z.object({ wasteType, subType, kg: z.number() })),
});
export type CircularEconomy = z.infer<typeof circularEconomySchema>;
