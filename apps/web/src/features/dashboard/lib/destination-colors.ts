import type { Destination } from '@ecopeso/shared/waste';

/**
 * One colour per destination: greens and blues for the Recovery group, reds and browns for Disposal, none of them
 * a waste type's colour, so a destination is never read as a type. Each takes white text at 4.5:1 or more.
 */
export const DESTINATION_COLORS: Record<Destination, string> = {
  recovery: '#047857',
  recycling: '#0f766e',
  composting: '#15803d',
  biomethanization: '#0369a1',
  sorting: '#6d28d9',
  sanitary_landfill: '#b91c1c',
  incineration: '#c2410c',
  disposal: '#9f1239',
  unspecified: '#57534e',
};

export const GROUP_COLORS = { recovery: '#15803d', disposal: '#b91c1c' } as const;
