import type { MtrApiSystem } from '@ecopeso/shared/mtr';
import { MTR_FAMILY, MTR_SYSTEMS, type MtrSystem } from '@ecopeso/shared/mtr-systems';
import ibamaList from '../ibama-list.json' with { type: 'json' };

/**
 * The simulator's lookup lists, in each system's field names, and the rules it applies to a manifest's items.
 *
 * SINIR's codes are the real ones where a source shows them (reference/mtr-real-systems.md, S14: units 1 UN, 2 KG,
 * 3 TON, 20 M³, 21 L; classes 1 CLASSE I, 43 CLASSE II A, 42 CLASSE II B, 2 OUTROS; physical state 4 SÓLIDO;
 * treatment 43 Reciclagem; S5: physical state 2 Líquido). The other SINIR codes, and all of SIGOR's (no source
 * shows them), are made up — and SIGOR's differ from SINIR's on purpose, so nothing in Ecopeso relies on a code.
 * The wastes are the IBAMA list (IN IBAMA 13/2012) shipped in ../ibama-list.json.
 *
 * The family-B systems (FEAM, SEMAD, INEA, FEPAM, IMA, CPRH, IEMA) serve SINIR's lists and codes here: no source
 * shows their own (reference/mtr-real-systems.md, "Two families"), the family descends from the same system, and
 * the simulator only needs codes that are consistent within one system — so SINIR's are fine for them.
 */
type Row = Record<string, string | number>;

const wastes: Row[] = ibamaList.codes.map((c) => ({ resCodigoIbama: c.code, resDescricao: c.description }));

const rows = (prefix: string, list: [number, string][]): Row[] =>
  list.map(([code, name]) => ({ [`${prefix}Codigo`]: code, [`${prefix}Descricao`]: name }));

/** Our names for the entries of each list, with each system's code. */
const CLASSES = { I: 'CLASSE I', IIA: 'CLASSE II A', IIB: 'CLASSE II B', OTHER: 'OUTROS' };
const STATES = { solid: 'Sólido', liquid: 'Líquido', semisolid: 'Semissólido', gas: 'Gasoso' };
const TREATMENTS = [
  'Compostagem',
  'Reciclagem',
  'Aterro sanitário',
  'Biodigestão',
  'Coprocessamento',
  'Incineração',
  'Triagem e transbordo',
  'Rerrefino',
  'Outras formas de destinação',
];
const PACKAGING = {
  jerrycan: 'Bombona',
  drum: 'Tambor',
  openSkip: 'Caçamba aberta',
  closedSkip: 'Caçamba fechada',
  bale: 'Fardo',
  bigBag: 'Big bag',
  bulk: 'A granel',
  bag: 'Saco plástico',
  tank: 'Tanque',
  box: 'Caixa de papelão',
  cylinder: 'Cilindro',
};
type State = keyof typeof STATES;
type Packaging = keyof typeof PACKAGING;

const CODES: Record<
  MtrApiSystem,
  {
    classes: Record<keyof typeof CLASSES, number>;
    states: Record<State, number>;
    treatments: number[];
    packaging: Record<Packaging, number>;
    units: [number, string, string][];
  }
> = {
  SINIR: {
    classes: { I: 1, IIA: 43, IIB: 42, OTHER: 2 },
    states: { liquid: 2, solid: 4, semisolid: 5, gas: 6 },
    treatments: [40, 43, 44, 45, 46, 47, 48, 49, 50],
    packaging: {
      jerrycan: 1,
      drum: 2,
      openSkip: 3,
      closedSkip: 4,
      bale: 5,
      bigBag: 6,
      bulk: 7,
      bag: 8,
      tank: 9,
      box: 10,
      cylinder: 11,
    },
    units: [
      [1, 'Unidade', 'UN'],
      [2, 'Quilograma', 'KG'],
      [3, 'Tonelada', 'TON'],
      [20, 'Metro Cúbico', 'M³'],
      [21, 'Litro', 'L'],
    ],
  },
  SIGOR: {
    classes: { I: 41, IIA: 42, IIB: 43, OTHER: 44 },
    states: { solid: 11, liquid: 12, semisolid: 13, gas: 14 },
    treatments: [101, 102, 103, 104, 105, 106, 107, 108, 109],
    packaging: {
      jerrycan: 21,
      drum: 22,
      openSkip: 23,
      closedSkip: 24,
      bale: 25,
      bigBag: 26,
      bulk: 27,
      bag: 28,
      tank: 29,
      box: 30,
      cylinder: 31,
    },
    units: [
      [1, 'Quilograma', 'KG'],
      [2, 'Metro cúbico', 'M3'],
      [3, 'Tonelada', 'TON'],
      [4, 'Unidade', 'UN'],
      [21, 'Litro', 'L'],
    ],
  },
};

/**
 * Which packaging fits which physical state (the service's `retornaListaAcondicionamentoPorEstadoFisico`; its real
 * table is not published, so this one is ours: liquids in closed containers, solids in anything but a tank).
 */
const PACKAGING_BY_STATE: Record<State, Packaging[]> = {
  solid: ['drum', 'jerrycan', 'openSkip', 'closedSkip', 'bale', 'bigBag', 'bulk', 'bag', 'box'],
  liquid: ['drum', 'jerrycan', 'tank'],
  semisolid: ['drum', 'jerrycan', 'closedSkip', 'tank'],
  gas: ['cylinder'],
};

