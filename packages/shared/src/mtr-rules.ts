import type { Destination } from './waste.ts';

/**
 * What an MTR line must say for the state system to take it, and how our kilos become the MTR's quantity. One pure
 * module, used by the mapping form, the check before sending and the adapter's tests. Sources (reference/
 * mtr-real-systems.md): the SINIR unit list (S14: 1 UN, 2 KG, 3 TON, 20 M³, 21 L); the rules a public client
 * applies before calling SINIR (S5, `create_mtr.dto.ts`: density with m³ and litres, ONU number, risk class,
 * shipping name and packing group `greCodigo` 1–4 for codes marked "(*)", lamps 20 01 21(*) in units, septic-tank
 * sludge 20 03 04 liquid); the service's dependent lists of classes per waste and packaging per physical state (S1, S4).
 */

/** The units an MTR quantity can be in, recognised from the system's unit list (its codes differ per system). */
export const MTR_UNIT_KINDS = ['KG', 'TON', 'L', 'M3', 'UN'] as const;
export type MtrUnitKind = (typeof MTR_UNIT_KINDS)[number];

const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/³/g, '3')
    .replace(/[^A-Z0-9]/g, '');

/** Which unit a line of the system's unit list is, by its abbreviation or name; null when it is none of ours. */
export function mtrUnitKind(item: { abbreviation: string | null; description: string }): MtrUnitKind | null {
  const abbr = squash(item.abbreviation ?? '');
  const name = squash(item.description);
  if (abbr === 'KG' || name.startsWith('QUILOGRAMA')) return 'KG';
  if (abbr === 'TON' || abbr === 'T' || name.startsWith('TONELADA')) return 'TON';
  if (abbr === 'L' || abbr === 'LT' || name.startsWith('LITRO')) return 'L';
  if (abbr === 'M3' || name.startsWith('METROCUBICO')) return 'M3';
  if (abbr === 'UN' || abbr === 'UND' || name.startsWith('UNIDADE')) return 'UN';
  return null;
}

/** What a mapping line says about its quantity besides the unit: a density (kg per litre) and a mass per unit (kg). */
export interface QuantityFactors {
  /** Kilos per litre (= tonnes per m³, g/cm³): needed with litres and m³. */
  densityKgPerL: number | null;
  /** Kilos one article weighs on average (a lamp): needed with units. */
  kgPerUnit: number | null;
}

