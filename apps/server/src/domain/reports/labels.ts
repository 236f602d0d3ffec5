import type { Language } from '@ecopeso/shared/languages';
import type { Destination } from '@ecopeso/shared/waste';

/**
 * Texts of the PDF reports in the three languages. Kept on the server (the web app never shows them) and limited to
 * characters of the PDF standard fonts' WinAnsi encoding, which covers Portuguese and Spanish.
 */
export interface ReportLabels {
  managementTitle: string;
  technicalTitle: string;
  filename: { management: string; technical: string };
  period: string;
  areas: string;
  allAreas: string;
  generatedAt: string;
  page: (n: number, total: number) => string;
  keyFigures: string;
  totalKg: string;
  records: string;
  sharePct: (type: string) => string;
  vs: (period: string) => string;
  noData: string;
  trendTitle: string;
  trendNote: (previous: string) => string;
  indicator: string;
  thisPeriod: string;
  previousPeriod: string;
  change: string;
  pp: string;
  monthlyChart: string;
  previousYear: string;
  composition: string;
  diversionTitle: string;
  diversionRate: string;
  goal: string;
  goalMet: string;
  belowGoal: (pp: string) => string;
  averageDaily: string;
  diversionNote: string;
  destinationsTitle: string;
  recovery: string;
  disposal: string;
  estimatedNote: (kg: string) => string;
  checkContracts: string;
  co2eTitle: string;
  co2eAvoided: string;
  co2eNote: string;
  co2eUncovered: (kg: string) => string;
  sources: string;
  topAreas: string;
  area: string;
  share: string;
  mainType: string;
  generationTitle: string;
  month: string;
  type: string;
  subType: string;
  weightKg: string;
  subtotal: (label: string) => string;
  total: string;
  typeSummaryTitle: string;
  contractsTitle: string;
  contractsNote: string;
  waste: string;
  destination: string;
  carrier: string;
  receiver: string;
  validity: string;
  validRange: (from: string, to: string | null) => string;
  weightInPeriod: string;
  noContract: string;
  noContracts: string;
  carriersTitle: string;
  receiversTitle: string;
  name: string;
  unitCode: string;
  licence: string;
  licenceExpires: string;
  contact: string;
  location: string;
  treatments: string;
  none: string;
}

