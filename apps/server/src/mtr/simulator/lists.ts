import type { MtrApiSystem } from '@ecopeso/shared/mtr';

/**
 * The simulator's lookup lists, in each system's field names. The codes are made up and differ between SINIR and
 * SIGOR on purpose (as they do in real life: reference §2.9), so nothing in Ecopeso can rely on a code.
 */
type Row = Record<string, string | number>;

const wastes: Row[] = [
  ['200108', 'Resíduos biodegradáveis de cozinhas e cantinas'],
  ['200125', 'Óleos e gorduras alimentares'],
  ['190809', 'Misturas de gorduras e óleos, da separação óleo/água, contendo apenas óleos e gorduras alimentares'],
  ['200101', 'Papel e cartão'],
  ['150101', 'Embalagens de papel e cartão'],
  ['200139', 'Plásticos'],
  ['150102', 'Embalagens de plástico'],
  ['200102', 'Vidro'],
  ['150107', 'Embalagens de vidro'],
  ['200140', 'Metais'],
  ['150104', 'Embalagens de metal'],
  ['150105', 'Embalagens longa-vida'],
  ['150106', 'Misturas de embalagens'],
  ['200138', 'Madeira não abrangida em 20 01 37'],
  ['200136', 'Equipamento elétrico e eletrônico fora de uso não abrangido em 20 01 21, 20 01 23 ou 20 01 35'],
  ['200301', 'Outros resíduos urbanos e equiparados, incluindo misturas de resíduos'],
  ['200304', 'Lodos de fossas sépticas'],
  ['200121(*)', 'Lâmpadas fluorescentes e outros resíduos contendo mercúrio'],
  ['200133(*)', 'Pilhas e acumuladores'],
].map(([resCodigoIbama, resDescricao]) => ({ resCodigoIbama: resCodigoIbama!, resDescricao: resDescricao! }));

const named = (prefix: string, offset: number, names: string[]): Row[] =>
  names.map((name, i) => ({ [`${prefix}Codigo`]: offset + i + 1, [`${prefix}Descricao`]: name }));

const CLASS_NAMES = ['Classe I - Perigosos', 'Classe II A - Não inertes', 'Classe II B - Inertes'];
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
const STATES = ['Sólido', 'Líquido', 'Semissólido', 'Gasoso'];
const PACKAGING = [
  'Bombona',
  'Tambor',
  'Caçamba aberta',
  'Caçamba fechada',
  'Fardo',
  'Big bag',
  'A granel',
  'Saco plástico',
];

export const SIMULATOR_LISTS: Record<MtrApiSystem, Record<string, Row[]>> = {
  SINIR: {
    retornaListaClasse: named('cla', 0, CLASS_NAMES),
    retornaListaUnidade: [
      { uniCodigo: 1, uniDescricao: 'Unidade', uniSigla: 'UN' },
      { uniCodigo: 2, uniDescricao: 'Quilograma', uniSigla: 'KG' },
      { uniCodigo: 3, uniDescricao: 'Tonelada', uniSigla: 'TON' },
      { uniCodigo: 20, uniDescricao: 'Metro cúbico', uniSigla: 'M3' },
      { uniCodigo: 21, uniDescricao: 'Litro', uniSigla: 'L' },
    ],
    retornaListaTratamento: named('tra', 0, TREATMENTS),
    retornaListaEstadoFisico: named('tie', 0, STATES),
    retornaListaAcondicionamento: named('tia', 0, PACKAGING),
    retornaListaResiduo: wastes,
  },
  SIGOR: {
    retornaListaClasse: named('cla', 40, CLASS_NAMES),
    retornaListaUnidade: [
      { uniCodigo: 1, uniDescricao: 'Quilograma', uniSigla: 'KG' },
      { uniCodigo: 2, uniDescricao: 'Metro cúbico', uniSigla: 'M3' },
      { uniCodigo: 3, uniDescricao: 'Tonelada', uniSigla: 'TON' },
      { uniCodigo: 21, uniDescricao: 'Litro', uniSigla: 'L' },
    ],
    retornaListaTratamento: named('tra', 100, TREATMENTS),
    retornaListaEstadoFisico: named('tie', 10, STATES),
    retornaListaAcondicionamento: named('tia', 20, PACKAGING),
    retornaListaResiduo: wastes,
  },
};

/** Whether a code exists in a list (numbers and strings compare as text). */
export function inList(system: MtrApiSystem, list: string, field: string, code: unknown): boolean {
  return (SIMULATOR_LISTS[system][list] ?? []).some((row) => String(row[field]) === String(code));
}

export function describe(system: MtrApiSystem, list: string, field: string, code: unknown): Row | undefined {
  return (SIMULATOR_LISTS[system][list] ?? []).find((row) => String(row[field]) === String(code));
}
