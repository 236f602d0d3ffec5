import { z } from 'zod';
import { M } from './admin-clients.ts';
import { declaredCodes, ibamaCodeSchema, NBR_CLASSES, type NbrClass } from './mtr.ts';
import { MTR_LINE_RULES, MTR_UNIT_KINDS, PACKING_GROUPS, type MtrUnitKind } from './mtr-rules.ts';
import { isSubType, WASTE_TYPES, type Destination } from './waste.ts';

/**
 * The mapping of our waste types and sub-types to a state system's codes (IBAMA code, class, unit, treatment,
 * physical state, packaging) and what each line needs besides (density, mass per unit, transport of hazardous
 * waste), with Ecopeso's default for hotels.
 */

// ---- mapping: waste type and sub-type → codes ----

const lookupCode = z.string().trim().max(40).nullable();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((s) => s || null);
/**
 * What a line needs besides its codes (mtr-rules.ts): a density (kg/L) for litres and m³, a mass per article (kg)
 * for units, and for a hazardous "(*)" code the transport fields (null: Ecopeso's default for the code).
 */
const lineQuantityAndHazardInput = {
  densityKgPerL: z.number().positive().max(100).nullable().default(null),
  kgPerUnit: z.number().positive().max(10_000).nullable().default(null),
  onuNumber: z
    .string()
    .trim()
    .regex(/^(UN)?\s*\d{4}$/i, M.required)
    .transform((s) => s.replace(/\D/g, ''))
    .nullable()
    .default(null),
  riskClass: optionalText(10),
  shippingName: optionalText(200),
  packingGroup: z.enum(PACKING_GROUPS).nullable().default(null),
};

/** One line of the mapping; the lookup codes refer to the synced lists of the client's system (null: not chosen). */
export const mtrMappingRowInputSchema = z.object({
  wasteType: z.enum(WASTE_TYPES),
  /** null: the type as a whole (and any sub-type without a line of its own). */
  subType: z.string().refine(isSubType, M.subTypes).nullable(),
  ibamaCode: ibamaCodeSchema,
  nbrClass: z.enum(NBR_CLASSES),
  classCode: lookupCode,
  physicalStateCode: lookupCode,
  packagingCode: lookupCode,
  unitCode: lookupCode,
  treatmentCode: lookupCode,
  ...lineQuantityAndHazardInput,
  /** The version read; 0 for a line that was a default. */
  version: z.number().int().min(0),
});
export type MtrMappingRowInput = z.input<typeof mtrMappingRowInputSchema>;
export const mtrMappingInputSchema = z.object({ rows: z.array(mtrMappingRowInputSchema).min(1).max(40) });

export const mtrMappingRowSchema = z.object({
  wasteType: z.enum(WASTE_TYPES),
  subType: z.string().nullable(),
  ibamaCode: z.string(),
  /** The IBAMA list's description, from the synced list when there is one. */
  ibamaDescription: z.string().nullable(),
  ...declaredCodes,
  densityKgPerL: z.number().nullable(),
  kgPerUnit: z.number().nullable(),
  onuNumber: z.string().nullable(),
  riskClass: z.string().nullable(),
  shippingName: z.string().nullable(),
  packingGroup: z.enum(PACKING_GROUPS).nullable(),
  /** The unit the line's unit code is in the system's list (null: not chosen, or not one we convert to). */
  unitKind: z.enum(MTR_UNIT_KINDS).nullable(),
  /** True while the line is Ecopeso's hotel default, never saved by a person. */
  isDefault: z.boolean(),
  /** True when every code an MTR needs is chosen and no rule of the system is broken. */
  complete: z.boolean(),
  /** The system's rules the line breaks, for the page to say which (mtr-rules.ts). */
  problems: z.array(z.enum(MTR_LINE_RULES)),
  version: z.number().int(),
});
export type MtrMappingRow = z.infer<typeof mtrMappingRowSchema>;
export const mtrMappingSchema = z.object({ rows: z.array(mtrMappingRowSchema) });
export type MtrMapping = z.infer<typeof mtrMappingSchema>;

/**
 * Ecopeso's default mapping for hotels: IBAMA code (IN IBAMA 13/2012, "Lista Brasileira de Resíduos Sólidos";
 * apps/server/src/domain/mtr/state-systems/ibama-list.json), NBR class, the MTR's unit and the treatment (our destination, found by name
 * in the system's treatment list) per waste type and sub-type (null: the type). Kitchen, office and paper/plastic
 * waste are II A (non-inert); glass and metal II B (inert); lamps and batteries I. Garden prunings ('compostavel')
 * are 20 02 01 (biodegradable waste of gardens and parks), not kitchen waste. Cooking oil is listed in litres by the
 * real SINIR (S14), at 0,92 kg/L (soybean oil at 20 °C); lamps in units (S5), at 0,2 kg a lamp on average (a
 * 1,2 m fluorescent tube). A default only: the class follows the generator's own characterisation, and a person
 * corrects the line.
 */
export const HOTEL_DEFAULT_MAPPING: readonly {
  wasteType: (typeof WASTE_TYPES)[number];
  subType: string | null;
  ibamaCode: string;
  nbrClass: NbrClass;
  unit: MtrUnitKind;
  treatment: Destination;
  densityKgPerL?: number;
  kgPerUnit?: number;
}[] = [
  { wasteType: 'organico', subType: null, ibamaCode: '200108', nbrClass: 'IIA', unit: 'KG', treatment: 'composting' },
  {
    wasteType: 'organico',
    subType: 'pre_service',
    ibamaCode: '200108',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'organico',
    subType: 'post_service',
    ibamaCode: '200108',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'organico',
    subType: 'cooking_oil',
    ibamaCode: '200125',
    nbrClass: 'IIA',
    unit: 'L',
    densityKgPerL: 0.92,
    treatment: 'recycling',
  },
  {
    wasteType: 'compostavel',
    subType: null,
    ibamaCode: '200201',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'composting',
  },
  {
    wasteType: 'rejeito',
    subType: null,
    ibamaCode: '200301',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'sanitary_landfill',
  },
  { wasteType: 'reciclavel', subType: null, ibamaCode: '150106', nbrClass: 'IIA', unit: 'KG', treatment: 'recycling' },
  {
    wasteType: 'reciclavel',
    subType: 'paper',
    ibamaCode: '200101',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'cardboard',
    ibamaCode: '150101',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'plastic',
    ibamaCode: '200139',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'glass',
    ibamaCode: '200102',
    nbrClass: 'IIB',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'metal',
    ibamaCode: '200140',
    nbrClass: 'IIB',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'wood',
    ibamaCode: '200138',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'hazardous',
    ibamaCode: '200121(*)',
    nbrClass: 'I',
    unit: 'UN',
    kgPerUnit: 0.2,
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'batteries',
    ibamaCode: '200133(*)',
    nbrClass: 'I',
    unit: 'KG',
    treatment: 'recycling',
  },
  {
    wasteType: 'reciclavel',
    subType: 'electronics',
    ibamaCode: '200136',
    nbrClass: 'IIA',
    unit: 'KG',
    treatment: 'recycling',
  },
];
