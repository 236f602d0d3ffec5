import type { Role } from './roles.ts';
import type { Destination, SubType, WasteType } from './waste.ts';

/**
 * The names of the product's fixed things in one language, typed by the shared enums. Built over a `t` bound to the
 * `vocabulary` namespace (see vocabulary.ts): the browser's and the server's are made by the same function below, so
 * a screen and a file cannot look a thing up under different keys. Type-only imports keep this module free of the
 * catalogues, so the web app can import it without bundling them.
 */
export interface Words {
  wasteType(type: WasteType): string;
  subType(subType: SubType): string;
  destination(destination: Destination): string;
  destinationGroup(group: 'recovery' | 'disposal'): string;
  role(role: Role): string;
  recordStatus(status: 'pending' | 'rejected'): string;
  field(field: 'date' | 'time' | 'month' | 'area' | 'wasteType' | 'subType' | 'weightKg' | 'user'): string;
  noArea: string;
  noSubType: string;
}

/** The Words of a vocabulary translator (`t` whose default namespace is the vocabulary). */
export function wordsFrom(t: (key: string) => string): Words {
  return {
    wasteType: (type) => t(`wasteTypes.${type}`),
    subType: (subType) => t(`subTypes.${subType}`),
    destination: (destination) => t(`destinations.${destination}`),
    destinationGroup: (group) => t(`destinationGroups.${group}`),
    role: (role) => t(`roles.${role}`),
    recordStatus: (status) => t(`recordStatuses.${status}`),
    field: (field) => t(`fields.${field}`),
    noArea: t('noArea'),
    noSubType: t('noSubType'),
  };
}
