import type { MtrLookupKind } from '@ecopeso/shared/mtr';
import type { MtrMappingRow, MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';

/** The system's codes a mapping line chooses, each from the lookup list it comes from. */
export type CodeField = 'classCode' | 'physicalStateCode' | 'packagingCode' | 'unitCode' | 'treatmentCode';
export const CODE_FIELDS: readonly [CodeField, MtrLookupKind][] = [
  ['classCode', 'classes'],
  ['physicalStateCode', 'physicalStates'],
  ['packagingCode', 'packaging'],
  ['unitCode', 'units'],
  ['treatmentCode', 'treatments'],
];

/** The numbers a line may hold, typed as text and read by the language's rule on save. */
export type NumberField = 'densityKgPerL' | 'kgPerUnit';
export const NUMBER_FIELDS: readonly NumberField[] = ['densityKgPerL', 'kgPerUnit'];

/** A line's key: its waste type and sub-type. */
export const mappingKey = (r: { wasteType: string; subType: string | null }) => `${r.wasteType}:${r.subType ?? ''}`;

/** A line as the API reads it back (a default line is new: version 0). */
export const mappingInput = (r: MtrMappingRow): MtrMappingRowInput => ({
  wasteType: r.wasteType,
  subType: r.subType,
  ibamaCode: r.ibamaCode,
  nbrClass: r.nbrClass,
  classCode: r.classCode,
  physicalStateCode: r.physicalStateCode,
  packagingCode: r.packagingCode,
  unitCode: r.unitCode,
  treatmentCode: r.treatmentCode,
  densityKgPerL: r.densityKgPerL,
  kgPerUnit: r.kgPerUnit,
  onuNumber: r.onuNumber,
  riskClass: r.riskClass,
  shippingName: r.shippingName,
  packingGroup: r.packingGroup,
  version: r.isDefault ? 0 : r.version,
});