function lists(system: MtrApiSystem): Record<string, Row[]> {
  const c = CODES[system];
  return {
    retornaListaClasse: rows(
      'cla',
      (Object.keys(CLASSES) as (keyof typeof CLASSES)[]).map((k) => [c.classes[k], CLASSES[k]]),
    ),
    retornaListaUnidade: c.units.map(([uniCodigo, uniDescricao, uniSigla]) => ({ uniCodigo, uniDescricao, uniSigla })),
    retornaListaTratamento: rows(
      'tra',
      TREATMENTS.map((name, i) => [c.treatments[i]!, name]),
    ),
    retornaListaEstadoFisico: rows(
      'tie',
      (Object.keys(STATES) as State[]).map((k) => [c.states[k], STATES[k]]),
    ),
    retornaListaAcondicionamento: rows(
      'tia',
      (Object.keys(PACKAGING) as Packaging[]).map((k) => [c.packaging[k], PACKAGING[k]]),
    ),
    retornaListaResiduo: wastes,
  };
}

/** Whose codes a system uses in the simulator: its own in family A, SINIR's in family B (see above). */
const codeSystemOf = (system: MtrSystem): MtrApiSystem =>
  MTR_FAMILY[system] === 'A' ? (system as MtrApiSystem) : 'SINIR';
const codesOf = (system: MtrSystem) => CODES[codeSystemOf(system)];

const BY_CODE_SYSTEM: Record<MtrApiSystem, Record<string, Row[]>> = { SINIR: lists('SINIR'), SIGOR: lists('SIGOR') };

export const SIMULATOR_LISTS = Object.fromEntries(
  MTR_SYSTEMS.map((system) => [system, BY_CODE_SYSTEM[codeSystemOf(system)]]),
) as Record<MtrSystem, Record<string, Row[]>>;

/** Whether a code exists in a list (numbers and strings compare as text). */
export function inList(system: MtrSystem, list: string, field: string, code: unknown): boolean {
  return (SIMULATOR_LISTS[system][list] ?? []).some((row) => String(row[field]) === String(code));
}

export function describe(system: MtrSystem, list: string, field: string, code: unknown): Row | undefined {
  return (SIMULATOR_LISTS[system][list] ?? []).find((row) => String(row[field]) === String(code));
}

/**
 * `retornaListaClassePorResiduo/{ibama}`: a "(*)" code is CLASSE I only; any other code of the list II A or II B
 * (which class a waste may take is the service's rule, S1/S4; the real table is not published). Null: no such code.
 */
export function classesForWaste(system: MtrSystem, ibama: string): Row[] | null {
  if (!inList(system, 'retornaListaResiduo', 'resCodigoIbama', ibama)) return null;
  const names: (keyof typeof CLASSES)[] = ibama.includes('(*)') ? ['I'] : ['IIA', 'IIB'];
  return rows(
    'cla',
    names.map((k) => [codesOf(system).classes[k], CLASSES[k]]),
  );
}

/** `retornaListaAcondicionamentoPorEstadoFisico/{tie}`; null when no such state. */
export function packagingForState(system: MtrSystem, tie: string): Row[] | null {
  const c = codesOf(system);
  const state = (Object.keys(c.states) as State[]).find((k) => String(c.states[k]) === tie);
  if (!state) return null;
  return rows(
    'tia',
    PACKAGING_BY_STATE[state].map((k) => [c.packaging[k], PACKAGING[k]]),
  );
}

const unitSymbol = (system: MtrSystem, code: unknown) =>
  codesOf(system)
    .units.find(([c]) => String(c) === String(code))?.[2]
    .replace('³', '3');

/**
 * The rules the sources show the service applying to an item (S5, `create_mtr.dto.ts`, and the dependent lists of
 * S1/S4), in the service's words; null when the item passes. Only these: nothing here is our own idea of a rule.
 */
export function itemRuleError(system: MtrSystem, item: Record<string, unknown>, n: number): string | null {
  const ibama = String(item.resCodigoIbama);
  const classes = classesForWaste(system, ibama) ?? [];
  if (!classes.some((r) => String(r.claCodigo) === String(item.claCodigo))) {
    return `Resíduo ${n}: a classe ${String(item.claCodigo)} não é permitida para o resíduo ${ibama}.`;
  }
  const packaging = packagingForState(system, String(item.tieCodigo)) ?? [];
  if (!packaging.some((r) => String(r.tiaCodigo) === String(item.tiaCodigo))) {
    return `Resíduo ${n}: o acondicionamento ${String(item.tiaCodigo)} não é permitido para o estado físico ${String(item.tieCodigo)}.`;
  }
  const unit = unitSymbol(system, item.uniCodigo);
  if ((unit === 'L' || unit === 'M3') && typeof item.marDensidade !== 'number') {
    return `Resíduo ${n}: as unidades de medida m³ e litro devem possuir densidade.`;
  }
  if (ibama === '200121(*)' && unit !== 'UN') {
    return `Resíduo ${n}: para o resíduo 200121(*) é obrigatória a unidade de medida unidade (UN).`;
  }
  if (ibama === '200304' && String(item.tieCodigo) !== String(codesOf(system).states.liquid)) {
    return `Resíduo ${n}: para o resíduo 200304 é obrigatório o estado físico líquido.`;
  }
  if (ibama.includes('(*)')) {
    const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    const gre = item.greCodigo;
    if (
      !text(item.marNumeroONU) ||
      !text(item.marClasseRisco) ||
      !text(item.marNomeEmbarque) ||
      ![1, 2, 3, 4].includes(gre as number)
    ) {
      return `Resíduo ${n}: os dados de resíduo perigoso (número ONU, classe de risco, nome de embarque e grupo de embalagem) devem ser preenchidos para o código ${ibama}.`;
    }
  }
  return null;
}
