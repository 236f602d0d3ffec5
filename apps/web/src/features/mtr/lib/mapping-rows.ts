import type { MtrLookupKind } from '@ecopeso/shared/mtr';
import { mtrMappingRowInputSchema, type MtrMappingRow, type MtrMappingRowInput } from '@ecopeso/shared/mtr-mapping';

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

/** The fields the API reads of a line: its input schema's, so a field added there is sent back here too. */
const INPUT_FIELDS = Object.keys(mtrMappingRowInputSchema.shape) as (keyof MtrMappingRowInput & keyof MtrMappingRow)[];

/** A line as the API reads it back (a default line is new: version 0). */
export const mappingInput = (r: MtrMappingRow): MtrMappingRowInput => ({
  ...(Object.fromEntries(INPUT_FIELDS.map((field) => [field, r[field]])) as MtrMappingRowInput),
  version: r.isDefault ? 0 : r.version,
});
