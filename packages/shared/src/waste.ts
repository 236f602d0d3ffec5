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
