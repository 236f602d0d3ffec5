import type { LossReasonKind } from '@ecopeso/shared/kitchen-lists';
import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';

/**
 * The glossary's terms, language-neutral: slug (the link anchor), category, where the term comes from, related
 * slugs. The words themselves live in one file per language (pt.ts, en.ts, es.ts), loaded only by the glossary
 * page in the language shown — except the names of the product's own things, which the shared vocabulary gives.
 */
export const CATEGORIES = [
  'legislacao',
  'documentos',
  'classificacao',
  'residuos',
  'tratamento',
  'indicadores',
  'circular',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A citation (law, standard, body) written as published, or a kind of source whose name is translated. */
export type Source = string | { kind: 'practice' | 'ecopeso' };
const PRACTICE: Source = { kind: 'practice' };
const ECOPESO: Source = { kind: 'ecopeso' };

/** One of the product's fixed things, as the shared vocabulary names it (Words). */
export type ProductThing =
  | readonly ['wasteType', WasteType]
  | readonly ['subType', SubType]
  | readonly ['destination', Destination]
  | readonly ['lossReason', LossReasonKind];

export interface TermMeta {
  category: Category;
  source: Source;
  related: readonly string[];
  /** The product's thing (or pair of things) the term is: its name is the vocabulary's, in every language. */
  product?: readonly ProductThing[];
}

const term = (category: Category, source: Source, ...related: string[]): TermMeta => ({ category, source, related });
/** A term that is a type, sub-type or destination of the product: the app's word names it, never a second one. */
const product = (things: readonly ProductThing[], category: Category, source: Source, ...related: string[]) => ({
  ...term(category, source, ...related),
  product: things,
});

export const TERMS = {
  // ---- law, policy and public bodies ----
  pnrs: term(
    'legislacao',
    'Lei 12.305/2010',
    'decreto-10936',
    'hierarquia-residuos',
    'responsabilidade-compartilhada',
    'pgrs',
    'logistica-reversa',
  ),
  'decreto-10936': term('legislacao', 'Decreto 10.936/2022', 'pnrs', 'sinir', 'logistica-reversa'),
  'portaria-mma-280': term('legislacao', 'Portaria MMA 280/2020', 'mtr', 'cdf', 'dmr', 'sinir'),
  planares: term('legislacao', 'Decreto 11.043/2022', 'pnrs', 'pmgirs'),
  pmgirs: term('legislacao', 'Lei 12.305/2010, arts. 18–19', 'pnrs', 'planares', 'coleta-seletiva'),
  'lei-crimes-ambientais': term('legislacao', 'Lei 9.605/1998', 'destinacao-adequada', 'lixao'),
  'marco-saneamento': term('legislacao', 'Lei 14.026/2020', 'lixao', 'aterro-sanitario'),
  'lei-doacao-alimentos': term('legislacao', 'Lei 14.016/2020', 'doacao-alimentos', 'desperdicio-alimentos'),
  'responsabilidade-compartilhada': term(
    'legislacao',
    'Lei 12.305/2010, arts. 3º XVII e 30',
    'pnrs',
    'logistica-reversa',
    'gerador',
  ),
  'poluidor-pagador': term('legislacao', 'Lei 12.305/2010, art. 6º II', 'pnrs', 'responsabilidade-compartilhada'),
  'acordo-setorial': term('legislacao', 'Lei 12.305/2010, art. 3º I', 'logistica-reversa', 'embalagens'),
  'credito-reciclagem': term('legislacao', 'Decreto 11.413/2023', 'logistica-reversa', 'reciclagem'),
  gerador: term('legislacao', 'Lei 12.305/2010, art. 3º IX', 'grande-gerador', 'pgrs', 'mtr'),
  'grande-gerador': term('legislacao', PRACTICE, 'gerador', 'pgrs', 'pmgirs'),
  conama: term('legislacao', 'Lei 6.938/1981', 'conama-275', 'licenca-ambiental'),
  ibama: term('legislacao', 'Lei 7.735/1989', 'lista-ibama', 'ctf-app'),
  'ctf-app': term('legislacao', 'Lei 6.938/1981, art. 17', 'ibama'),
  oema: term('legislacao', 'Lei Complementar 140/2011', 'cetesb', 'licenca-ambiental', 'mtr'),
  cetesb: term('legislacao', 'CETESB — São Paulo', 'sigor', 'cadri', 'oema'),
  'licenca-ambiental': term('legislacao', 'Resolução CONAMA 237/1997', 'licenca-operacao', 'oema', 'destinador'),
  'licenca-operacao': term('legislacao', 'Resolução CONAMA 237/1997', 'licenca-ambiental', 'destinador', 'transportador'),
  catadores: term('legislacao', 'Lei 12.305/2010, art. 7º XII', 'cooperativa-catadores', 'coleta-seletiva'),

  // ---- documents and information systems ----
  mtr: term('documentos', 'Portaria MMA 280/2020', 'cdf', 'dmr', 'sinir', 'sigor', 'transportador', 'destinador'),
  cdf: term('documentos', 'Portaria MMA 280/2020', 'mtr', 'destinador', 'destinacao-adequada'),
  dmr: term('documentos', 'Portaria MMA 280/2020', 'mtr', 'sinir', 'inventario-residuos'),
  sinir: term('documentos', 'Lei 12.305/2010, art. 12; Decreto 10.936/2022', 'mtr', 'dmr', 'sigor'),
  sigor: term('documentos', 'CETESB — São Paulo', 'cetesb', 'mtr', 'cadri'),
  cadri: term('documentos', 'CETESB — São Paulo', 'cetesb', 'sigor', 'residuo-perigoso'),
  pgrs: term('documentos', 'Lei 12.305/2010, arts. 20–24', 'gerador', 'responsavel-tecnico', 'inventario-residuos'),
  'responsavel-tecnico': term('documentos', 'Lei 12.305/2010, art. 22', 'pgrs', 'mtr'),
  'inventario-residuos': term('documentos', 'Lei 12.305/2010, art. 21', 'pgrs', 'dmr', 'composicao-gravimetrica'),
  'armazenamento-temporario': term('documentos', 'Portaria MMA 280/2020', 'mtr', 'transbordo'),
  'codigo-unidade': term('documentos', PRACTICE, 'mtr', 'sinir', 'sigor'),
  'transporte-produtos-perigosos': term('documentos', 'Resolução ANTT 5.998/2022', 'residuo-perigoso', 'mtr'),
  rastreabilidade: term('documentos', PRACTICE, 'mtr', 'cdf', 'pesagem'),

  // ---- classification ----
  'nbr-10004': term('classificacao', 'ABNT NBR 10004:2004; revisão 2024', 'classe-i', 'classe-ii-a', 'classe-ii-b'),
  'classe-i': term('classificacao', 'ABNT NBR 10004', 'residuo-perigoso', 'caracteristicas-periculosidade', 'nbr-10004'),
  'classe-ii-a': term('classificacao', 'ABNT NBR 10004', 'nbr-10004', 'classe-ii-b', 'residuo-organico'),
  'classe-ii-b': term('classificacao', 'ABNT NBR 10004', 'nbr-10004', 'classe-ii-a', 'nbr-10006'),
  'caracteristicas-periculosidade': term('classificacao', 'ABNT NBR 10004; Lei 12.305/2010, art. 13 II', 'classe-i', 'residuo-perigoso'),
  'nbr-10006': term('classificacao', 'ABNT NBR 10006', 'nbr-10004', 'classe-ii-b'),
  'lista-ibama': term('classificacao', 'Instrução Normativa IBAMA 13/2012', 'codigo-ibama', 'ibama', 'mtr'),
  'codigo-ibama': term('classificacao', 'Instrução Normativa IBAMA 13/2012', 'lista-ibama', 'mtr', 'capitulo-20'),
  'capitulo-20': term('classificacao', 'Instrução Normativa IBAMA 13/2012', 'codigo-ibama', 'residuo-equiparado'),
  'classificacao-origem': term('classificacao', 'Lei 12.305/2010, art. 13 I', 'residuo-equiparado', 'caracteristicas-periculosidade'),
  'residuo-equiparado': term('classificacao', 'Lei 12.305/2010, art. 13, parágrafo único', 'classificacao-origem', 'grande-gerador'),
  'residuo-perigoso': product([['subType', 'hazardous']], 'classificacao', 'Lei 12.305/2010, art. 13 II a', 'classe-i', 'cadri', 'pilhas-baterias'),
  'estado-fisico': term('classificacao', PRACTICE, 'mtr', 'acondicionamento'),
  acondicionamento: term('classificacao', PRACTICE, 'mtr', 'estado-fisico', 'conama-275'),
  'conama-275': term('classificacao', 'Resolução CONAMA 275/2001', 'coleta-seletiva', 'separacao-na-fonte'),
  'simbologia-plasticos': term('classificacao', 'ABNT NBR 13230', 'plastico', 'reciclagem'),
  rss: term('classificacao', 'Resolução CONAMA 358/2005; RDC ANVISA 222/2018', 'residuo-perigoso', 'classe-i'),
  rcc: term('classificacao', 'Resolução CONAMA 307/2002', 'volumosos', 'classe-ii-b'),

  // ---- waste streams and materials ----
  'residuo-solido': term('residuos', 'Lei 12.305/2010, art. 3º XVI', 'rejeito', 'gerador'),
  rejeito: product([['wasteType', 'rejeito']], 'residuos', 'Lei 12.305/2010, art. 3º XV', 'residuo-solido', 'aterro-sanitario', 'disposicao-adequada'),
  'residuo-organico': product([['wasteType', 'organico']], 'residuos', PRACTICE, 'pre-preparo', 'sobras-prato', 'compostagem', 'biometanizacao'),
  'residuo-reciclavel': product([['wasteType', 'reciclavel']], 'residuos', PRACTICE, 'reciclagem', 'coleta-seletiva', 'contaminacao'),
  'residuo-compostavel': product([['wasteType', 'compostavel']], 'residuos', ECOPESO, 'compostagem', 'residuo-organico'),
  'pre-preparo': product([['subType', 'pre_service']], 'residuos', ECOPESO, 'residuo-organico', 'aproveitamento-integral', 'ficha-tecnica'),
  'sobras-prato': product([['subType', 'post_service']], 'residuos', ECOPESO, 'residuo-organico', 'desperdicio-alimentos', 'doacao-alimentos'),
  'oleo-cozinha': product([['subType', 'cooking_oil']], 'residuos', PRACTICE, 'logistica-reversa', 'reciclagem'),
  'desperdicio-alimentos': term('residuos', 'FAO; ODS 12.3', 'perda-alimentos', 'ods-12-3', 'doacao-alimentos'),
  'perda-alimentos': term('residuos', 'FAO; ODS 12.3', 'desperdicio-alimentos', 'ods-12-3'),
  // Issue 26: weighing at the kitchen station — the container's tare, and why food was thrown away, by stage.
  tara: term('residuos', PRACTICE, 'motivo-descarte', 'residuo-organico'),
  'motivo-descarte': term('residuos', ECOPESO, 'perda-ingrediente', 'perda-produto-pronto', 'resto-prato', 'desperdicio-alimentos'),
  'perda-ingrediente': term('residuos', PRACTICE, 'motivo-descarte', 'peps', 'aproveitamento-integral'),
  'perda-produto-pronto': term('residuos', PRACTICE, 'motivo-descarte', 'ficha-tecnica', 'doacao-alimentos'),
  'resto-prato': product([['lossReason', 'plate_waste']], 'residuos', PRACTICE, 'motivo-descarte', 'sobras-prato', 'desperdicio-alimentos'),
  'papel-papelao': product([['subType', 'paper'], ['subType', 'cardboard']], 'residuos', PRACTICE, 'residuo-reciclavel', 'contaminacao', 'conama-275'),
  plastico: product([['subType', 'plastic']], 'residuos', PRACTICE, 'simbologia-plasticos', 'residuo-reciclavel'),
  vidro: product([['subType', 'glass']], 'residuos', PRACTICE, 'residuo-reciclavel', 'embalagem-retornavel'),
  metal: product([['subType', 'metal']], 'residuos', PRACTICE, 'residuo-reciclavel', 'reciclagem'),
  madeira: product([['subType', 'wood']], 'residuos', PRACTICE, 'reutilizacao', 'residuo-reciclavel'),
  embalagens: term('residuos', 'Acordo setorial de embalagens em geral (2015)', 'logistica-reversa', 'acordo-setorial'),
  'pilhas-baterias': product([['subType', 'batteries']], 'residuos', 'Resolução CONAMA 401/2008', 'logistica-reversa', 'residuo-perigoso'),
  'eletroeletronicos': product([['subType', 'electronics']], 'residuos', 'Decreto 10.240/2020', 'logistica-reversa', 'residuo-perigoso'),
  lampadas: term('residuos', 'Acordo setorial de lâmpadas (2014)', 'logistica-reversa', 'residuo-perigoso'),
  volumosos: term('residuos', PRACTICE, 'reutilizacao', 'rcc'),
  texteis: term('residuos', PRACTICE, 'reutilizacao', 'upcycling'),
  contaminacao: term('residuos', PRACTICE, 'separacao-na-fonte', 'residuo-reciclavel', 'triagem'),
  chorume: term('tratamento', PRACTICE, 'aterro-sanitario', 'lixao'),

  // ---- treatment and destination ----
  'destinacao-adequada': term('tratamento', 'Lei 12.305/2010, art. 3º VII', 'disposicao-adequada', 'cdf', 'hierarquia-residuos'),
  'disposicao-adequada': term('tratamento', 'Lei 12.305/2010, art. 3º VIII', 'rejeito', 'aterro-sanitario'),
  'aterro-sanitario': product([['destination', 'sanitary_landfill']], 'tratamento', 'ABNT NBR 13896', 'disposicao-adequada', 'gas-aterro', 'chorume', 'taxa-desvio-aterro'),
  'aterro-controlado': term('tratamento', PRACTICE, 'lixao', 'aterro-sanitario'),
  lixao: term('tratamento', 'Lei 12.305/2010, art. 47', 'aterro-sanitario', 'marco-saneamento'),
  'gas-aterro': term('tratamento', PRACTICE, 'metano', 'aterro-sanitario', 'biogas'),
  compostagem: product([['destination', 'composting']], 'tratamento', 'Resolução CONAMA 481/2017', 'composto-organico', 'compostagem-local', 'residuo-organico'),
  'compostagem-local': term('tratamento', 'Resolução CONAMA 481/2017', 'compostagem', 'vermicompostagem'),
  vermicompostagem: term('tratamento', PRACTICE, 'compostagem-local', 'composto-organico'),
  'composto-organico': term('tratamento', 'Instrução Normativa MAPA 61/2020', 'compostagem', 'digestato'),
  biometanizacao: product([['destination', 'biomethanization']], 'tratamento', PRACTICE, 'biogas', 'biometano', 'digestato', 'compostagem'),
  biogas: term('tratamento', PRACTICE, 'biometanizacao', 'biometano', 'metano'),
  biometano: term('tratamento', 'ANP', 'biogas', 'biometanizacao'),
  digestato: term('tratamento', PRACTICE, 'biometanizacao', 'composto-organico'),
  reciclagem: product([['destination', 'recycling']], 'tratamento', 'Lei 12.305/2010, art. 3º XIV', 'triagem', 'residuo-reciclavel', 'materia-prima-secundaria'),
  reutilizacao: term('tratamento', 'Lei 12.305/2010, art. 3º XVIII', 'reciclagem', 'embalagem-retornavel'),
  triagem: product([['destination', 'sorting']], 'tratamento', PRACTICE, 'coleta-seletiva', 'cooperativa-catadores', 'reciclagem'),
  'coleta-seletiva': term('tratamento', 'Lei 12.305/2010, art. 3º V', 'separacao-na-fonte', 'conama-275', 'triagem'),
  'cooperativa-catadores': term('tratamento', 'Lei 12.305/2010, arts. 18 e 36', 'catadores', 'triagem'),
  incineracao: product([['destination', 'incineration']], 'tratamento', 'Resolução CONAMA 316/2002', 'recuperacao-energetica', 'taxa-desvio-aterro'),
  'recuperacao-energetica': term('tratamento', 'Lei 12.305/2010, art. 9º §1º; Portaria Interministerial 274/2019', 'incineracao', 'cdr', 'coprocessamento'),
  coprocessamento: term('tratamento', 'Resolução CONAMA 499/2020', 'cdr', 'recuperacao-energetica'),
  cdr: term('tratamento', PRACTICE, 'coprocessamento', 'rejeito'),
  transbordo: term('tratamento', PRACTICE, 'armazenamento-temporario', 'transportador'),
  transportador: term('tratamento', 'Portaria MMA 280/2020', 'mtr', 'destinador', 'contrato-coleta'),
  destinador: term('tratamento', 'Portaria MMA 280/2020', 'cdf', 'transportador', 'licenca-operacao'),

  // ---- indicators and climate ----
  'taxa-desvio-aterro': term('indicadores', ECOPESO, 'meta-desvio', 'lixo-zero', 'destino-estimado', 'grupo-recuperacao'),
  'grupo-recuperacao': term('indicadores', ECOPESO, 'taxa-desvio-aterro', 'destinacao-adequada'),
  'meta-desvio': term('indicadores', ECOPESO, 'taxa-desvio-aterro', 'certificacao-lixo-zero'),
  'destino-estimado': term('indicadores', ECOPESO, 'contrato-coleta', 'taxa-desvio-aterro'),
  'lixo-zero': term('indicadores', 'Zero Waste International Alliance', 'certificacao-lixo-zero', 'certificacao-true', 'taxa-desvio-aterro'),
  'certificacao-lixo-zero': term('indicadores', 'Instituto Lixo Zero Brasil', 'lixo-zero', 'certificacao-true', 'meta-desvio'),
  'certificacao-true': term('indicadores', 'TRUE — Green Business Certification Inc. (GBCI)', 'lixo-zero', 'certificacao-lixo-zero'),
  'composicao-gravimetrica': term('indicadores', 'ABNT NBR 10007', 'inventario-residuos', 'pesagem'),
  'indicador-normalizado': term('indicadores', ECOPESO, 'pesagem'),
  co2e: term('indicadores', 'IPCC', 'fator-emissao', 'potencial-aquecimento-global', 'emissoes-evitadas'),
  'fator-emissao': term('indicadores', 'US EPA WARM', 'co2e', 'warm', 'emissoes-evitadas'),
  'emissoes-evitadas': term('indicadores', ECOPESO, 'co2e', 'fator-emissao', 'aterro-sanitario'),
  'potencial-aquecimento-global': term('indicadores', 'IPCC AR6', 'co2e', 'metano'),
  metano: term('indicadores', 'IPCC AR6', 'gas-aterro', 'potencial-aquecimento-global', 'biogas'),
  warm: term('indicadores', 'US EPA', 'fator-emissao', 'emissoes-evitadas'),
  'escopo-3': term('indicadores', 'GHG Protocol', 'co2e'),
  'ods-12-3': term('indicadores', 'ONU — Agenda 2030', 'desperdicio-alimentos', 'perda-alimentos'),
  'gri-306': term('indicadores', 'GRI 306: Waste 2020', 'residuo-desviado-disposicao', 'residuo-direcionado-disposicao', 'esrs-e5', 'esg'),
  'esrs-e5': term('indicadores', 'ESRS E5 (Regulamento Delegado (UE) 2023/2772)', 'gri-306', 'residuo-nao-reciclado', 'residuo-perigoso'),
  'padrao-flw': term('indicadores', 'Food Loss and Waste Accounting and Reporting Standard (FLW Protocol, 2016)', 'desperdicio-alimentos', 'ods-12-3', 'materiais-base-biologica', 'combustao-controlada', 'aplicacao-no-solo'),
  'residuo-desviado-disposicao': term('indicadores', 'GRI 306: Waste 2020, 306-4', 'preparacao-reutilizacao', 'reciclagem', 'outras-operacoes-recuperacao', 'taxa-desvio-aterro'),
  'residuo-direcionado-disposicao': term('indicadores', 'GRI 306: Waste 2020, 306-5', 'incineracao', 'recuperacao-energetica', 'aterro-sanitario', 'outras-operacoes-disposicao'),
  'preparacao-reutilizacao': term('tratamento', 'GRI 306: Waste 2020; Diretiva 2008/98/CE, art. 3º', 'reutilizacao', 'residuo-desviado-disposicao'),
  'outras-operacoes-recuperacao': term('tratamento', 'GRI 306: Waste 2020', 'residuo-desviado-disposicao', 'biometanizacao', 'coprocessamento'),
  'outras-operacoes-disposicao': term('tratamento', 'GRI 306: Waste 2020', 'residuo-direcionado-disposicao', 'aterro-sanitario'),
  'residuo-nao-reciclado': term('indicadores', 'ESRS E5-5 §37(d)', 'esrs-e5', 'reciclagem'),
  'materiais-base-biologica': term('tratamento', 'FLW Standard, tabela de destinos', 'padrao-flw', 'reciclagem'),
  'combustao-controlada': term('tratamento', 'FLW Standard, tabela de destinos', 'padrao-flw', 'incineracao', 'recuperacao-energetica'),
  'aplicacao-no-solo': term('tratamento', 'FLW Standard, tabela de destinos', 'padrao-flw', 'compostagem'),
  pesagem: term('indicadores', ECOPESO, 'area-geracao', 'rastreabilidade', 'composicao-gravimetrica'),
  'area-geracao': term('indicadores', ECOPESO, 'pesagem', 'separacao-na-fonte'),
  'contrato-coleta': term('indicadores', ECOPESO, 'transportador', 'destinador', 'destino-estimado'),

  // ---- circular economy and practice ----
  'economia-circular': term('circular', PRACTICE, 'hierarquia-residuos', 'ciclo-de-vida'),
  'hierarquia-residuos': term('circular', 'Lei 12.305/2010, art. 9º', 'nao-geracao', 'reutilizacao', 'reciclagem', 'disposicao-adequada'),
  'nao-geracao': term('circular', 'Lei 12.305/2010, art. 9º', 'hierarquia-residuos', 'compras-sustentaveis', 'ficha-tecnica'),
  'doacao-alimentos': term('circular', 'Lei 14.016/2020', 'lei-doacao-alimentos', 'sobras-prato'),
  'alimentacao-animal': term('circular', PRACTICE, 'hierarquia-residuos', 'pre-preparo'),
  'logistica-reversa': term('circular', 'Lei 12.305/2010, arts. 3º XII e 33', 'acordo-setorial', 'pilhas-baterias', 'eletroeletronicos', 'embalagens'),
  'ciclo-de-vida': term('circular', 'Lei 12.305/2010, art. 3º IV', 'ecodesign', 'economia-circular'),
  ecodesign: term('circular', PRACTICE, 'ciclo-de-vida', 'nao-geracao'),
  upcycling: term('circular', PRACTICE, 'reutilizacao', 'texteis'),
  'materia-prima-secundaria': term('circular', PRACTICE, 'reciclagem', 'economia-circular'),
  'compras-sustentaveis': term('circular', 'ABNT NBR ISO 20400', 'nao-geracao', 'embalagem-retornavel'),
  'embalagem-retornavel': term('circular', PRACTICE, 'reutilizacao', 'compras-sustentaveis'),
  peps: term('circular', PRACTICE, 'desperdicio-alimentos', 'nao-geracao'),
  'ficha-tecnica': term('circular', PRACTICE, 'nao-geracao', 'pre-preparo'),
  'aproveitamento-integral': term('circular', PRACTICE, 'pre-preparo', 'nao-geracao'),
  'separacao-na-fonte': term('circular', PRACTICE, 'coleta-seletiva', 'contaminacao', 'conama-275'),
  'educacao-ambiental': term('circular', 'Lei 9.795/1999', 'separacao-na-fonte', 'pgrs'),
  'iso-14001': term('circular', 'ABNT NBR ISO 14001:2015', 'pgrs', 'esg'),
  esg: term('circular', PRACTICE, 'iso-14001', 'escopo-3'),
} as const satisfies Record<string, TermMeta>;

export type TermId = keyof typeof TERMS;
export const TERM_IDS = Object.keys(TERMS) as TermId[];

/** The terms that are the product's own things (`product(…)` above). */
export type ProductTermId = {
  [K in TermId]: (typeof TERMS)[K] extends { product: readonly ProductThing[] } ? K : never;
}[TermId];

/** Written in a language file where a name would be: the term is the product's, and the vocabulary names it. */
export const FROM_VOCABULARY = null;

/**
 * One language's words for every term: [name, definition]; a term of the product has FROM_VOCABULARY for a name (a
 * name written there does not compile). Either may name a product thing as `{{kind:value}}` (`{{wasteType:rejeito}}`,
 * `{{destinationGroup:recovery}}`, `{{noArea}}`), filled from the vocabulary. The type makes a missing term a
 * compile error.
 */
export type GlossaryTexts = {
  readonly [K in TermId]: readonly [
    term: K extends ProductTermId ? typeof FROM_VOCABULARY : string,
    definition: string,
  ];
};

export interface GlossaryEntry extends TermMeta {
  id: TermId;
  term: string;
  definition: string;
}
