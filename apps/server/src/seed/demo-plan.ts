import type { Destination, SubType, WasteType } from '@ecopeso/shared/waste';

/** The fictional hotel chain the demo shows: who weighs what, where, and where it goes. */

export interface AreaPlan {
  name: string;
  /** Weighings on an ordinary day. */
  perDay: number;
  /** Relative chance of each [type, sub-type, min kg, max kg]. */
  mix: [number, WasteType, SubType | null, number, number][];
}

export interface ClientPlan {
  key: 'resort' | 'city' | 'restaurant';
  name: string;
  cnpjBase: string;
  address: string;
  city: string;
  state: string;
  timezone: string;
  goalPct: number;
  /** Month (0–11) → demand factor. */
  season: number[];
  /** Day of week (0 = Sunday) → demand factor. */
  week: number[];
  types: WasteType[];
  areas: AreaPlan[];
}

const KITCHEN: AreaPlan['mix'] = [
  [5, 'organico', 'pre_service', 3, 14],
  [1, 'organico', 'cooking_oil', 1, 6],
  [2, 'reciclavel', 'cardboard', 1, 8],
  [1, 'reciclavel', 'plastic', 0.5, 4],
  [1, 'reciclavel', 'metal', 0.5, 3],
  [2, 'rejeito', null, 2, 10],
];
const DINING: AreaPlan['mix'] = [
  [6, 'organico', 'post_service', 4, 22],
  [1, 'reciclavel', 'glass', 1, 6],
  [1, 'reciclavel', 'paper', 0.5, 3],
  [2, 'rejeito', null, 2, 9],
];
const BAR: AreaPlan['mix'] = [
  [4, 'reciclavel', 'glass', 2, 12],
  [2, 'reciclavel', 'metal', 0.5, 4],
  [2, 'organico', 'post_service', 1, 6],
  [1, 'rejeito', null, 1, 5],
];
const HOUSEKEEPING: AreaPlan['mix'] = [
  [3, 'reciclavel', 'plastic', 0.5, 5],
  [2, 'reciclavel', 'paper', 0.5, 4],
  [4, 'rejeito', null, 2, 12],
];
const OFFICE: AreaPlan['mix'] = [
  [4, 'reciclavel', 'paper', 0.3, 4],
  [1, 'reciclavel', 'electronics', 0.5, 3],
  [2, 'rejeito', null, 0.5, 4],
];
const GARDEN: AreaPlan['mix'] = [[1, 'compostavel', null, 3, 20]];

export const DEMO_GROUP = 'Grupo Maré Hospitalidade (demo)';

export const DEMO_CLIENTS: ClientPlan[] = [
  {
    key: 'resort',
    name: 'Maré Alta Beach Resort',
    cnpjBase: '451238760001',
    address: 'Rodovia PE-009, km 4',
    city: 'Ipojuca',
    state: 'PE',
    timezone: 'America/Recife',
    goalPct: 90,
    season: [1.45, 1.35, 1.1, 0.9, 0.8, 0.85, 1.3, 1.05, 0.85, 0.9, 1.0, 1.35],
    week: [1.25, 0.85, 0.85, 0.9, 0.95, 1.2, 1.35],
    types: ['reciclavel', 'organico', 'rejeito', 'compostavel'],
    areas: [
      { name: 'Cozinha Principal', perDay: 6, mix: KITCHEN },
      { name: 'Restaurante Buffet', perDay: 5, mix: DINING },
      { name: 'Bar da Piscina', perDay: 3, mix: BAR },
      { name: 'Governança', perDay: 3, mix: HOUSEKEEPING },
      { name: 'Jardinagem', perDay: 1, mix: GARDEN },
    ],
  },
  {
    key: 'city',
    name: 'Maré Centro Hotel São Paulo',
    cnpjBase: '451238760002',
    address: 'Rua da Consolação, 1200',
    city: 'São Paulo',
    state: 'SP',
    timezone: 'America/Sao_Paulo',
    goalPct: 85,
    season: [0.85, 0.9, 1.05, 1.05, 1.05, 1.0, 0.95, 1.05, 1.1, 1.1, 1.05, 0.9],
    week: [0.7, 1.15, 1.2, 1.2, 1.15, 1.0, 0.7],
    types: ['reciclavel', 'organico', 'rejeito'],
    areas: [
      { name: 'Cozinha', perDay: 4, mix: KITCHEN },
      { name: 'Restaurante', perDay: 3, mix: DINING },
      { name: 'Governança', perDay: 3, mix: HOUSEKEEPING },
      { name: 'Escritório', perDay: 1, mix: OFFICE },
    ],
  },
  {
    key: 'restaurant',
    name: 'Sal & Brasa Restaurante',
    cnpjBase: '451238760003',
    address: 'Avenida Atlântica, 3200',
    city: 'Rio de Janeiro',
    state: 'RJ',
    timezone: 'America/Sao_Paulo',
    goalPct: 80,
    season: [1.2, 1.25, 1.05, 0.95, 0.9, 0.9, 1.0, 0.95, 0.95, 1.0, 1.05, 1.2],
    week: [1.4, 0.6, 0.85, 0.9, 1.0, 1.3, 1.5],
    types: ['reciclavel', 'organico', 'rejeito'],
    areas: [
      { name: 'Cozinha', perDay: 5, mix: KITCHEN },
      { name: 'Salão', perDay: 3, mix: DINING },
      { name: 'Bar', perDay: 2, mix: BAR },
    ],
  },
];

export interface ReceiverPlan {
  key: 'sorting' | 'composting' | 'landfill' | 'biogas';
  name: string;
  cnpjBase: string;
  city: string;
  state: string;
  /** The state agency that licensed it: each receiver's licence is its own state's (CPRH in PE, CETESB in SP). */
  licenceAgency: string;
  treatments: Destination[];
}

export const DEMO_CARRIER = { name: 'Rota Limpa Transportes Ltda (demo)', cnpjBase: '372190450001' };

export const DEMO_RECEIVERS: ReceiverPlan[] = [
  {
    key: 'sorting',
    name: 'Cooperativa Recicla Junto (demo)',
    cnpjBase: '372190460001',
    city: 'Recife',
    state: 'PE',
    licenceAgency: 'CPRH',
    treatments: ['sorting', 'recycling'],
  },
  {
    key: 'composting',
    name: 'Terra Viva Compostagem (demo)',
    cnpjBase: '372190470001',
    city: 'Cabo de Santo Agostinho',
    state: 'PE',
    licenceAgency: 'CPRH',
    // It also takes the kitchens' used cooking oil, for recycling: the oil on an organics MTR is declared so, a
    // treatment its licence covers (an MTR never says "Reciclagem" to a plant that only composts).
    treatments: ['composting', 'recycling'],
  },
  {
    key: 'landfill',
    name: 'Aterro Sanitário Metropolitano (demo)',
    cnpjBase: '372190480001',
    city: 'Igarassu',
    state: 'PE',
    licenceAgency: 'CPRH',
    treatments: ['sanitary_landfill'],
  },
  {
    key: 'biogas',
    name: 'Biogás Sudeste Energia (demo)',
    cnpjBase: '372190490001',
    city: 'São Paulo',
    state: 'SP',
    licenceAgency: 'CETESB',
    treatments: ['biomethanization'],
  },
];