export const REPORT_LABELS: Record<Language, ReportLabels> = {
  pt: {
    managementTitle: 'Relatório gerencial',
    technicalTitle: 'Relatório técnico',
    filename: { management: 'relatorio-gerencial', technical: 'relatorio-tecnico' },
    period: 'Período',
    areas: 'Áreas',
    allAreas: 'todas',
    generatedAt: 'Gerado em',
    page: (n, total) => `Página ${n} de ${total}`,
    keyFigures: 'Indicadores do período',
    totalKg: 'Total gerado',
    records: 'Registros',
    sharePct: (type) => `% ${type}`,
    vs: (period) => `vs. ${period}`,
    noData: 'Sem registros no período selecionado.',
    trendTitle: 'Tendência',
    trendNote: (previous) => `Comparação com o mesmo período do ano anterior (${previous}).`,
    indicator: 'Indicador',
    thisPeriod: 'Este período',
    previousPeriod: 'Período anterior',
    change: 'Variação',
    pp: 'p.p.',
    monthlyChart: 'Volume mensal (kg)',
    previousYear: 'Mesmo mês do ano anterior',
    composition: 'Composição por tipo de resíduo',
    diversionTitle: 'Desvio de aterro',
    diversionRate: 'Taxa de desvio de aterro',
    goal: 'Meta',
    goalMet: 'Meta atingida',
    belowGoal: (pp) => `${pp} abaixo da meta`,
    averageDaily: 'Média diária',
    diversionNote:
      'Peso enviado a um destino de recuperação ÷ peso total, pelo destino do contrato vigente em cada dia (método Lixo Zero).',
    destinationsTitle: 'Destinação final',
    recovery: 'Recuperação',
    disposal: 'Disposição',
    estimatedNote: (kg) => `${kg} sem contrato vigente: destino estimado pelo tipo de resíduo.`,
    checkContracts: 'Verifique os contratos e destinos.',
    co2eTitle: 'Emissões evitadas',
    co2eAvoided: 'CO2e evitado',
    co2eNote: 'Comparado com o envio do mesmo peso a aterro sanitário.',
    co2eUncovered: (kg) => `${kg} sem fator de emissão para o destino (não contabilizado).`,
    sources: 'Fontes dos fatores de emissão',
    topAreas: 'Principais áreas',
    area: 'Área',
    share: 'Participação',
    mainType: 'Tipo principal',
    generationTitle: 'Geração por mês, tipo, subtipo e área',
    month: 'Mês',
    type: 'Tipo',
    subType: 'Subtipo',
    weightKg: 'Peso (kg)',
    subtotal: (label) => `Subtotal ${label}`,
    total: 'Total',
    typeSummaryTitle: 'Totais por tipo e subtipo',
    contractsTitle: 'Destinos e contratos vigentes no período',
    contractsNote: 'Peso no período: pesagens cobertas pelo contrato nos dias em que estava vigente.',
    waste: 'Resíduo',
    destination: 'Destino',
    carrier: 'Transportador',
    receiver: 'Destinador',
    validity: 'Vigência',
    validRange: (from, to) => (to ? `${from} a ${to}` : `desde ${from}`),
    weightInPeriod: 'Peso no período (kg)',
    noContract: 'Sem contrato: destino estimado pelo tipo',
    noContracts: 'Nenhum contrato vigente no período. Verifique os contratos e destinos.',
    carriersTitle: 'Transportadores',
    receiversTitle: 'Destinadores',
    name: 'Nome',
    unitCode: 'Código da unidade',
    licence: 'Licença',
    licenceExpires: 'Validade',
    contact: 'Contato',
    location: 'Cidade/UF',
    treatments: 'Tratamentos',
    none: 'Nenhum.',
  },
  en: {
    managementTitle: 'Management report',
    technicalTitle: 'Technical report',
    filename: { management: 'management-report', technical: 'technical-report' },
    period: 'Period',
    areas: 'Areas',
    allAreas: 'all',
    generatedAt: 'Generated on',
    page: (n, total) => `Page ${n} of ${total}`,
    keyFigures: 'Key figures',
    totalKg: 'Total generated',
    records: 'Records',
    sharePct: (type) => `% ${type}`,
    vs: (period) => `vs. ${period}`,
    noData: 'No records in the selected period.',
    trendTitle: 'Trend',
    trendNote: (previous) => `Compared with the same period a year earlier (${previous}).`,
    indicator: 'Indicator',
    thisPeriod: 'This period',
    previousPeriod: 'Previous period',
    change: 'Change',
    pp: 'pp',
    monthlyChart: 'Monthly volume (kg)',
    previousYear: 'Same month, previous year',
    composition: 'Composition by waste type',
    diversionTitle: 'Landfill diversion',
    diversionRate: 'Landfill diversion rate',
    goal: 'Goal',
    goalMet: 'Goal met',
    belowGoal: (pp) => `${pp} below the goal`,
    averageDaily: 'Daily average',
    diversionNote:
      'Weight sent to a Recovery destination ÷ total weight, by the destination of the contract in force each day (Zero Waste method).',
    destinationsTitle: 'Final destination',
    recovery: 'Recovery',
    disposal: 'Disposal',
    estimatedNote: (kg) => `${kg} not covered by a contract: destination estimated from the waste type.`,
    checkContracts: 'Check the contracts and destinations.',
    co2eTitle: 'Emissions avoided',
    co2eAvoided: 'CO2e avoided',
    co2eNote: 'Compared with sending the same weight to a sanitary landfill.',
    co2eUncovered: (kg) => `${kg} without an emission factor for its destination (not counted).`,
    sources: 'Emission factor sources',
    topAreas: 'Top areas',
    area: 'Area',
    share: 'Share',
    mainType: 'Main type',
    generationTitle: 'Generation by month, type, sub-type and area',
    month: 'Month',
    type: 'Type',
    subType: 'Sub-type',
    weightKg: 'Weight (kg)',
    subtotal: (label) => `Subtotal ${label}`,
    total: 'Total',
    typeSummaryTitle: 'Totals by type and sub-type',
    contractsTitle: 'Destinations and contracts in force in the period',
    contractsNote: 'Weight in period: weighings the contract covered on the days it was in force.',
    waste: 'Waste',
    destination: 'Destination',
    carrier: 'Carrier',
    receiver: 'Receiver',
    validity: 'Validity',
    validRange: (from, to) => (to ? `${from} to ${to}` : `from ${from}`),
    weightInPeriod: 'Weight in period (kg)',
    noContract: 'No contract: destination estimated from type',
    noContracts: 'No contract in force in the period. Check the contracts and destinations.',
    carriersTitle: 'Carriers',
    receiversTitle: 'Receivers',
    name: 'Name',
    unitCode: 'Unit code',
    licence: 'Licence',
    licenceExpires: 'Expires',
    contact: 'Contact',
    location: 'City/State',
    treatments: 'Treatments',
    none: 'None.',
  },
  es: {
    managementTitle: 'Informe de gestión',
    technicalTitle: 'Informe técnico',
    filename: { management: 'informe-de-gestion', technical: 'informe-tecnico' },
    period: 'Período',
    areas: 'Áreas',
    allAreas: 'todas',
    generatedAt: 'Generado el',
    page: (n, total) => `Página ${n} de ${total}`,
    keyFigures: 'Indicadores del período',
    totalKg: 'Total generado',
    records: 'Registros',
    sharePct: (type) => `% ${type}`,
    vs: (period) => `vs. ${period}`,
    noData: 'Sin registros en el período seleccionado.',
    trendTitle: 'Tendencia',
    trendNote: (previous) => `Comparación con el mismo período del año anterior (${previous}).`,
    indicator: 'Indicador',
    thisPeriod: 'Este período',
    previousPeriod: 'Período anterior',
    change: 'Variación',
    pp: 'p.p.',
    monthlyChart: 'Volumen mensual (kg)',
    previousYear: 'Mismo mes del año anterior',
    composition: 'Composición por tipo de residuo',
    diversionTitle: 'Desvío de vertedero',
    diversionRate: 'Tasa de desvío de vertedero',
    goal: 'Meta',
    goalMet: 'Meta alcanzada',
    belowGoal: (pp) => `${pp} por debajo de la meta`,
    averageDaily: 'Promedio diario',
    diversionNote:
      'Peso enviado a un destino de recuperación ÷ peso total, según el destino del contrato vigente cada día (método Basura Cero).',
    destinationsTitle: 'Destino final',
    recovery: 'Recuperación',
    disposal: 'Disposición',
    estimatedNote: (kg) => `${kg} sin contrato vigente: destino estimado por el tipo de residuo.`,
    checkContracts: 'Verifique los contratos y destinos.',
    co2eTitle: 'Emisiones evitadas',
    co2eAvoided: 'CO2e evitado',
    co2eNote: 'Comparado con enviar el mismo peso a un relleno sanitario.',
    co2eUncovered: (kg) => `${kg} sin factor de emisión para su destino (no contabilizado).`,
    sources: 'Fuentes de los factores de emisión',
    topAreas: 'Áreas principales',
    area: 'Área',
    share: 'Participación',
    mainType: 'Tipo principal',
    generationTitle: 'Generación por mes, tipo, subtipo y área',
    month: 'Mes',
    type: 'Tipo',
    subType: 'Subtipo',
    weightKg: 'Peso (kg)',
    subtotal: (label) => `Subtotal ${label}`,
    total: 'Total',
    typeSummaryTitle: 'Totales por tipo y subtipo',
    contractsTitle: 'Destinos y contratos vigentes en el período',
    contractsNote: 'Peso en el período: pesajes cubiertos por el contrato en los días en que estaba vigente.',
    waste: 'Residuo',
    destination: 'Destino',
    carrier: 'Transportista',
    receiver: 'Receptor',
    validity: 'Vigencia',
    validRange: (from, to) => (to ? `${from} a ${to}` : `desde ${from}`),
    weightInPeriod: 'Peso en el período (kg)',
    noContract: 'Sin contrato: destino estimado por el tipo',
    noContracts: 'Ningún contrato vigente en el período. Verifique los contratos y destinos.',
    carriersTitle: 'Transportistas',
    receiversTitle: 'Receptores',
    name: 'Nombre',
    unitCode: 'Código de unidad',
    licence: 'Licencia',
    licenceExpires: 'Vencimiento',
    contact: 'Contacto',
    location: 'Ciudad/Estado',
    treatments: 'Tratamientos',
    none: 'Ninguno.',
  },
};

export const DESTINATION_LABELS: Record<Language, Record<Destination, string>> = {
  pt: {
    recovery: 'Reaproveitamento',
    recycling: 'Reciclagem',
    composting: 'Compostagem',
    biomethanization: 'Biometanização',
    sorting: 'Triagem',
    sanitary_landfill: 'Aterro sanitário',
    incineration: 'Incineração',
    disposal: 'Disposição',
    unspecified: 'Não especificado',
  },
  en: {
    recovery: 'Recovery',
    recycling: 'Recycling',
    composting: 'Composting',
    biomethanization: 'Biomethanization',
    sorting: 'Sorting',
    sanitary_landfill: 'Sanitary landfill',
    incineration: 'Incineration',
    disposal: 'Disposal',
    unspecified: 'Unspecified',
  },
  es: {
    recovery: 'Valorización',
    recycling: 'Reciclaje',
    composting: 'Compostaje',
    biomethanization: 'Biometanización',
    sorting: 'Clasificación',
    sanitary_landfill: 'Relleno sanitario',
    incineration: 'Incineración',
    disposal: 'Disposición',
    unspecified: 'No especificado',
  },
};
