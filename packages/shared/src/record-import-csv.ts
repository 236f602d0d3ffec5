import type { ImportColumn, ImportError, ImportRow } from './record-import.ts';
import { IMPORT_COLUMNS } from './record-import.ts';
import { ALL_SUBTYPES } from './records.ts';
import { VOCABULARY } from './vocabulary.ts';
import { isValidWeight } from './weighing-rules.ts';
import { WASTE_TYPES, type SubType, type WasteType } from './waste.ts';

/** Which column of the file (by index) holds each field; null when the file has none. */
export type ImportMapping = Record<ImportColumn, number | null>;
export type DecimalMark = ',' | '.';

/** Lower case, no accents, no spaces or punctuation: "Sub-tipo" and "subtipo" read alike, "Área" and "area". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Header names in Portuguese and English (and Spanish) that map to each field. */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  date: ['data', 'date', 'fecha', 'dia', 'day'],
  time: ['hora', 'time', 'horario'],
  area: ['area', 'local', 'setor'],
  wasteType: ['tipo', 'type', 'wastetype', 'tipoderesiduo', 'residuo', 'waste'],
  subType: ['subtipo', 'subtype', 'especificacao', 'specification'],
  weightKg: ['peso', 'pesokg', 'weight', 'weightkg', 'kg', 'pesoenkg'],
};

/** The mapping a file's header suggests: each field to the first column whose name matches one of its names. */
export function guessMapping(headers: string[]): ImportMapping {
  const folded = headers.map(foldText);
  const mapping = {} as ImportMapping;
  for (const column of IMPORT_COLUMNS) {
    const index = folded.findIndex((h) => HEADER_NAMES[column].includes(h));
    mapping[column] = index >= 0 ? index : null;
  }
  return mapping;
}

/**
 * The decimal mark of a file's weights: the comma when any weight holds one (a comma cannot be a CSV thousands
 * separator in a file that reads as columns), the point otherwise.
 */
export function guessDecimalMark(weights: string[]): DecimalMark {
  return weights.some((w) => /^\s*\d+,\d+\s*$/.test(w)) ? ',' : '.';
}

/** Names of types, sub-types and areas, folded, to what they stand for: codes and labels of every language. */
export interface ImportVocabulary {
  types: Map<string, WasteType>;
  subTypes: Map<string, SubType>;
  areas: Map<string, string>;
}

export function importVocabulary(areas: { id: string; name: string }[]): ImportVocabulary {
  const types = new Map<string, WasteType>();
  const subTypes = new Map<string, SubType>();
  for (const type of WASTE_TYPES) types.set(foldText(type), type);
  for (const sub of ALL_SUBTYPES) subTypes.set(foldText(sub), sub);
  for (const words of Object.values(VOCABULARY)) {
    for (const type of WASTE_TYPES) types.set(foldText(words.wasteTypes[type]), type);
    for (const sub of ALL_SUBTYPES) subTypes.set(foldText(words.subTypes[sub]), sub);
  }
  return { types, subTypes, areas: new Map(areas.map((a) => [foldText(a.name), a.id])) };
}

/** A date written dd/mm/yyyy (or dd-mm-yyyy, dd.mm.yyyy) or ISO yyyy-mm-dd (a time after it is left out); null otherwise. */
export function readImportDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (br) [d, m, y] = [Number(br[1]), Number(br[2]), Number(br[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A time H:MM or HH:MM(:SS), or the time part of an ISO date-time; as HH:MM(:SS); null otherwise. */
export function readImportTime(text: string): string | null {
  const t = text.trim();
  const match = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(t);
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  if (h > 23 || m > 59 || (s !== null && s > 59)) return null;
  const hm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s === null ? hm : `${hm}:${String(s).padStart(2, '0')}`;
}

/** A weight with the file's decimal mark (the other mark read as a thousands separator); null when not valid. */
export function readImportWeight(text: string, decimal: DecimalMark): number | null {
  const thousands = decimal === ',' ? '.' : ',';
  const t = text.trim().replace(/\s+/g, '').replace(/kg$/i, '').split(thousands).join('');
  if (!/^\d+([.,]\d+)?$/.test(t)) return null;
  const kg = Number(t.replace(decimal, '.'));
  return isValidWeight(kg) ? kg : null;
}

/**
 * Reads one line of a history CSV with the mapping chosen: every problem of the line (column and reason), or the
 * row as the server takes it. What the client accepts of a row read cleanly is the weighing rule's (importRowErrors).
 */
export function readImportRow(
  cells: string[],
  line: number,
  mapping: ImportMapping,
  vocabulary: ImportVocabulary,
  decimal: DecimalMark,
): { row: ImportRow | null; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cell = (column: ImportColumn) => {
    const index = mapping[column];
    return index === null ? '' : (cells[index] ?? '').trim();
  };
  const fail = (column: ImportColumn, reason: ImportError['reason']) => {
    errors.push({ line, column, reason });
    return null;
  };

  const dateText = cell('date');
  const date = dateText ? (readImportDate(dateText) ?? fail('date', 'invalid-date')) : fail('date', 'required');
  // No time column: the time inside an ISO date-time, else noon (a day's weighings stay on their day).
  const timeText = cell('time') || (/[T ]\d/.test(dateText) ? dateText : '');
  const time = timeText ? (readImportTime(timeText) ?? fail('time', 'invalid-time')) : '12:00';
  const areaText = cell('area');
  const areaId = areaText ? (vocabulary.areas.get(foldText(areaText)) ?? fail('area', 'area-invalid')) : null;
  const typeText = cell('wasteType');
  const wasteType = typeText
    ? (vocabulary.types.get(foldText(typeText)) ?? fail('wasteType', 'unknown-type'))
    : fail('wasteType', 'required');
  const subText = cell('subType');
  const subType = subText ? (vocabulary.subTypes.get(foldText(subText)) ?? fail('subType', 'unknown-subtype')) : null;
  const weightText = cell('weightKg');
  const weightKg = weightText
    ? (readImportWeight(weightText, decimal) ?? fail('weightKg', 'invalid-weight'))
    : fail('weightKg', 'required');

  if (errors.length || !date || !time || !wasteType || weightKg === null) return { row: null, errors };
  if (areaText && !areaId) return { row: null, errors };
  return { row: { line, date, time, areaId: areaId ?? null, wasteType, subType, weightKg }, errors };
}