/** Kilos one unit of the MTR's quantity stands for; null when the line lacks what the unit needs. */
export function kilosPerMtrUnit(kind: MtrUnitKind, factors: QuantityFactors): number | null {
  switch (kind) {
    case 'KG':
      return 1;
    case 'TON':
      return 1000;
    case 'L':
      return factors.densityKgPerL && factors.densityKgPerL > 0 ? factors.densityKgPerL : null;
    case 'M3':
      return factors.densityKgPerL && factors.densityKgPerL > 0 ? factors.densityKgPerL * 1000 : null;
    case 'UN':
      return factors.kgPerUnit && factors.kgPerUnit > 0 ? factors.kgPerUnit : null;
  }
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Our kilos in the MTR's unit: whole articles for units (at least one), four decimals otherwise (0,0012 TON is 1,2 kg). */
export function kilosToMtrQuantity(kg: number, kind: MtrUnitKind, kilosPerUnit: number): number {
  const q = kg / kilosPerUnit;
  return kind === 'UN' ? Math.max(1, Math.round(q)) : round(q, 4);
}

/** A quantity in the MTR's unit (what the receiver declared) back in kilos, to the gram. */
export function mtrQuantityToKilos(quantity: number, kilosPerUnit: number): number {
  return round(quantity * kilosPerUnit, 3);
}

/** Codes of the IBAMA list marked "(*)" are hazardous; the MTR then needs the transport fields. */
export const isHazardousIbamaCode = (code: string) => code.includes('(*)');

/** Packing groups of the transport rules (ANTT Res. 5.998/2022, UN Model Regulations); `none` where none applies. */
export const PACKING_GROUPS = ['I', 'II', 'III', 'none'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];
/**
 * `greCodigo` of each packing group. S5 allows 1–4 and no source names them: I, II, III in order and 4 for "not
 * applicable" is our reading (inference, kept in one place).
 */
export const GRE_CODES: Record<PackingGroup, number> = { I: 1, II: 2, III: 3, none: 4 };

export interface HazardFields {
  onuNumber: string | null;
  riskClass: string | null;
  shippingName: string | null;
  packingGroup: PackingGroup | null;
}

/**
 * Defaults for the hazardous codes a hotel ships; a mapping line overrides each field (sources: the Dangerous Goods
 * List of the UN Model Regulations, which ANTT Res. 5.998/2022 follows; to be checked against the table in force).
 * Lamps 20 01 21(*): UN 3506 "MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS", class 8 (subsidiary 6.1), no packing
 * group — the entry for articles such as fluorescent lamps. Batteries 20 01 33(*): UN 3090 "BATERIAS DE LÍTIO
 * METÁLICO", class 9, no packing group since the 22nd revised edition (older tables say II) — the lithium button
 * and AA cells of a hotel's collection; lithium-ion packs are UN 3480, and alkaline cells are not dangerous goods,
 * so a person checks the line against what is really collected.
 */
export const HAZARD_DEFAULTS: Record<string, HazardFields> = {
  '200121(*)': {
    onuNumber: '3506',
    riskClass: '8',
    shippingName: 'MERCÚRIO CONTIDO EM ARTIGOS MANUFATURADOS',
    packingGroup: 'none',
  },
  '200133(*)': {
    onuNumber: '3090',
    riskClass: '9',
    shippingName: 'BATERIAS DE LÍTIO METÁLICO',
    packingGroup: 'none',
  },
};

/** Our destination of each treatment of the system's list, by its name (null when the name says nothing we know). */
export function treatmentDestination(description: string): Destination | null {
  const d = squash(description);
  if (d.includes('COMPOST')) return 'composting';
  if (d.includes('BIODIGEST') || d.includes('BIOMETAN')) return 'biomethanization';
  if (d.includes('RECICL') || d.includes('RERREFINO') || d.includes('REFINO')) return 'recycling';
  if (d.includes('ATERRO')) return 'sanitary_landfill';
  if (d.includes('INCINERA')) return 'incineration';
  if (d.includes('COPROCESS') || d.includes('RECUPERA') || d.includes('REAPROVEIT')) return 'recovery';
  if (d.includes('TRIAGEM') || d.includes('TRANSBORDO')) return 'sorting';
  return null;
}

/**
 * Codes declared as a count of articles, not a mass: lamps 20 01 21(*) go in unit UN (reference/mtr-real-systems.md,
 * S5 l.135-183). The MTR form asks how many; the count is then the quantity sent, and the weighed kilos are spread
 * over it (each article's kilos convert a received count back).
 */
export const COUNTED_IBAMA_CODES: readonly string[] = ['200121(*)'];
export const isCountedInArticles = (ibamaCode: string) => COUNTED_IBAMA_CODES.includes(ibamaCode);

/** A rule a line breaks, said in the reader's words by the web app (`mtr:errors.rules.<rule>`). */
export const MTR_LINE_RULES = [
  'unit-unknown',
  'density-missing',
  'mass-per-unit-missing',
  'lamps-in-units',
  'hazard-missing',
  'class-not-allowed',
  'packaging-not-allowed',
  'liquid-required',
  'treatment-not-offered',
] as const;
export type MtrLineRule = (typeof MTR_LINE_RULES)[number];

/** A mapping line as far as the rules look at it, with the names of its codes from the synced lists. */
export interface RuleLine extends QuantityFactors, HazardFields {
  ibamaCode: string;
  classCode: string | null;
  physicalStateCode: string | null;
  packagingCode: string | null;
  unitCode: string | null;
  treatmentCode: string | null;
}

export interface RuleContext {
  /** The unit of the line's code, from the system's list (null: not in the list). */
  unitKind: MtrUnitKind | null;
  /** The physical state's name, from the system's list. */
  physicalStateName: string | null;
  /** The treatment's name, from the system's list. */
  treatmentName: string | null;
  /** Classes the system allows for this IBAMA code (its dependent list, synced); null when not synced. */
  allowedClasses: readonly string[] | null;
  /** Packaging the system allows for this physical state (its dependent list, synced); null when not synced. */
  allowedPackaging: readonly string[] | null;
  /** What the receiver's licence covers (its destinations); null when the line is not checked against a receiver. */
  receiverDestinations: readonly Destination[] | null;
}

/** Every rule the line breaks (none: the system should take it). Codes not chosen yet are another matter (complete). */
export function mtrLineProblems(line: RuleLine, ctx: RuleContext): MtrLineRule[] {
  const problems: MtrLineRule[] = [];
  if (line.unitCode) {
    if (!ctx.unitKind) problems.push('unit-unknown');
    else if (kilosPerMtrUnit(ctx.unitKind, line) === null)
      problems.push(ctx.unitKind === 'UN' ? 'mass-per-unit-missing' : 'density-missing');
    if (isCountedInArticles(line.ibamaCode) && ctx.unitKind && ctx.unitKind !== 'UN') problems.push('lamps-in-units');
  }
  if (
    isHazardousIbamaCode(line.ibamaCode) &&
    (!line.onuNumber || !line.riskClass || !line.shippingName || !line.packingGroup)
  ) {
    problems.push('hazard-missing');
  }
  if (line.classCode && ctx.allowedClasses && !ctx.allowedClasses.includes(line.classCode)) {
    problems.push('class-not-allowed');
  }
  if (line.packagingCode && ctx.allowedPackaging && !ctx.allowedPackaging.includes(line.packagingCode)) {
    problems.push('packaging-not-allowed');
  }
  if (line.ibamaCode === '200304' && ctx.physicalStateName && !/l[íi]quido/i.test(ctx.physicalStateName)) {
    problems.push('liquid-required');
  }
  if (ctx.receiverDestinations && ctx.treatmentName) {
    const destination = treatmentDestination(ctx.treatmentName);
    if (destination && !ctx.receiverDestinations.includes(destination)) problems.push('treatment-not-offered');
  }
  return problems;
}
