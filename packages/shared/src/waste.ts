/** Waste vocabulary of PRODUCT.md §1. */
export const WASTE_TYPES = ['reciclavel', 'organico', 'rejeito', 'compostavel'] as const;
export type WasteType = (typeof WASTE_TYPES)[number];

export const RECYCLABLE_SUBTYPES = [
  'paper',
  'plastic',
  'glass',
  'metal',
  'cardboard',
  'wood',
  'hazardous',
  'batteries',
  'electronics',
] as const;
export const ORGANIC_SUBTYPES = ['pre_service', 'post_service', 'cooking_oil'] as const;
export type RecyclableSubType = (typeof RECYCLABLE_SUBTYPES)[number];
export type OrganicSubType = (typeof ORGANIC_SUBTYPES)[number];
export type SubType = RecyclableSubType | OrganicSubType;

/** Every sub-type, in the vocabulary's order (the recyclable ones, then the organic ones). */
export const ALL_SUBTYPES = [...RECYCLABLE_SUBTYPES, ...ORGANIC_SUBTYPES] as const;

export function isSubType(text: string): text is SubType {
  return (ALL_SUBTYPES as readonly string[]).includes(text);
}

/**
 * A stored sub-type as a reader reads it: the word of a known one, the stored text itself otherwise (a sub-type the
 * vocabulary no longer has), '' when there is none. Every list, CSV and drill-down that shows a record's sub-type.
 */
export function subTypeText(subType: string | null | undefined, word: (subType: SubType) => string): string {
  if (!subType) return '';
  return isSubType(subType) ? word(subType) : subType;
}

export const SUBTYPES_BY_TYPE = {
  reciclavel: RECYCLABLE_SUBTYPES,
  organico: ORGANIC_SUBTYPES,
} as const;

export const DEFAULT_LIMITS_KG: Record<WasteType, number> = {
  organico: 30,
  reciclavel: 15,
  rejeito: 15,
  compostavel: 30,
};

export const DESTINATIONS = [
  'recovery',
  'recycling',
  'composting',
  'biomethanization',
  'sorting',
  'sanitary_landfill',
  'incineration',
  'disposal',
  'unspecified',
] as const;
export type Destination = (typeof DESTINATIONS)[number];
export const RECOVERY_DESTINATIONS: readonly Destination[] = [
  'recovery',
  'recycling',
  'composting',
  'biomethanization',
  'sorting',
];

export function destinationGroup(d: Destination): 'recovery' | 'disposal' {
  return RECOVERY_DESTINATIONS.includes(d) ? 'recovery' : 'disposal';
}

/** Where a type's waste goes when no contract covers it (flagged as estimated). */
export const DEFAULT_DESTINATION: Record<WasteType, Destination> = {
  rejeito: 'sanitary_landfill',
  reciclavel: 'recycling',
  organico: 'composting',
  compostavel: 'composting',
};

export const DEFAULT_DIVERSION_GOAL_PCT = 90;
export const MAX_WEIGHT_KG = 10_000;
