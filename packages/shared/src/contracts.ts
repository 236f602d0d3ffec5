import { z } from 'zod';
import { M } from './admin-clients.ts';
import { LICENCE_STATUSES } from './providers.ts';
import { DESTINATIONS, isSubType, ORGANIC_SUBTYPES, RECYCLABLE_SUBTYPES, WASTE_TYPES } from './waste.ts';

const isoDate = z.iso.date(M.date);

/** A client's contract: who takes which waste where, from when, at what price per kg (negative: material sold). */
export const contractInputSchema = z
  .object({
    carrierId: z.uuid(M.required),
    receiverId: z.uuid(M.required),
    wasteType: z.enum(WASTE_TYPES),
    subType: z.string().refine(isSubType, M.subTypes).nullable().default(null),
    destination: z.enum(DESTINATIONS),
    validFrom: isoDate,
    validTo: isoDate.nullable().default(null),
    pricePerKg: z.number().min(-10_000).max(10_000).nullable().default(null),
    notes: z.string().trim().max(1000).default(''),
  })
  .refine((c) => c.validTo === null || c.validTo >= c.validFrom, { message: M.period, path: ['validTo'] })
  .refine(
    (c) =>
      c.subType === null ||
      (c.wasteType === 'reciclavel' && (RECYCLABLE_SUBTYPES as readonly string[]).includes(c.subType)) ||
      (c.wasteType === 'organico' && (ORGANIC_SUBTYPES as readonly string[]).includes(c.subType)),
    { message: M.subTypes, path: ['subType'] },
  );
export type ContractInput = z.input<typeof contractInputSchema>;

/** An edit restates the whole contract with the version it started from. */
export const updateContractSchema = z.object({
  version: z.number().int().min(1),
  contract: contractInputSchema,
});

export const contractSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  carrier: z.object({ id: z.string(), name: z.string() }),
  receiver: z.object({ id: z.string(), name: z.string() }),
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  destination: z.enum(DESTINATIONS),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  pricePerKg: z.number().nullable(),
  notes: z.string(),
  /** The worst licence status of its carrier and receiver. */
  licenceStatus: z.enum(LICENCE_STATUSES),
  version: z.number().int(),
});
export type Contract = z.infer<typeof contractSchema>;
